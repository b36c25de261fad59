// Koi-Koi: docs/rules/koikoi.md.
export { koikoiRuleset } from "./ruleset";
export type { KoikoiBoardView, KoikoiView, KoikoiViewLastMove } from "./view";
export type { KoikoiMove } from "./moves";
export type { KoikoiState } from "./state";
export type { Yaku, YakuKey } from "./yaku";
export { KOIKOI_OPTION_SPECS } from "./options";
