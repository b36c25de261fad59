// A game's rules (its engine) for a page that folds a game's record (a replay): apart from the entries (game-entry.tsx),
// so that a table's page does not carry these loaders.
import type { GameKey } from "~/app/_components/game/types";
import type { AnyRuleset } from "~/engine/core/ruleset";

/** Each game's rules (its engine), each in a chunk of its own: a replay folds its record with its game's only. */
const RULES: { [G in GameKey]: () => Promise<AnyRuleset> } = {
  sakura: () => import("~/engine/sakura").then((m) => m.sakuraRuleset),
  sfj: () => import("~/engine/sfj").then((m) => m.sfjRuleset),
  mushi: () => import("~/engine/mushi").then((m) => m.mushiRuleset),
  sutda: () => import("~/engine/sutda").then((m) => m.sutdaRuleset),
  judge: () => import("~/engine/judge").then((m) => m.judgeRuleset),
  koikoi: () => import("~/engine/koikoi").then((m) => m.koikoiRuleset),
};

/** The rules of `game` (loaded once per page); undefined for a game the app does not know. */
export function loadGameRules(game: string): Promise<AnyRuleset | undefined> {
  return Object.hasOwn(RULES, game) ? RULES[game as GameKey]() : Promise.resolve(undefined);
}
