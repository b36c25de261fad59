// What the pages read of SFJ without its rules' code (src/engine/facts.ts): players, options, presets, traits
// and how a game ends. Data and small functions only, so that a page's bundle carries no moves, deals or scoring.
import type { OptionValues } from "../core/options";
import type { GameFacts } from "../core/ruleset";
import type { GameTraits, MatchEnd } from "../core/traits";
import { SFJ_OPTION_SPECS, SFJ_PRESETS } from "./options";

export const SFJ_TRAITS: GameTraits = {
  realTime: false,
  scoreUnit: "point",
  roundNoun: "round",
  leaverFolds: false,
  rematchInGame: false,
};

export const sfjMatchEnd = (o: OptionValues): MatchEnd => ({ kind: "rounds", rounds: Number(o.rounds) });

export const SFJ_FACTS: GameFacts<"sfj"> = {
  game: "sfj",
  minPlayers: 2,
  maxPlayers: 4,
  optionSpecs: SFJ_OPTION_SPECS,
  presets: SFJ_PRESETS,
  traits: SFJ_TRAITS,
  matchEnd: sfjMatchEnd,
  teamLayouts: () => [],
};
