// The first dealer (RULES.md §3.2, vector F11): every player draws a card, the highest value deals;
// players tied for the highest value draw again (only they), from a freshly shuffled deck.

import { ALL_CARDS, SFJ_VALUE, type CardId } from "../core/cards";
import type { Rng } from "../core/rng";

/** One draw of one attempt. */
export interface DealerDraw {
  readonly seat: number;
  readonly card: CardId;
}

/**
 * The seats holding the highest-valued card among `draws` (printed SFJ values, 20/10/5/0, whatever
 * `chaff_value` says: the draw is about the printed number). One seat means it deals.
 */
export function highestDrawers(draws: readonly DealerDraw[]): number[] {
  let best = -1;
  for (const d of draws) best = Math.max(best, SFJ_VALUE[d.card]!);
  return draws.filter((d) => SFJ_VALUE[d.card] === best).map((d) => d.seat);
}

/**
 * Draws until one seat has the highest card. Each attempt shuffles the 48 cards and the contenders
 * (all seats at first, then the tied ones) take the top cards in seat order. Returns every attempt.
 */
export function drawFirstDealer(rng: Rng, players: number): { dealer: number; attempts: DealerDraw[][] } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const attempts: DealerDraw[][] = [];
  for (;;) {
    const deck = rng.shuffleInPlace(ALL_CARDS.slice());
    const draws = contenders.map((seat, i) => ({ seat, card: deck[i]! }));
    attempts.push(draws);
    const top = highestDrawers(draws);
    if (top.length === 1) return { dealer: top[0]!, attempts };
    contenders = top;
  }
}
