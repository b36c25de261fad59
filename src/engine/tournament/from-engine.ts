// A finished engine game as the tournament's GameResult, read through the Ruleset interface only.
// Sakura with match_scoring = victories already counts victories (Basa/Chu included) in its
// totals: those are the victories; every other game counts the rounds each side won.

import type { AnyRuleset, MatchSetup } from "../core/ruleset";
import type { GameResult } from "./types";

export interface GameFlags {
  /** Per side: forfeited (withdrew, never showed up). */
  forfeited?: readonly boolean[];
  /** Per side: moves played by the stand-in after a timeout. */
  timedOut?: readonly boolean[];
}

/** True when the engine's totals are victories (Sakura with match_scoring = victories). */
export function totalsAreVictories(game: string, setup: MatchSetup): boolean {
  return game === "sakura" && setup.options["match_scoring"] === "victories";
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
    ...(totalsAreVictories(ruleset.game, setup) ? { victories: totals.slice() } : {}),
    rounds,
    ...(flags.forfeited ? { forfeited: flags.forfeited.slice() } : {}),
    ...(flags.timedOut ? { timedOut: flags.timedOut.slice() } : {}),
    ...(firstDealer !== null ? { firstDealer } : {}),
  };
}
