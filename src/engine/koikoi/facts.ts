// What the pages read of Koi-Koi without its rules' code (src/engine/facts.ts): players, options, presets, traits
// and how a game ends. Data and small functions only, so that a page's bundle carries no moves, deals or scoring.
import type { OptionValues } from "../core/options";
import type { GameFacts } from "../core/ruleset";
import type { GameTraits, MatchEnd } from "../core/traits";
import { KOIKOI_OPTION_SPECS } from "./options";

export const KOIKOI_TRAITS: GameTraits = {
  realTime: false,
  scoreUnit: "point",
  roundNoun: "round",
  leaverFolds: false,
  rematchInGame: false,
};

export const koikoiMatchEnd = (o: OptionValues): MatchEnd => ({ kind: "rounds", rounds: Number(o.rounds) });

export const KOIKOI_FACTS: GameFacts<"koikoi"> = {
  game: "koikoi",
  minPlayers: 2,
  maxPlayers: 2,
  optionSpecs: KOIKOI_OPTION_SPECS,
  presets: [],
  traits: KOIKOI_TRAITS,
  matchEnd: koikoiMatchEnd,
  teamLayouts: () => [],
};
