// The parts of a fishing game's Ruleset (core/ruleset.ts) that are the same for every game keeping the shared state
// of core/fishing-state.ts: the checked live start and what the interface reads straight from the state.

import type { FishingConfig, FishingRound, FishingState } from "./fishing-state";
import { err, type Result } from "./result";
import {
  checkedFirstDealer,
  type MatchSetup,
  type NewGameOptions,
  type RoundExplanation,
  type RoundSummary,
} from "./ruleset";

/** `newGame`: the setup checked by `validate`, an optional first dealer checked, then `start`. */
export function checkedNewGame<S>(
  validate: (setup: MatchSetup) => Result<MatchSetup>,
  start: (setup: MatchSetup, seed: string, firstDealer: number | null) => Result<S>,
): (setup: MatchSetup, seed: string, opts?: NewGameOptions) => Result<S> {
  return (setup, seed, opts) => {
    const v = validate(setup);
    if (!v.ok) return v;
    const first = checkedFirstDealer(opts, v.value.players);
    if (!first.ok) return err("bad-dealer", first.message);
    return start(v.value, seed, first.seat);
  };
}

interface Finished {
  readonly summary: RoundSummary;
  readonly explanation: RoundExplanation;
}

/** The Ruleset members that read the state as it is. */
export function fishingStateReaders<S extends FishingState<string, FishingConfig, FishingRound, Finished>>() {
  return {
    phase: (state: S) => state.phase,
    dealtRounds: (state: S) => state.dealt,
    roundSummaries: (state: S) => state.finished.map((f) => f.summary),
    totals: (state: S) => [...state.totals],
    explainRound: (state: S, i: number) => state.finished[i]?.explanation ?? null,
  };
}
