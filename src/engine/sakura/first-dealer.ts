// The first dealer (RULES.md §2.2): each player (one per team) draws a card; the earliest month deals.
// Ties redraw, or with `first_dealer_tiebreak = higher_value_wins` the higher Sakura value wins among
// the tied (equal values still redraw). Every attempt is kept so the pages can show the draws.

import { ALL_CARDS, monthOf, SAKURA_VALUE, type CardId } from "../core/cards";
import { Rng, type RngState } from "../core/rng";

export interface DealerDraw {
  readonly seat: number;
  readonly card: CardId;
}

export function drawFirstDealer(
  rngState: RngState,
  drawers: readonly number[],
  higherValueWins: boolean,
): { dealer: number; draws: DealerDraw[][]; rng: RngState } {
  const rng = Rng.from(rngState);
  const draws: DealerDraw[][] = [];
  let candidates = [...drawers];
  for (;;) {
    // Each attempt: the cards go back and the deck is shuffled again.
    const deck = rng.shuffleInPlace(ALL_CARDS.slice());
    const attempt = candidates.map((seat, i) => ({ seat, card: deck[i]! }));
    draws.push(attempt);
    const earliest = Math.min(...attempt.map((d) => monthOf(d.card)));
    let tied = attempt.filter((d) => monthOf(d.card) === earliest);
    if (tied.length > 1 && higherValueWins) {
      const best = Math.max(...tied.map((d) => SAKURA_VALUE[d.card]!));
      tied = tied.filter((d) => SAKURA_VALUE[d.card] === best);
    }
    if (tied.length === 1) return { dealer: tied[0]!.seat, draws, rng: rng.state() };
    candidates = tied.map((d) => d.seat);
  }
}
