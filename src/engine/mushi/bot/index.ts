// The Mushi bot: a random legal move, the heuristic (heuristic.ts) or the strong level's search (search.ts).

import type { MushiMove } from "../moves";
import { mushiOptions } from "../options";
import type { MushiBotInput } from "./input";
import { mushiPosFromView, mushiHeuristicIndex, type MushiCtx } from "./heuristic";
import { mushiSearch } from "./search";
import { fishingBot } from "../../bots/fishing-bot";

export type { MushiBotInput } from "./input";

export const mushiBot = fishingBot<MushiBotInput, MushiMove, MushiCtx>({
  posFromView: (input) => mushiPosFromView(input.view, mushiOptions(input.setup.options)),
  heuristicIndex: mushiHeuristicIndex,
  search: mushiSearch,
});
