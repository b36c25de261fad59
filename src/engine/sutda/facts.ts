// What the pages read of Sutda without its rules' code (src/engine/facts.ts): players, options, presets, traits
// and how a game ends. Data and small functions only, so that a page's bundle carries no moves, deals or scoring.
import type { OptionValues } from "../core/options";
import type { GameFacts } from "../core/ruleset";
import type { GameTraits, MatchEnd } from "../core/traits";
import { SUTDA_OPTION_SPECS, SUTDA_PRESETS } from "./options";

export const SUTDA_TRAITS: GameTraits = {
  realTime: false,
  scoreUnit: "chip",
  roundNoun: "hand",
  leaverFolds: true,
  // A tied hand replayed is a "rematch" ("Hand 3 (rematch)", the "Rematch auction").
  rematchInGame: true,
};

export function sutdaMatchEnd(o: OptionValues): MatchEnd {
  if (o.end === "rounds_N") return { kind: "rounds", rounds: Number(o.rounds), orOneHasAll: true };
  if (o.end === "shared_bank_empty") return { kind: "first-out" };
  return { kind: "one-has-all" };
}

export const SUTDA_FACTS: GameFacts<"sutda"> = {
  game: "sutda",
  minPlayers: 2,
  maxPlayers: 10,
  optionSpecs: SUTDA_OPTION_SPECS,
  presets: SUTDA_PRESETS,
  traits: SUTDA_TRAITS,
  matchEnd: sutdaMatchEnd,
  teamLayouts: () => [],
};
