// Season's Flowers in Japan (SFJ): docs/rules/sfj.md.
export { sfjRuleset } from "./ruleset";
export type { SfjBoardView, SfjView, SfjViewEvent, SfjViewLastMove } from "./view";
export type { SfjMove } from "./moves";
export type { SfjState } from "./state";
export type { RoleKey } from "./roles";
export { ROLE_DEFS, ROLE_ORDER } from "./roles";
export { SFJ_OPTION_SPECS, SFJ_PRESETS } from "./options";
export { DEAL_TABLE } from "./deal";
