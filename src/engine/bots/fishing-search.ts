// A fishing game's strong level from its parts: search.ts over determinized deals, every seat's playout played by
// the heuristic (fishing.ts) with some noise, the round's result for the bot's seat as the playout's value.

import type { MoveResult, Result } from "../core/result";
import type { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import type { FishPos } from "./fishing";
import { determinizedWorld, searchBest, sideResult, type SearchStats } from "./search";
import type { BotBudget } from "./types";

/** What the playout reads of a state: whether play goes on, whose turn it is, and the rounds finished so far. */
interface PlayoutState {
  readonly phase: string;
  readonly round: { readonly turn: number } | null;
}

export interface FishingSearchParts<S extends PlayoutState, M, V, C> {
  determinizer: (setup: MatchSetup, view: V) => Result<(rng: Rng) => Result<S>>;
  applyMove: (state: S, move: M) => MoveResult<S>;
  legalMoves: (state: S, seat: number) => readonly M[];
  posFromState: (state: S, seat: number) => { pos: FishPos; ctx: C };
  posFromView: (view: V, setup: MatchSetup) => { pos: FishPos; ctx: C };
  heuristicIndex: (pos: FishPos, ctx: C, moves: readonly M[], rng: Rng, noise?: number) => number;
  /** The rounds finished so far, in order: a playout's value is the first one it adds. */
  finished: (state: S) => readonly { readonly summary: { readonly scores: readonly number[] } }[];
  /** The playout policy's noise in the search. */
  noise: number;
}

/** The strong level's choice (an index of `moves`); `stats` receives the search's figures (analyseMoves). */
export type FishingSearch<V, M> = (
  setup: MatchSetup,
  view: V,
  moves: readonly M[],
  rng: Rng,
  input: { seat: number; budget?: BotBudget },
  stats?: SearchStats,
) => number;

export interface FishingStrongLevel<S, M, V> {
  /** Plays the round on from `state` with the heuristic for every seat; `seat`'s result. */
  playout: (state: S, seat: number, rng: Rng, noise: number) => number;
  search: FishingSearch<V, M>;
}

export function fishingStrongLevel<S extends PlayoutState, M, V, C>(
  parts: FishingSearchParts<S, M, V, C>,
): FishingStrongLevel<S, M, V> {
  function policy(state: S, seat: number, rng: Rng, noise: number): M {
    const moves = parts.legalMoves(state, seat);
    if (moves.length === 1) return moves[0]!;
    const { pos, ctx } = parts.posFromState(state, seat);
    return moves[parts.heuristicIndex(pos, ctx, moves, rng, noise)]!;
  }

  function playout(state: S, seat: number, rng: Rng, noise: number): number {
    let s = state;
    const done = parts.finished(s).length;
    for (let guard = 0; s.phase === "playing" && guard < 400; guard++) {
      const next = parts.applyMove(s, policy(s, s.round!.turn, rng, noise));
      if (!next.ok) break;
      s = next.state;
    }
    const res = parts.finished(s)[done];
    return res ? sideResult(res.summary.scores, seat) : 0;
  }

  const search: FishingSearch<V, M> = (setup, view, moves, rng, input, stats) => {
    const det = parts.determinizer(setup, view);
    if (!det.ok) {
      const { pos, ctx } = parts.posFromView(view, setup);
      return parts.heuristicIndex(pos, ctx, moves, rng);
    }
    const world = determinizedWorld<S, M>(det.value, parts.applyMove, (s, r) => playout(s, input.seat, r, parts.noise));
    return searchBest(moves, world, rng, input.budget, stats);
  };
  return { playout, search };
}
