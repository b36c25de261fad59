// What the server needs to know about Sakura beyond its moves (core/traits.ts): its traits, progress, how it ends,
// the stand-in's safe move and what a tournament sets.
import { SAKURA_VALUE } from "../core/cards";
import { fishingFallbackMove } from "../core/fishing-fallback";
import { nextRoundProgress, type Progress, type TournamentSettings } from "../core/traits";
import type { OptionValues } from "../core/options";
import type { SakuraMove } from "./moves";
import type { SakuraState } from "./state";
import { sakuraPlayerView, type SakuraView } from "./view";

export const sakuraProgress = (state: SakuraState): Progress => nextRoundProgress(sakuraPlayerView(state, null));

export function sakuraFallbackMove(view: SakuraView, _seat: number, legal: readonly SakuraMove[]): SakuraMove {
  return fishingFallbackMove(
    { field: view.round?.field ?? [], turned: view.round?.drawing ?? null, values: SAKURA_VALUE },
    legal,
  );
}

/** Under victories scoring Sakura's totals are the victories (Basa/Chu included). */
export const sakuraTotalsAreVictories = (o: OptionValues): boolean => o.match_scoring === "victories";

/** Sakura counts victories itself (Basa/Chu as the preset says): its game scoring follows the event's. */
export const sakuraTournamentOptions = (event: TournamentSettings): OptionValues => ({ match_scoring: event.scoring });
