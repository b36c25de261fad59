// The Sakura bot: a random legal move, the heuristic (heuristic.ts) or the strong level's search (search.ts).

import type { SakuraMove } from "../moves";
import { configOf } from "../setup";
import type { SakuraBotInput } from "./input";
import { sakuraHeuristicIndex } from "./heuristic";
import { sakuraPosFromView, type SakuraCtx } from "./position";
import { sakuraSearch } from "./search";
import { fishingBot } from "../../bots/fishing-bot";

export type { SakuraBotInput } from "./input";

export const sakuraBot = fishingBot<SakuraBotInput, SakuraMove, SakuraCtx>({
  posFromView: (input) => sakuraPosFromView(input.view, configOf(input.setup)),
  heuristicIndex: sakuraHeuristicIndex,
  search: sakuraSearch,
});
