// What the server needs to know about Koi-Koi beyond its moves (core/traits.ts): its traits, progress, how it ends
// and the stand-in's safe move.
import { CARD_KIND } from "../core/cards";
import { fishingFallbackMove } from "../core/fishing-fallback";
import type { Progress } from "../core/traits";
import type { KoikoiMove } from "./moves";
import type { KoikoiState } from "./state";
import { viewOf, type KoikoiView } from "./view";

/** The stand-in's card values: Koi-Koi scores yaku, not cards, so the cards rank by kind (bright, animal, ribbon, chaff). */
const KOIKOI_CARD_WORTH: readonly number[] = CARD_KIND.map((k) =>
  k === "B" ? 20 : k === "A" ? 10 : k === "C" ? 1 : 5,
);

export function koikoiProgress(state: KoikoiState): Progress {
  const v = viewOf(state, null);
  return { round: Math.max(1, v.roundNumber), of: v.roundsTotal };
}

export function koikoiFallbackMove(view: KoikoiView, _seat: number, legal: readonly KoikoiMove[]): KoikoiMove {
  return fishingFallbackMove({ field: view.field, turned: view.turnedCard, values: KOIKOI_CARD_WORTH }, legal);
}
