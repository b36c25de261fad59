// The Mushi strong level: bots/search.ts over determinized deals (../determinize.ts) with heuristic playouts.

import type { Rng } from "../../core/rng";
import type { MatchSetup } from "../../core/ruleset";
import { mushiDeterminizer } from "../determinize";
import { roundLegalMoves } from "../legal";
import type { MushiMove } from "../moves";
import { mushiOptions } from "../options";
import { mushiRuleset } from "../ruleset";
import type { MushiState } from "../state";
import type { MushiView } from "../view";
import { searchBest, sideResult, type SearchStats, determinizedWorld } from "../../bots/search";
import type { MushiBotInput } from "./input";
import { mushiPosFromView, mushiPosFromState, mushiHeuristicIndex } from "./heuristic";

export function mushiPolicy(state: MushiState, seat: number, rng: Rng, noise: number): MushiMove {
  const moves = roundLegalMoves(state.round!, seat, state.opts);
  if (moves.length === 1) return moves[0]!;
  const { pos, ctx } = mushiPosFromState(state, seat);
  return moves[mushiHeuristicIndex(pos, ctx, moves, rng, noise)]!;
}

export function mushiPlayout(state: MushiState, seat: number, rng: Rng, noise: number): number {
  let s = state;
  const done = s.results.length;
  for (let guard = 0; s.phase === "playing" && guard < 400; guard++) {
    const next = mushiRuleset.applyMove(s, mushiPolicy(s, s.round!.turn, rng, noise));
    if (!next.ok) break;
    s = next.state;
  }
  const res = s.results[done];
  return res ? sideResult(res.summary.scores, seat) : 0;
}

const PLAYOUT_NOISE = 2;

/** The strong level's choice (an index of `moves`); `stats` receives the search's figures (analyseMoves). */
export function mushiSearch(
  setup: MatchSetup,
  view: MushiView,
  moves: readonly MushiMove[],
  rng: Rng,
  input: MushiBotInput,
  stats?: SearchStats,
): number {
  const det = mushiDeterminizer(setup, view);
  if (!det.ok) {
    const { pos, ctx } = mushiPosFromView(view, mushiOptions(setup.options));
    return mushiHeuristicIndex(pos, ctx, moves, rng);
  }
  const world = determinizedWorld<MushiState, MushiMove>(
    det.value,
    (s, m) => mushiRuleset.applyMove(s, m),
    (s, r) => mushiPlayout(s, input.seat, r, PLAYOUT_NOISE),
  );
  return searchBest(moves, world, rng, input.budget, stats);
}
