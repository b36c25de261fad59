// What the pages read of Sakura without its rules' code (src/engine/facts.ts): players, teams, options, presets,
// traits, how a game ends and the setup check. Data and small functions only: no moves, deals or scoring.
import type { OptionValues } from "../core/options";
import type { GameFacts } from "../core/ruleset";
import type { MatchEnd } from "../core/traits";
import { SAKURA_OPTION_SPECS, SAKURA_PRESETS } from "./options";
import { MAX_PLAYERS, MIN_PLAYERS, sakuraTeamLayouts, validateSakuraSetup } from "./setup";
import { SAKURA_TRAITS } from "./traits";

export const sakuraMatchEnd = (o: OptionValues): MatchEnd => ({ kind: "rounds", rounds: Number(o.rounds) });

export const SAKURA_FACTS: GameFacts<"sakura"> = {
  game: "sakura",
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  optionSpecs: SAKURA_OPTION_SPECS,
  presets: SAKURA_PRESETS,
  traits: SAKURA_TRAITS,
  analysable: true,
  matchEnd: sakuraMatchEnd,
  validateSetup: validateSakuraSetup,
  teamLayouts: sakuraTeamLayouts,
};
