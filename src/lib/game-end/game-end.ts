// How a table's game ends, in a player's words ("Ends after 3 hands"), from its game and its options: the lobby, the
// table page and the create-table form say it, so nobody has to work it out from the house rules.
import { defaultOptions, type OptionValues } from "~/engine/core/options";
import { plural, pluralWord } from "~/engine/core/plural";
import type { GameName } from "~/engine/core/ruleset";
import { getEngineRuleset } from "~/engine/registry";

/** `options`: the table's options (those left out are the game's defaults). */
export function gameEndText(game: GameName, options: Readonly<Record<string, unknown>>): string {
  const ruleset = getEngineRuleset(game);
  if (!ruleset) return "";
  const { roundNoun, scoreUnit } = ruleset.traits;
  const end = ruleset.matchEnd({ ...defaultOptions(ruleset.optionSpecs), ...options } as OptionValues);
  const everything = `all the ${pluralWord(2, scoreUnit)}`;
  switch (end.kind) {
    case "rounds":
      return `Ends after ${plural(end.rounds, roundNoun)}${end.orOneHasAll ? `, or sooner when one player has ${everything}` : ""}`;
    case "target":
      return `Ends when a player reaches ${plural(end.target, scoreUnit)}`;
    case "one-has-all":
      return `Ends when one player has ${everything}`;
    case "first-out":
      return `Ends when a player has lost all their ${pluralWord(2, scoreUnit)}`;
  }
}
