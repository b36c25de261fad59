// The Mushi bot: a random legal move, the heuristic (heuristic.ts) or the strong level's search (search.ts).

import type { MushiMove } from "../moves";
import { mushiOptions } from "../options";
import type { MushiBotInput } from "./input";
import { mushiPosFromView, mushiHeuristicIndex } from "./heuristic";
import { mushiSearch } from "./search";
import type { GameBot } from "../../bots/game-bot";

export type { MushiBotInput } from "./input";

export function chooseMushi(input: MushiBotInput): MushiMove {
  const { view, legalMoves: moves, rng } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  const opts = mushiOptions(input.setup.options);
  const { pos, ctx } = mushiPosFromView(view, opts);
  if (input.level === "heuristic") return moves[mushiHeuristicIndex(pos, ctx, moves, rng)]!;
  return moves[mushiSearch(input.setup, view, moves, rng, input)]!;
}

export const mushiBot = {
  choose: chooseMushi,
  picksLegalMove: true,
  search: (input, stats) => mushiSearch(input.setup, input.view, input.legalMoves, input.rng, input, stats),
} satisfies GameBot<MushiBotInput, MushiMove>;
