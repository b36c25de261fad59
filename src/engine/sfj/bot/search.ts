// The SFJ strong level: bots/search.ts over determinized deals (../determinize.ts) with heuristic playouts.

import type { Rng } from "../../core/rng";
import type { MatchSetup } from "../../core/ruleset";
import { sfjDeterminizer } from "../determinize";
import { legalRoundMoves, type SfjMove } from "../moves";
import { configOf } from "../options";
import { sfjRuleset } from "../ruleset";
import type { SfjState } from "../state";
import type { SfjView } from "../view";
import { searchBest, sideResult, type SearchStats, determinizedWorld } from "../../bots/search";
import type { SfjBotInput } from "./input";
import { sfjPosFromView, sfjPosFromState, sfjHeuristicIndex } from "./heuristic";

export function sfjPolicy(state: SfjState, seat: number, rng: Rng, noise: number): SfjMove {
  const moves = legalRoundMoves(state.config, state.round!, seat);
  if (moves.length === 1) return moves[0]!;
  const { pos, ctx } = sfjPosFromState(state, seat);
  return moves[sfjHeuristicIndex(pos, ctx, moves, rng, noise)]!;
}

export function sfjPlayout(state: SfjState, seat: number, rng: Rng, noise: number): number {
  let s = state;
  const done = s.finished.length;
  for (let guard = 0; s.phase === "playing" && guard < 400; guard++) {
    const next = sfjRuleset.applyMove(s, sfjPolicy(s, s.round!.turn, rng, noise));
    if (!next.ok) break;
    s = next.state;
  }
  const f = s.finished[done];
  return f ? sideResult(f.summary.scores, seat) : 0;
}

const PLAYOUT_NOISE = 3;

/** The strong level's choice (an index of `moves`); `stats` receives the search's figures (analyseMoves). */
export function sfjSearch(
  setup: MatchSetup,
  view: SfjView,
  moves: readonly SfjMove[],
  rng: Rng,
  input: SfjBotInput,
  stats?: SearchStats,
): number {
  const det = sfjDeterminizer(setup, view);
  if (!det.ok) {
    const { pos, ctx } = sfjPosFromView(view, configOf(setup.players, setup.options));
    return sfjHeuristicIndex(pos, ctx, moves, rng);
  }
  const world = determinizedWorld<SfjState, SfjMove>(
    det.value,
    (s, m) => sfjRuleset.applyMove(s, m),
    (s, r) => sfjPlayout(s, input.seat, r, PLAYOUT_NOISE),
  );
  return searchBest(moves, world, rng, input.budget, stats);
}
