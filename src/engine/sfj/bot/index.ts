// The SFJ bot: a random legal move, the heuristic (heuristic.ts) or the strong level's search (search.ts).

import type { SfjMove } from "../moves";
import { configOf } from "../options";
import type { SfjBotInput } from "./input";
import { sfjPosFromView, sfjHeuristicIndex, type SfjCtx } from "./heuristic";
import { sfjSearch } from "./search";
import { fishingBot } from "../../bots/fishing-bot";

export type { SfjBotInput } from "./input";

export const sfjBot = fishingBot<SfjBotInput, SfjMove, SfjCtx>({
  posFromView: (input) => sfjPosFromView(input.view, configOf(input.setup.players, input.setup.options)),
  heuristicIndex: sfjHeuristicIndex,
  search: sfjSearch,
});
