// What the pages read of Judge without its rules' code (src/engine/facts.ts): players, options, presets, traits
// and how a game ends. Data and small functions only, so that a page's bundle carries no moves, deals or scoring.
import type { GameFacts } from "../core/ruleset";
import type { GameTraits, MatchEnd } from "../core/traits";
import { JUDGE_OPTION_SPECS } from "./options";

/** Picket rounds of the match proper (one per card of a pile). */
export const MATCH_ROUNDS = 23;

export const JUDGE_TRAITS: GameTraits = {
  realTime: true,
  scoreUnit: "point",
  roundNoun: "round",
  leaverFolds: false,
  rematchInGame: false,
};

export const judgeMatchEnd = (): MatchEnd => ({ kind: "rounds", rounds: MATCH_ROUNDS });

export const JUDGE_FACTS: GameFacts<"judge"> = {
  game: "judge",
  minPlayers: 2,
  maxPlayers: 2,
  optionSpecs: JUDGE_OPTION_SPECS,
  presets: [],
  traits: JUDGE_TRAITS,
  matchEnd: judgeMatchEnd,
  teamLayouts: () => [],
};
