// What the server needs to know about Mushi beyond its moves (core/traits.ts): its traits, progress, how it ends and
// the stand-in's safe move.
import { MUSHI_VALUE } from "../core/cards";
import { fishingFallbackMove } from "../core/fishing-fallback";
import { nextRoundProgress, type Progress } from "../core/traits";
import type { MushiMove } from "./moves";
import type { MushiState } from "./state";
import { playerView, type MushiView } from "./view";

export const mushiProgress = (state: MushiState): Progress => nextRoundProgress(playerView(state, null));

export function mushiFallbackMove(view: MushiView, _seat: number, legal: readonly MushiMove[]): MushiMove {
  return fishingFallbackMove(
    { field: view.round?.table ?? [], turned: view.round?.turned ?? null, values: MUSHI_VALUE },
    legal,
  );
}
