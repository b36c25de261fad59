// What the pages read of Koi-Koi without its rules' code (src/engine/facts.ts): players, teams, options, presets,
// traits, how a game ends and the setup check. Data and small functions only: no moves, deals or scoring.
import { parseOptionValues, type OptionValues } from "../core/options";
import type { GameFacts, MatchSetup } from "../core/ruleset";
import { ok, refuse, type Result, type SetupRefusal } from "../core/result";
import { playerCountPhrase } from "../core/player-count-phrase";
import type { MatchEnd } from "../core/traits";
import { KOIKOI_OPTION_SPECS } from "./options";
import { KOIKOI_TRAITS } from "./traits";

export const koikoiMatchEnd = (o: OptionValues): MatchEnd => ({ kind: "rounds", rounds: Number(o.rounds) });

export function validateKoikoiSetup(setup: MatchSetup): Result<MatchSetup, SetupRefusal> {
  if (setup.players !== 2)
    return refuse(
      "bad-players",
      `Koi-Koi is for 2 players, not ${setup.players}`,
      playerCountPhrase(2, 2, setup.players),
    );
  if (setup.teams !== null && setup.teams !== undefined)
    return refuse("bad-teams", "Koi-Koi has no teams", { key: "noTeams" });
  const parsed = parseOptionValues(KOIKOI_OPTION_SPECS, setup.options, "koikoi");
  if (!parsed.ok) return parsed;
  return ok<MatchSetup>({ players: 2, teams: null, options: parsed.value });
}

export const KOIKOI_FACTS: GameFacts<"koikoi"> = {
  game: "koikoi",
  minPlayers: 2,
  maxPlayers: 2,
  optionSpecs: KOIKOI_OPTION_SPECS,
  presets: [],
  traits: KOIKOI_TRAITS,
  analysable: true,
  matchEnd: koikoiMatchEnd,
  validateSetup: validateKoikoiSetup,
  teamLayouts: () => [],
};
