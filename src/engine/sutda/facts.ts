// What the pages read of Sutda without its rules' code (src/engine/facts.ts): players, teams, options, presets,
// traits, how a game ends and the setup check. Data and small functions only: no moves, deals or scoring.
import { parseOptionValues, type OptionValues } from "../core/options";
import type { GameFacts, MatchSetup } from "../core/ruleset";
import { ok, refuse, type Result, type SetupRefusal } from "../core/result";
import { playerCountPhrase } from "../core/player-count-phrase";
import type { MatchEnd } from "../core/traits";
import { checkOptions, SUTDA_OPTION_SPECS, SUTDA_PRESETS } from "./options";
import { SUTDA_TRAITS } from "./traits";

export function sutdaMatchEnd(o: OptionValues): MatchEnd {
  if (o.end === "rounds_N") return { kind: "rounds", rounds: Number(o.rounds), orOneHasAll: true };
  if (o.end === "shared_bank_empty") return { kind: "first-out" };
  return { kind: "one-has-all" };
}

export function validateSutdaSetup(setup: MatchSetup): Result<MatchSetup, SetupRefusal> {
  if (!Number.isInteger(setup.players) || setup.players < 2 || setup.players > 10)
    return refuse(
      "bad-players",
      `Sutda is for 2 to 10 players, not ${setup.players}`,
      playerCountPhrase(2, 10, setup.players),
    );
  if (setup.teams !== null && setup.teams !== undefined)
    return refuse("bad-teams", "Sutda is played individually: no teams", { key: "noTeams" });
  const parsed = parseOptionValues(SUTDA_OPTION_SPECS, setup.options, "sutda");
  if (!parsed.ok) return parsed;
  const checked = checkOptions(parsed.value);
  if (!checked.ok) return checked;
  return ok({ players: setup.players, teams: null, options: parsed.value });
}

export const SUTDA_FACTS: GameFacts<"sutda"> = {
  game: "sutda",
  minPlayers: 2,
  maxPlayers: 10,
  optionSpecs: SUTDA_OPTION_SPECS,
  presets: SUTDA_PRESETS,
  traits: SUTDA_TRAITS,
  analysable: true,
  matchEnd: sutdaMatchEnd,
  validateSetup: validateSutdaSetup,
  teamLayouts: () => [],
};
