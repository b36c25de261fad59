// The match's state between rounds: the empty match, a new round in place, the expected dealer and a
// finished round added to the totals (docs/rules/sakura.md).

import type { RngState } from "../core/rng";
import type { DealerDraw } from "./first-dealer";
import type { SakuraConfig } from "./setup";
import { filled, STEP_OVER, type RoundResult, type RoundState, type SakuraState } from "./state";

export function initialState(
  cfg: SakuraConfig,
  rng: RngState | null,
  dealerDraws: readonly (readonly DealerDraw[])[] | null,
): SakuraState {
  return {
    game: "sakura",
    cfg,
    phase: "awaiting-deal",
    rng,
    dealerDraws,
    firstDealer: null,
    dealt: [],
    results: [],
    summaries: [],
    totals: filled(cfg.sides, 0),
    played: 0,
    lastDealerOfTeam: cfg.teams ? cfg.teams.map(() => -1) : [],
    round: null,
  };
}

/** The same state with another round (the per-move path: one small object, fields listed for a stable shape). */
export function withRound(s: SakuraState, round: RoundState): SakuraState {
  return {
    game: "sakura",
    cfg: s.cfg,
    phase: s.phase,
    rng: s.rng,
    dealerDraws: s.dealerDraws,
    firstDealer: s.firstDealer,
    dealt: s.dealt,
    results: s.results,
    summaries: s.summaries,
    totals: s.totals,
    played: s.played,
    lastDealerOfTeam: s.lastDealerOfTeam,
    round,
  };
}

export function expectedDealerOf(state: SakuraState): number | null {
  const last = state.results[state.results.length - 1];
  return last ? last.nextDealer : state.dealt.length === 0 ? state.firstDealer : null;
}

/** Appends a finished round object and moves the match on (totals, round count, game over). */
export function finishWith(state: SakuraState, round: RoundState, result: RoundResult): SakuraState {
  const rules = state.cfg.rules;
  const totals = state.totals.slice();
  if (!result.cancelled && result.winner !== null) {
    if (rules.victories) totals[result.winner] = totals[result.winner]! + result.victories;
    else result.summary.scores.forEach((v, i) => (totals[i] = totals[i]! + v));
  }
  const played = state.played + (result.cancelled ? 0 : 1);
  return {
    ...state,
    phase: played >= rules.rounds ? "game-over" : "awaiting-deal",
    round: round.step === STEP_OVER ? round : { ...round, step: STEP_OVER },
    results: [...state.results, result],
    summaries: [...state.summaries, result.summary],
    totals,
    played,
  };
}
