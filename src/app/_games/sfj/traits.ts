// SFJ's traits (traits.ts at the folder above says what they are for).
import type { SfjBoardView } from "~/engine/sfj";
import { FISHING_ENTRY } from "../fishing-entry";
import type { GameTraits } from "../types";

export const sfjTraits: GameTraits<SfjBoardView> = { game: "sfj", accent: "bg-kin", ...FISHING_ENTRY };
