// Mushi's traits (traits.ts at the folder above says what they are for).
import type { MushiBoardView } from "~/engine/mushi";
import { FISHING_ENTRY } from "../fishing-entry";
import type { GameTraits } from "../types";

export const mushiTraits: GameTraits<MushiBoardView> = { game: "mushi", accent: "bg-matsu", ...FISHING_ENTRY };
