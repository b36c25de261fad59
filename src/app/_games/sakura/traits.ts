// Sakura's traits (traits.ts at the folder above says what they are for).
import type { SakuraBoardView } from "~/engine/sakura";
import { FISHING_ENTRY } from "../fishing-entry";
import type { GameTraits } from "../types";

export const sakuraTraits: GameTraits<SakuraBoardView> = {
  game: "sakura",
  accent: "bg-shu",
  ...FISHING_ENTRY,
  result: {
    ...FISHING_ENTRY.result,
    totalsWord: (view) => (view.matchScoring === "victories" ? "victories" : null),
  },
};
