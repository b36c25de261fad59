// Sutda deals (docs/record-format.md "Deals per game"): `hands` as [first card, second card] per seat (the
// first is the one looked at first; seats not dealt in, excluded or outside a rematch, get []), and
// `pile`, the set-aside rest, which may be omitted. Also the first-Oya draw of docs/rules/sutda.md.

import { cardCode, monthOf, parseCard, type CardId } from "../core/cards";
import type { Rng } from "../core/rng";
import { shown } from "../core/shown";
import { deckCards, deckMask, type DeckName } from "./deck";
import type { OyaDraw } from "./state";

export interface SutdaDeal {
  hands: string[][];
  pile: string[];
}

export interface ParsedDeal {
  cards: (readonly [CardId, CardId] | null)[];
  pile: CardId[];
}

/** Shuffles the deck and gives two cards to each participant, clockwise from the dealer's left. */
export function dealCards(rng: Rng, deck: DeckName, participants: readonly boolean[], dealer: number): ParsedDeal {
  const cards = rng.shuffleInPlace(deckCards(deck).slice());
  const n = participants.length;
  const hands: (readonly [CardId, CardId] | null)[] = new Array(n).fill(null);
  let next = 0;
  for (let k = 1; k <= n; k++) {
    const s = (dealer + k) % n;
    if (!participants[s]) continue;
    hands[s] = [cards[next]!, cards[next + 1]!];
    next += 2;
  }
  return { cards: hands, pile: cards.slice(next) };
}

export function dealToJson(d: ParsedDeal): SutdaDeal {
  return { hands: d.cards.map((h) => (h ? [cardCode(h[0]), cardCode(h[1])] : [])), pile: d.pile.map(cardCode) };
}

/** Validates a record's deal: shape, sizes, every card from the game's deck and at most once. */
export function parseDeal(
  raw: unknown,
  deck: DeckName,
  participants: readonly boolean[],
): { ok: true; deal: ParsedDeal } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return fail("a Sutda deal is an object with hands (and optionally pile)");
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d)) if (key !== "hands" && key !== "pile") return fail(`unknown deal field "${key}"`);
  const n = participants.length;
  if (!Array.isArray(d.hands) || d.hands.length !== n) return fail(`deal.hands must list ${n} hands, one per seat`);
  const mask = deckMask(deck);
  const used = new Array<boolean>(48).fill(false);
  const take = (code: unknown, where: string): CardId | string => {
    const c = parseCard(code);
    if (c === undefined) return `${where}: ${shown(code)} is not a card code`;
    if (!mask[c]) return `${where}: ${cardCode(c)} is not in the ${deck} deck`;
    if (used[c]) return `${where}: ${cardCode(c)} is dealt twice`;
    used[c] = true;
    return c;
  };
  const cards: (readonly [CardId, CardId] | null)[] = [];
  for (let s = 0; s < n; s++) {
    const h = d.hands[s] as unknown;
    if (!Array.isArray(h)) return fail(`deal.hands[${s}] must be a list of cards`);
    if (!participants[s]) {
      if (h.length !== 0)
        return fail(`seat ${s} is not dealt in this round (excluded, or outside the rematch): its hand must be []`);
      cards.push(null);
      continue;
    }
    if (h.length !== 2) return fail(`seat ${s} must be dealt exactly 2 cards, not ${h.length}`);
    const a = take(h[0], `deal.hands[${s}]`);
    if (typeof a === "string") return fail(a);
    const b = take(h[1], `deal.hands[${s}]`);
    if (typeof b === "string") return fail(b);
    cards.push([a, b]);
  }
  const pile: CardId[] = [];
  if (d.pile !== undefined) {
    if (!Array.isArray(d.pile)) return fail("deal.pile must be a list of cards");
    for (const code of d.pile) {
      const c = take(code, "deal.pile");
      if (typeof c === "string") return fail(c);
      pile.push(c);
    }
    const missing = deckCards(deck).filter((c) => !used[c]);
    if (missing.length > 0)
      return fail(`deal.pile must hold the rest of the deck; missing ${missing.map(cardCode).join(", ")}`);
  } else for (const c of deckCards(deck)) if (!used[c]) pile.push(c);
  return { ok: true, deal: { cards, pile } };
}

/**
 * The first Oya (docs/rules/sutda.md): every player draws a card from the shuffled deck; the lowest month
 * (closest to January) is Oya; players tied for it draw again from a freshly shuffled deck.
 */
export function drawFirstOya(rng: Rng, deck: DeckName, players: number): { oya: number; attempts: OyaDraw[][] } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const attempts: OyaDraw[][] = [];
  for (;;) {
    const cards = rng.shuffleInPlace(deckCards(deck).slice());
    const draws = contenders.map((seat, i) => ({ seat, card: cards[i]! }));
    attempts.push(draws);
    const low = Math.min(...draws.map((x) => monthOf(x.card)));
    const tied = draws.filter((x) => monthOf(x.card) === low).map((x) => x.seat);
    if (tied.length === 1) return { oya: tied[0]!, attempts };
    contenders = tied;
  }
}
