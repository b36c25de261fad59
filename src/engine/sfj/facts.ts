// What the pages read of SFJ without its rules' code (src/engine/facts.ts): players, teams, options, presets,
// traits, how a game ends and the setup check. Data and small functions only: no moves, deals or scoring.
import { parseOptionValues, type OptionValues } from "../core/options";
import type { GameFacts, MatchSetup } from "../core/ruleset";
import { ok, refuse, type Result, type SetupRefusal } from "../core/result";
import { playerCountPhrase } from "../core/player-count-phrase";
import type { MatchEnd } from "../core/traits";
import { crossOptionError, SFJ_OPTION_SPECS, SFJ_PRESETS } from "./options";
import { SFJ_TRAITS } from "./traits";

export const sfjMatchEnd = (o: OptionValues): MatchEnd => ({ kind: "rounds", rounds: Number(o.rounds) });

export function validateSfjSetup(setup: MatchSetup): Result<MatchSetup, SetupRefusal> {
  if (!Number.isInteger(setup.players) || setup.players < 2 || setup.players > 4)
    return refuse(
      "bad-players",
      `Season's Flowers in Japan is for 2 to 4 players, not ${setup.players}`,
      playerCountPhrase(2, 4, setup.players),
    );
  if (setup.teams !== null && setup.teams !== undefined)
    return refuse("bad-teams", "Season's Flowers in Japan has no teams", { key: "noTeams" });
  const parsed = parseOptionValues(SFJ_OPTION_SPECS, setup.options, "sfj");
  if (!parsed.ok) return parsed;
  const cross = crossOptionError(parsed.value);
  if (cross) return refuse("bad-option", cross.message, cross.phrase);
  return ok<MatchSetup>({ players: setup.players, teams: null, options: parsed.value });
}

export const SFJ_FACTS: GameFacts<"sfj"> = {
  game: "sfj",
  minPlayers: 2,
  maxPlayers: 4,
  optionSpecs: SFJ_OPTION_SPECS,
  presets: SFJ_PRESETS,
  traits: SFJ_TRAITS,
  analysable: true,
  matchEnd: sfjMatchEnd,
  validateSetup: validateSfjSetup,
  teamLayouts: () => [],
};
