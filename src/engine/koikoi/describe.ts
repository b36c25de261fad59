// describeMove: a short phrase for move lists, without the player's name.

import { fishingMoveWords } from "../core/fishing-describe";
import type { Phrase } from "../core/phrase";
import { parseMove } from "./moves";
import type { KoikoiRound, KoikoiState } from "./state";

const words = fishingMoveWords<KoikoiRound>(parseMove, "field", {
  describe: (_r, m) => (m.value ? "calls koi-koi" : "stops (shōbu)"),
  phrase: (_r, m) => ({ key: m.value ? "callsKoikoi" : "stops" }),
});

/** Describes `move` as made in `state` (the state before the move). */
export const describeKoikoiMove: (state: KoikoiState, move: unknown) => string = words.describe;

/** describeKoikoiMove as a phrase of the app's Moves catalog. */
export const phraseKoikoiMove: (state: KoikoiState, move: unknown) => Phrase | null = words.phrase;
