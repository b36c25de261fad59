// The SFJ strong level: bots/search.ts over determinized deals (../determinize.ts) with heuristic playouts.

import { sfjDeterminizer } from "../determinize";
import { legalRoundMoves, type SfjMove } from "../moves";
import { configOf } from "../options";
import { sfjRuleset } from "../ruleset";
import type { SfjState } from "../state";
import type { SfjView } from "../view";
import { fishingStrongLevel } from "../../bots/fishing-search";
import { sfjPosFromView, sfjPosFromState, sfjHeuristicIndex, type SfjCtx } from "./heuristic";

const strongLevel = fishingStrongLevel<SfjState, SfjMove, SfjView, SfjCtx>({
  determinizer: sfjDeterminizer,
  applyMove: (s, m) => sfjRuleset.applyMove(s, m),
  legalMoves: (s, seat) => legalRoundMoves(s.config, s.round!, seat),
  posFromState: sfjPosFromState,
  posFromView: (view, setup) => sfjPosFromView(view, configOf(setup.players, setup.options)),
  heuristicIndex: sfjHeuristicIndex,
  finished: (s) => s.finished,
  noise: 3,
});

export const sfjPlayout = strongLevel.playout;
export const sfjSearch = strongLevel.search;
