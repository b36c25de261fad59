// The Sakura bot: a random legal move, the heuristic (heuristic.ts) or the strong level's search (search.ts).

import type { SakuraMove } from "../moves";
import { configOf } from "../setup";
import type { SakuraBotInput } from "./input";
import { sakuraHeuristicIndex } from "./heuristic";
import { sakuraPosFromView } from "./position";
import { sakuraSearch } from "./search";
import type { GameBot } from "../../bots/game-bot";

export type { SakuraBotInput } from "./input";

export function chooseSakura(input: SakuraBotInput): SakuraMove {
  const { view, legalMoves: moves, rng } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  const cfg = configOf(input.setup);
  const { pos, ctx } = sakuraPosFromView(view, cfg);
  if (input.level === "heuristic") return moves[sakuraHeuristicIndex(pos, ctx, moves, rng)]!;
  return moves[sakuraSearch(input.setup, view, moves, rng, input)]!;
}

export const sakuraBot = {
  choose: chooseSakura,
  picksLegalMove: true,
  search: (input, stats) => sakuraSearch(input.setup, input.view, input.legalMoves, input.rng, input, stats),
} satisfies GameBot<SakuraBotInput, SakuraMove>;
