// The first dealer (docs/rules/sakura.md): each player (one per team) draws a card; the earliest month deals.
// Ties redraw, or with `first_dealer_tiebreak = higher_value_wins` the higher Sakura value wins among
// the tied (equal values still redraw). Every attempt is kept so the pages can show the draws.
// The drawing and the check of replayed draws are shared (../core/first-dealer-draws); this is Sakura's rule.

import { SAKURA_VALUE } from "../core/cards";
import {
  drawUntilOneLeads,
  earliestMonthLeaders,
  parseFirstDealerDraws,
  type DealerDraw,
} from "../core/first-dealer-draws";
import type { Result } from "../core/result";
import { Rng, type RngState } from "../core/rng";

export { drawsToJson, MAX_ATTEMPTS, type DealerDraw, type FirstDealerFacts } from "../core/first-dealer-draws";

/** The seats still in after one attempt: the earliest month, then (tiebreak) the highest value among it. One deals. */
export function attemptLeaders(attempt: readonly DealerDraw[], higherValueWins: boolean): number[] {
  return earliestMonthLeaders(attempt, higherValueWins ? SAKURA_VALUE : null);
}

export function drawFirstDealer(
  rngState: RngState,
  drawers: readonly number[],
  higherValueWins: boolean,
): { dealer: number; draws: DealerDraw[][]; rng: RngState } {
  const rng = Rng.from(rngState);
  const { dealer, draws } = drawUntilOneLeads(rng, drawers, (attempt) => attemptLeaders(attempt, higherValueWins));
  return { dealer, draws, rng: rng.state() };
}

/**
 * Checks first-dealer draws given as JSON (a replay's start facts): the first attempt by `drawers` (one per team) in
 * order, then the tied seats, the last attempt won by `dealer` under Sakura's rule. See parseFirstDealerDraws.
 */
export function parseFirstDealerFacts(
  raw: unknown,
  players: number,
  drawers: readonly number[],
  higherValueWins: boolean,
): Result<{ draws: DealerDraw[][]; dealer: number }> {
  return parseFirstDealerDraws(raw, players, drawers, (attempt) => attemptLeaders(attempt, higherValueWins));
}
