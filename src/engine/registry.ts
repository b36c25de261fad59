// Every game behind one registry keyed by name (docs/record-format.md `game`).

import type { AnyRuleset, GameName } from "./core/ruleset";
import { GAME_NAMES } from "./core/ruleset";
import { sakuraRuleset } from "./sakura";
import { judgeRuleset } from "./judge";
import { mushiRuleset } from "./mushi";
import { sfjRuleset } from "./sfj";
import { sutdaRuleset } from "./sutda";

const RULESETS: Partial<Record<GameName, AnyRuleset>> = {
  sakura: sakuraRuleset,
  judge: judgeRuleset,
  mushi: mushiRuleset,
  sfj: sfjRuleset,
  sutda: sutdaRuleset,
};

export function getRuleset(game: string): AnyRuleset | undefined {
  return (GAME_NAMES as readonly string[]).includes(game) ? RULESETS[game as GameName] : undefined;
}

export function availableGames(): AnyRuleset[] {
  return GAME_NAMES.flatMap((g) => (RULESETS[g] ? [RULESETS[g]] : []));
}
