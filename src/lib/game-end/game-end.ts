// How a table's game ends, in a player's words ("Ends after 3 hands"), from its game and its options: the lobby, the
// table page and the create-table form say it, so nobody has to work it out from the house rules.
import { defaultOptions } from "~/engine/core/options";
import { plural } from "~/engine/core/plural";
import type { GameName } from "~/engine/core/ruleset";
import { MATCH_ROUNDS } from "~/engine/judge/state";
import { getRuleset } from "~/engine/registry";

/** `options`: the table's options (those left out are the game's defaults). */
export function gameEndText(game: GameName, options: Readonly<Record<string, unknown>>): string {
  const o: Record<string, unknown> = { ...defaultOptions(getRuleset(game)?.optionSpecs ?? []), ...options };
  switch (game) {
    case "sutda":
      if (o.end === "rounds_N")
        return `Ends after ${plural(Number(o.rounds), "hand")}, or sooner when one player has all the chips`;
      if (o.end === "shared_bank_empty") return "Ends when a player has lost all their chips";
      return "Ends when one player has all the chips";
    case "mushi":
      if (o.rounds === "target") return `Ends when a player reaches ${plural(Number(o.target), "point")}`;
      return `Ends after ${plural(Number(o.rounds), "round")}`;
    case "judge":
      return `Ends after ${plural(MATCH_ROUNDS, "round")}`;
    default:
      return `Ends after ${plural(Number(o.rounds), "round")}`;
  }
}
