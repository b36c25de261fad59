// The SFJ bot: a random legal move, the heuristic (heuristic.ts) or the strong level's search (search.ts).

import type { SfjMove } from "../moves";
import { configOf } from "../options";
import type { SfjBotInput } from "./input";
import { sfjPosFromView, sfjHeuristicIndex } from "./heuristic";
import { sfjSearch } from "./search";
import type { GameBot } from "../../bots/game-bot";

export type { SfjBotInput } from "./input";

export function chooseSfj(input: SfjBotInput): SfjMove {
  const { view, legalMoves: moves, rng } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  const config = configOf(input.setup.players, input.setup.options);
  const { pos, ctx } = sfjPosFromView(view, config);
  if (input.level === "heuristic") return moves[sfjHeuristicIndex(pos, ctx, moves, rng)]!;
  return moves[sfjSearch(input.setup, view, moves, rng, input)]!;
}

export const sfjBot = {
  choose: chooseSfj,
  picksLegalMove: true,
  search: (input, stats) => sfjSearch(input.setup, input.view, input.legalMoves, input.rng, input, stats),
} satisfies GameBot<SfjBotInput, SfjMove>;
