// The first elder by lot (RULES.md §4.3, FW-MUS): each player draws a card from the shuffled deck
// (seat 0 first); the earlier month is elder; within one month the higher-valued card wins; two
// cards of equal value (two chaff of a month) are drawn again.

import { monthOf, type CardId } from "../core/cards";
import type { Rng } from "../core/rng";
import { cardValue, deckOf } from "./deck";
import type { LotDraws, Pair } from "./state";

/** The winning seat of one draw, or null on a tie. */
export function lotWinner(draw: Pair<CardId>): number | null {
  const [a, b] = draw;
  const ma = monthOf(a),
    mb = monthOf(b);
  if (ma !== mb) return ma < mb ? 0 : 1;
  const va = cardValue(a),
    vb = cardValue(b);
  if (va !== vb) return va > vb ? 0 : 1;
  return null;
}

export function drawLots(rng: Rng, deckSize: 40 | 48): LotDraws {
  const draws: Pair<CardId>[] = [];
  for (;;) {
    const pack = rng.shuffleInPlace(deckOf(deckSize).slice());
    const draw: Pair<CardId> = [pack[0]!, pack[1]!];
    draws.push(draw);
    const w = lotWinner(draw);
    if (w !== null) return { draws, elder: w };
  }
}
