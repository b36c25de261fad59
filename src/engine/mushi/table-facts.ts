// What the server needs to know about Mushi beyond its moves (core/traits.ts): its traits, progress, how it ends and
// the stand-in's safe move.
import { MUSHI_VALUE } from "../core/cards";
import { fishingFallbackMove } from "../core/fishing-fallback";
import type { OptionValues } from "../core/options";
import type { GameTraits, MatchEnd, Progress } from "../core/traits";
import type { MushiMove } from "./moves";
import type { MushiState } from "./state";
import { playerView, type MushiView } from "./view";

export const MUSHI_TRAITS: GameTraits = {
  realTime: false,
  scoreUnit: "point",
  roundNoun: "round",
  leaverFolds: false,
  rematchInGame: false,
};

export function mushiProgress(state: MushiState): Progress {
  const v = playerView(state, null);
  return { round: v.roundsPlayed + 1, of: v.roundsTotal };
}

export const mushiMatchEnd = (o: OptionValues): MatchEnd =>
  o.rounds === "target" ? { kind: "target", target: Number(o.target) } : { kind: "rounds", rounds: Number(o.rounds) };

export function mushiFallbackMove(view: MushiView, _seat: number, legal: readonly MushiMove[]): MushiMove {
  return fishingFallbackMove(
    { field: view.round?.table ?? [], turned: view.round?.turned ?? null, values: MUSHI_VALUE },
    legal,
  );
}
