// What the pages read of Mushi without its rules' code (src/engine/facts.ts): players, options, presets, traits
// and how a game ends. Data and small functions only, so that a page's bundle carries no moves, deals or scoring.
import type { OptionValues } from "../core/options";
import type { GameFacts } from "../core/ruleset";
import type { GameTraits, MatchEnd } from "../core/traits";
import { MUSHI_OPTION_SPECS, MUSHI_PRESETS } from "./options";

export const MUSHI_TRAITS: GameTraits = {
  realTime: false,
  scoreUnit: "point",
  roundNoun: "round",
  leaverFolds: false,
  rematchInGame: false,
};

export const mushiMatchEnd = (o: OptionValues): MatchEnd =>
  o.rounds === "target" ? { kind: "target", target: Number(o.target) } : { kind: "rounds", rounds: Number(o.rounds) };

export const MUSHI_FACTS: GameFacts<"mushi"> = {
  game: "mushi",
  minPlayers: 2,
  maxPlayers: 2,
  optionSpecs: MUSHI_OPTION_SPECS,
  presets: MUSHI_PRESETS,
  traits: MUSHI_TRAITS,
  matchEnd: mushiMatchEnd,
  teamLayouts: () => [],
};
