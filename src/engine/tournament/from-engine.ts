// A finished engine game as the tournament's GameResult, read through the Ruleset interface only.
// A game whose totals are victories (Ruleset.totalsAreVictories: Sakura with match_scoring = victories, Basa/Chu
// included) gives those; every other game counts the rounds each side won.

import type { AnyEngineRuleset, AnyRuleset, MatchSetup } from "../core/ruleset";
import type { GameResult } from "./types";

export interface GameFlags {
  /** Per side: forfeited (withdrew, never showed up). */
  forfeited?: readonly boolean[];
  /** Per side: moves played by the stand-in after a timeout. */
  timedOut?: readonly boolean[];
}

/** True when the engine's totals are victories (the game says so for its options). */
export function totalsAreVictories(ruleset: Pick<AnyEngineRuleset, "totalsAreVictories">, setup: MatchSetup): boolean {
  return ruleset.totalsAreVictories?.(setup.options) ?? false;
}

/** The GameResult of a game state (normally in phase "game-over") and its setup. */
export function gameResultOf(
  ruleset: AnyRuleset,
  state: unknown,
  setup: MatchSetup,
  flags: GameFlags = {},
): GameResult {
  const totals = ruleset.totals(state).slice();
  const rounds = ruleset
    .roundSummaries(state)
    .map((r) => (r.cancelled ? { winner: r.winner, cancelled: true } : { winner: r.winner }));
  const firstDealer = ruleset.dealtRounds(state)[0]?.dealer ?? null;
  return {
    totals,
    winner: ruleset.winner(state),
    ...(totalsAreVictories(ruleset, setup) ? { victories: totals.slice() } : {}),
    rounds,
    ...(flags.forfeited ? { forfeited: flags.forfeited.slice() } : {}),
    ...(flags.timedOut ? { timedOut: flags.timedOut.slice() } : {}),
    ...(firstDealer !== null ? { firstDealer } : {}),
  };
}
