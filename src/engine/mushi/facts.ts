// What the pages read of Mushi without its rules' code (src/engine/facts.ts): players, teams, options, presets,
// traits, how a game ends and the setup check. Data and small functions only: no moves, deals or scoring.
import { parseOptionValues, type OptionValues } from "../core/options";
import type { GameFacts, MatchSetup } from "../core/ruleset";
import { ok, refuse, type Result, type SetupRefusal } from "../core/result";
import { playerCountPhrase } from "../core/player-count-phrase";
import type { MatchEnd } from "../core/traits";
import { MUSHI_OPTION_SPECS, MUSHI_PRESETS } from "./options";
import { MUSHI_TRAITS } from "./traits";

export const mushiMatchEnd = (o: OptionValues): MatchEnd =>
  o.rounds === "target" ? { kind: "target", target: Number(o.target) } : { kind: "rounds", rounds: Number(o.rounds) };

export function validateMushiSetup(setup: MatchSetup): Result<MatchSetup, SetupRefusal> {
  if (setup.players !== 2)
    return refuse("bad-players", "Mushi is for 2 players", playerCountPhrase(2, 2, setup.players));
  if (setup.teams !== null && setup.teams !== undefined && setup.teams.length > 0)
    return refuse("bad-teams", "Mushi has no teams", { key: "noTeams" });
  // Options are checked here too (as the other games do): an unknown key or value is an error.
  const options = parseOptionValues(MUSHI_OPTION_SPECS, setup.options, "mushi");
  if (!options.ok) return options;
  return ok({ players: 2, teams: null, options: options.value });
}

export const MUSHI_FACTS: GameFacts<"mushi"> = {
  game: "mushi",
  minPlayers: 2,
  maxPlayers: 2,
  optionSpecs: MUSHI_OPTION_SPECS,
  presets: MUSHI_PRESETS,
  traits: MUSHI_TRAITS,
  analysable: true,
  matchEnd: mushiMatchEnd,
  validateSetup: validateMushiSetup,
  teamLayouts: () => [],
};
