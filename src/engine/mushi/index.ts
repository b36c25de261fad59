// Mushi (docs/rules/mushi.md): the ruleset, its view type and its move shape.
export { mushiRuleset } from "./ruleset";
export type { MushiBoardView, MushiView, MushiRoundView, MushiYakuProgress } from "./view";
export type { MushiMove } from "./moves";
export type { MushiState } from "./state";
export { MUSHI_OPTION_SPECS, MUSHI_PRESETS } from "./options";
