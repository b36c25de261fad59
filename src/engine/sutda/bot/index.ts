// The Sutda bot: a random legal move, the heuristic (heuristic.ts) or the strong level's search (search.ts).

import { configOf } from "../options";
import type { SutdaMove } from "../state";
import type { SutdaBotInput } from "./input";
import { HEURISTIC_SAMPLES, sutdaHeuristicIndex, sutdaKnowFromView, type SutdaKnow } from "./heuristic";
import { sutdaSearch } from "./search";
import type { GameBot } from "../../bots/game-bot";

export type { SutdaBotInput } from "./input";

/** What the seat knows, read from its view. */
function knowOf(input: SutdaBotInput): SutdaKnow {
  return sutdaKnowFromView(input.view, configOf(input.setup.players, input.setup.options));
}

export function chooseSutda(input: SutdaBotInput): SutdaMove {
  const { view, legalMoves: moves, rng } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  const know = knowOf(input);
  if (input.level === "heuristic") return moves[sutdaHeuristicIndex(know, moves, rng, HEURISTIC_SAMPLES)]!;
  return moves[sutdaSearch(input.setup, view, moves, rng, input, know)]!;
}

export const sutdaBot = {
  choose: chooseSutda,
  picksLegalMove: true,
  search: (input, stats) =>
    sutdaSearch(input.setup, input.view, input.legalMoves, input.rng, input, knowOf(input), stats),
} satisfies GameBot<SutdaBotInput, SutdaMove>;
