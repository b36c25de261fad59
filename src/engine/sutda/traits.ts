// Sutda's traits (src/engine/core/traits.ts says what they are) apart from its facts: lists read them without its
// options and presets (src/engine/game-traits.ts).
import type { GameTraits } from "../core/traits";

export const SUTDA_TRAITS: GameTraits = {
  realTime: false,
  scoreUnit: "chip",
  roundNoun: "hand",
  leaverFolds: true,
  // A tied hand replayed is a "rematch" ("Hand 3 (rematch)", the "Rematch auction").
  rematchInGame: true,
};
