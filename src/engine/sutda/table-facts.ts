// What the server needs to know about Sutda beyond its moves (core/traits.ts): chips and hands, progress, how it ends,
// the stand-in's safe move (and the folds of a seat whose player left) and what a tournament sets.
import type { OptionValues } from "../core/options";
import type { Progress, TournamentSettings } from "../core/traits";
import type { SutdaMove, SutdaState } from "./state";
import { buildView, type SutdaView } from "./view";

export function sutdaProgress(state: SutdaState): Progress {
  const v = buildView(state, null);
  return { round: v.hand, of: v.handsTotal };
}

const cheapestBet = (legal: readonly SutdaMove[]): SutdaMove | undefined =>
  legal.filter((m) => "bet" in m).sort((a, b) => ("bet" in a ? a.bet : 0) - ("bet" in b ? b.bet : 0))[0];

/**
 * Follow when it costs nothing more, else fold; opening is compulsory when folding is not offered: the smallest bet.
 * A seat whose player left folds; when folding is not offered, the cheapest move (so its chips go to nobody's luck).
 */
export function sutdaFallbackMove(
  view: SutdaView,
  seat: number,
  legal: readonly SutdaMove[],
  left: boolean,
): SutdaMove {
  const call = legal.find((m) => "call" in m);
  const fold = legal.find((m) => "fold" in m);
  if (!left) {
    const mine = view.seats[seat]?.bid ?? 0;
    if (call && view.auction && mine >= view.auction.high) return call;
  }
  return fold ?? call ?? cheapestBet(legal) ?? legal[0]!;
}

/** An event that sets the hands per game ends every game after them. */
export const sutdaTournamentOptions = (event: TournamentSettings): OptionValues =>
  event.roundsSet ? { end: "rounds_N" } : {};
