// The Mushi strong level: bots/search.ts over determinized deals (../determinize.ts) with heuristic playouts.

import { mushiDeterminizer } from "../determinize";
import { roundLegalMoves } from "../legal";
import type { MushiMove } from "../moves";
import { mushiOptions } from "../options";
import { mushiRuleset } from "../ruleset";
import type { MushiState } from "../state";
import type { MushiView } from "../view";
import { fishingStrongLevel } from "../../bots/fishing-search";
import { mushiPosFromView, mushiPosFromState, mushiHeuristicIndex, type MushiCtx } from "./heuristic";

const strongLevel = fishingStrongLevel<MushiState, MushiMove, MushiView, MushiCtx>({
  determinizer: mushiDeterminizer,
  applyMove: (s, m) => mushiRuleset.applyMove(s, m),
  legalMoves: (s, seat) => roundLegalMoves(s.round!, seat, s.opts),
  posFromState: mushiPosFromState,
  posFromView: (view, setup) => mushiPosFromView(view, mushiOptions(setup.options)),
  heuristicIndex: mushiHeuristicIndex,
  finished: (s) => s.results,
  noise: 2,
});

export const mushiPlayout = strongLevel.playout;
export const mushiSearch = strongLevel.search;
