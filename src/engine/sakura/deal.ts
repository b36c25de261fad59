// Deals (docs/rules/sakura.md; docs/record-format.md "Deals per game"): shuffled for live games, validated for
// records. A deal is hands (one list per seat), field and pile (top first), every card exactly once.

import { ALL_CARDS, CARD_CODES, type CardCode, type CardId } from "../core/cards";
import { parseCardList } from "../core/deal-json";
import { Rng, type RngState } from "../core/rng";
import type { DealSizes } from "./setup";

export interface SakuraDeal {
  readonly hands: readonly (readonly CardId[])[];
  readonly field: readonly CardId[];
  readonly pile: readonly CardId[];
}

export interface SakuraDealJson {
  hands: CardCode[][];
  field: CardCode[];
  pile: CardCode[];
}

export function dealToJson(d: SakuraDeal): SakuraDealJson {
  return {
    hands: d.hands.map((h) => h.map((c) => CARD_CODES[c]!)),
    field: d.field.map((c) => CARD_CODES[c]!),
    pile: d.pile.map((c) => CARD_CODES[c]!),
  };
}

/** Cuts a shuffled deck into hands (seat by seat), field and pile. */
export function dealFromDeck(deck: readonly CardId[], players: number, sizes: DealSizes): SakuraDeal {
  const hands: CardId[][] = [];
  let k = 0;
  for (let s = 0; s < players; s++) {
    hands.push(deck.slice(k, k + sizes.hand));
    k += sizes.hand;
  }
  const field = deck.slice(k, k + sizes.field);
  k += sizes.field;
  return { hands, field, pile: deck.slice(k) };
}

export function shuffledDeal(
  rngState: RngState,
  players: number,
  sizes: DealSizes,
): { deal: SakuraDeal; rng: RngState } {
  const rng = Rng.from(rngState);
  const deck = rng.shuffleInPlace(ALL_CARDS.slice());
  return { deal: dealFromDeck(deck, players, sizes), rng: rng.state() };
}

export function dealFromSeedString(seed: string, players: number, sizes: DealSizes): SakuraDeal {
  return shuffledDeal(Rng.fromSeed(seed).state(), players, sizes).deal;
}

type Parsed = { ok: true; deal: SakuraDeal } | { ok: false; message: string };

/** Validates a record's deal: exact keys, sizes per the deal table, all 48 cards exactly once. */
export function parseDeal(raw: unknown, players: number, sizes: DealSizes): Parsed {
  try {
    return parse(raw, players, sizes);
  } catch {
    // Only a hostile object gets here (a getter or proxy that throws); JSON never does.
    return { ok: false, message: "the deal must be plain JSON" };
  }
}

function parse(raw: unknown, players: number, sizes: DealSizes): Parsed {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, message: "the deal must be an object with hands, field and pile" };
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d))
    if (key !== "hands" && key !== "field" && key !== "pile")
      return { ok: false, message: `the deal has an unknown field "${key}"` };
  if (!Array.isArray(d.hands) || d.hands.length !== players)
    return { ok: false, message: `the deal must have ${players} hands` };
  const seen = new Uint8Array(48);
  const hands: CardId[][] = [];
  for (let s = 0; s < players; s++) {
    const h = parseCardList(d.hands[s], `hand ${s}`, sizes.hand, seen);
    if (!h.ok) return h;
    hands.push(h.value);
  }
  const field = parseCardList(d.field ?? [], "field", sizes.field, seen);
  if (!field.ok) return field;
  const pile = parseCardList(d.pile, "pile", sizes.pile, seen);
  if (!pile.ok) return pile;
  return { ok: true, deal: { hands, field: field.value, pile: pile.value } };
}
