// Four cards of one month in one place (a table or a hand): the trigger of docs/rules/sfj.md, "Before the first turn".

import { monthOf, type CardId } from "../core/cards";

/** The lowest month with all four cards in `cards` and not in `skipMask` (bit m−1), or 0. */
export function lowestFour(cards: readonly CardId[], skipMask = 0): number {
  if (cards.length < 4) return 0;
  // Four 4-bit counters per 32-bit word would do; twelve small ints are clearer and as fast here.
  const counts = new Uint8Array(13);
  let best = 0;
  for (let i = 0; i < cards.length; i++) {
    const m = monthOf(cards[i]!);
    if (++counts[m]! === 4 && (skipMask & (1 << (m - 1))) === 0 && (best === 0 || m < best)) best = m;
  }
  return best;
}

/** Gives back the four cards of `month` to the pile, reshuffles it with `rng`, and returns the new pile (top first). */
export function reshuffleWith(
  rest: readonly CardId[],
  month: number,
  shuffle: (cards: CardId[]) => CardId[],
): CardId[] {
  const base = (month - 1) * 4;
  const pile = rest.slice();
  pile.push(base, base + 1, base + 2, base + 3);
  return shuffle(pile);
}

/** `cards` without the four cards of `month`, order kept. */
export function withoutMonth(cards: readonly CardId[], month: number): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < cards.length; i++) if (monthOf(cards[i]!) !== month) out.push(cards[i]!);
  return out;
}
