// Koi-Koi's traits (traits.ts at the folder above says what they are for).
import type { KoikoiView } from "~/engine/koikoi";
import { FISHING_ENTRY } from "../fishing-entry";
import type { GameTraits } from "../types";

export const koikoiTraits: GameTraits<KoikoiView> = { game: "koikoi", accent: "bg-ink", ...FISHING_ENTRY };
