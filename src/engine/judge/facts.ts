// What the pages read of Judge without its rules' code (src/engine/facts.ts): players, teams, options, presets,
// traits, how a game ends and the setup check. Data and small functions only: no moves, deals or scoring.
import { parseOptionValues } from "../core/options";
import type { GameFacts, MatchSetup } from "../core/ruleset";
import { ok, refuse, type Result, type SetupRefusal } from "../core/result";
import { playerCountPhrase } from "../core/player-count-phrase";
import type { MatchEnd } from "../core/traits";
import { JUDGE_OPTION_SPECS } from "./options";
import { JUDGE_TRAITS } from "./traits";

/** Picket rounds of the match proper (one per card of a pile). */
export const MATCH_ROUNDS = 23;

export const judgeMatchEnd = (): MatchEnd => ({ kind: "rounds", rounds: MATCH_ROUNDS });

export function validateJudgeSetup(setup: MatchSetup): Result<MatchSetup, SetupRefusal> {
  if (setup.players !== 2)
    return refuse(
      "bad-players",
      "Judge is for exactly 2 players (others queue and challenge the winner)",
      playerCountPhrase(2, 2, setup.players),
    );
  if (setup.teams !== null && setup.teams !== undefined)
    return refuse("bad-teams", "Judge has no teams", { key: "noTeams" });
  const options = parseOptionValues(JUDGE_OPTION_SPECS, setup.options, "judge");
  if (!options.ok) return options;
  return ok({ players: 2, teams: null, options: options.value });
}

export const JUDGE_FACTS: GameFacts<"judge"> = {
  game: "judge",
  minPlayers: 2,
  maxPlayers: 2,
  optionSpecs: JUDGE_OPTION_SPECS,
  presets: [],
  traits: JUDGE_TRAITS,
  analysable: false,
  matchEnd: judgeMatchEnd,
  validateSetup: validateJudgeSetup,
  teamLayouts: () => [],
};
