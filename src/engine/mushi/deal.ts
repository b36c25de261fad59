// Deals (docs/rules/mushi.md): 8 cards to each hand, 8 face up on the table, the rest (16, or 24 with
// the 48-card deck) in the stock. Record deals are JSON with card codes (docs/record-format.md).

import { cardCode, parseCard, type CardId } from "../core/cards";
import { err, type Result } from "../core/result";
import { Rng } from "../core/rng";
import { shown } from "../core/shown";
import { HAND_SIZE, PLAYERS, TABLE_SIZE, deckOf, stockSize } from "./deck";
import type { Pair } from "./state";

export interface MushiDeal {
  /** Per seat. */
  hands: Pair<readonly CardId[]>;
  table: readonly CardId[];
  /** Top first. */
  stock: readonly CardId[];
}

export interface MushiDealJson {
  hands: string[][];
  field: string[];
  pile: string[];
}

/**
 * Lays out a shuffled pack as the elder deals it: packets of four to the younger, the elder and the
 * table, twice (S3); the rest is the stock, top first.
 */
export function dealFromPack(pack: readonly CardId[], dealer: number): MushiDeal {
  const younger = 1 - dealer;
  const hands: [CardId[], CardId[]] = [[], []];
  const table: CardId[] = [];
  let k = 0;
  for (let rep = 0; rep < 2; rep++) {
    for (let i = 0; i < 4; i++) hands[younger]!.push(pack[k++]!);
    for (let i = 0; i < 4; i++) hands[dealer]!.push(pack[k++]!);
    for (let i = 0; i < 4; i++) table.push(pack[k++]!);
  }
  return { hands, table, stock: pack.slice(k) };
}

/** A deal from a generator: shuffles the game's deck and deals it. */
export function dealFromRng(rng: Rng, deckSize: 40 | 48, dealer: number): MushiDeal {
  return dealFromPack(rng.shuffleInPlace(deckOf(deckSize).slice()), dealer);
}

export function dealToJson(deal: MushiDeal): MushiDealJson {
  return {
    hands: deal.hands.map((h) => h.map(cardCode)),
    field: deal.table.map(cardCode),
    pile: deal.stock.map(cardCode),
  };
}

function cardList(raw: unknown, what: string, size: number): Result<CardId[]> {
  if (!Array.isArray(raw)) return err("bad-deal", `${what} must be a list of card codes`);
  if (raw.length !== size) return err("bad-deal", `${what} must hold ${size} cards, not ${raw.length}`);
  const out: CardId[] = [];
  for (const code of raw) {
    const id = parseCard(code);
    if (id === undefined) return err("bad-deal", `${what}: ${shown(code)} is not a card code`);
    out.push(id);
  }
  return { ok: true, value: out };
}

/** Validates a record deal: exact keys, sizes, and every card of the game's deck exactly once. */
export function parseDeal(raw: unknown, deckSize: 40 | 48): Result<MushiDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return err("bad-deal", "the deal must be an object with hands, field and pile");
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d))
    if (key !== "hands" && key !== "field" && key !== "pile")
      return err("bad-deal", `the deal has an unknown field "${key}"`);
  if (!Array.isArray(d.hands) || d.hands.length !== PLAYERS)
    return err("bad-deal", "hands must be a list of two hands (one per seat)");
  const h0 = cardList(d.hands[0], "hand 0", HAND_SIZE);
  if (!h0.ok) return h0;
  const h1 = cardList(d.hands[1], "hand 1", HAND_SIZE);
  if (!h1.ok) return h1;
  const table = cardList(d.field, "field", TABLE_SIZE);
  if (!table.ok) return table;
  const stock = cardList(d.pile, "pile", stockSize(deckSize));
  if (!stock.ok) return stock;
  const inDeck = new Uint8Array(48);
  for (const c of deckOf(deckSize)) inDeck[c] = 1;
  const seen = new Uint8Array(48);
  for (const c of [...h0.value, ...h1.value, ...table.value, ...stock.value]) {
    if (!inDeck[c]) return err("bad-deal", `${cardCode(c)} is not in the ${deckSize}-card Mushi deck`);
    if (seen[c]) return err("bad-deal", `${cardCode(c)} is dealt twice`);
    seen[c] = 1;
  }
  return { ok: true, value: { hands: [h0.value, h1.value], table: table.value, stock: stock.value } };
}
