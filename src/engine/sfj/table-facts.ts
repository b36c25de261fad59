// What the server needs to know about SFJ beyond its moves (core/traits.ts): its traits, progress, how it ends and
// the stand-in's safe move.
import { SFJ_VALUE } from "../core/cards";
import { fishingFallbackMove } from "../core/fishing-fallback";
import type { Progress } from "../core/traits";
import type { SfjMove } from "./moves";
import type { SfjState } from "./state";
import { viewOf, type SfjView } from "./view";

export function sfjProgress(state: SfjState): Progress {
  const v = viewOf(state, null);
  return { round: Math.max(1, v.roundNumber), of: v.roundsTotal };
}

export function sfjFallbackMove(view: SfjView, _seat: number, legal: readonly SfjMove[]): SfjMove {
  return fishingFallbackMove({ field: view.field ?? [], turned: view.turnedCard ?? null, values: SFJ_VALUE }, legal);
}
