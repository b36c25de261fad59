// Sakura (Hawaiian hanafuda), docs/rules/sakura.md.
export { sakuraRuleset } from "./ruleset";
export type {
  SakuraBoardView,
  SakuraView,
  SakuraRoundView,
  SakuraSideView,
  SakuraLastMove,
  SakuraStep,
  SakuraYakuProgress,
} from "./view";
export type { SakuraMove } from "./moves";
export type { SakuraState } from "./state";
export { SAKURA_OPTION_SPECS, SAKURA_PRESETS } from "./options";
export { YAKU, yakuLabel, type YakuKey } from "./yaku";
