// SFJ's traits (src/engine/core/traits.ts says what they are) apart from its facts: lists read them without its
// options and presets (src/engine/game-traits.ts).
import type { GameTraits } from "../core/traits";

export const SFJ_TRAITS: GameTraits = {
  realTime: false,
  scoreUnit: "point",
  roundNoun: "round",
  leaverFolds: false,
  rematchInGame: false,
};
