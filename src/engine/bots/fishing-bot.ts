// A fishing game's bot from its parts: a random legal move, the heuristic on the seat's position read from its view
// (fishing.ts), or the strong level's search.

import type { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import type { FishPos } from "./fishing";
import type { GameBot, GameBotInput } from "./game-bot";
import type { SearchStats } from "./search";

/** A fishing game's bot input: its legal moves are always given. */
export interface FishingBotInput<M> extends GameBotInput {
  legalMoves: readonly M[];
}

export interface FishingBotParts<I extends FishingBotInput<M>, M, C> {
  /** The heuristic's reading of the seat's view. */
  posFromView: (input: I) => { pos: FishPos; ctx: C };
  heuristicIndex: (pos: FishPos, ctx: C, moves: readonly M[], rng: Rng) => number;
  /** The strong level's choice (an index of `moves`); `stats` receives the search's figures. */
  search: (setup: MatchSetup, view: I["view"], moves: readonly M[], rng: Rng, input: I, stats?: SearchStats) => number;
}

export function fishingBot<I extends FishingBotInput<M>, M, C>(parts: FishingBotParts<I, M, C>): GameBot<I, M> {
  return {
    choose(input) {
      const { view, legalMoves: moves, rng } = input;
      if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
      const { pos, ctx } = parts.posFromView(input);
      if (input.level === "heuristic") return moves[parts.heuristicIndex(pos, ctx, moves, rng)]!;
      return moves[parts.search(input.setup, view, moves, rng, input)]!;
    },
    picksLegalMove: true,
    search: (input, stats) => parts.search(input.setup, input.view, input.legalMoves, input.rng, input, stats),
  };
}
