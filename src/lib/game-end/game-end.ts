// How a table's game ends, in a player's words ("Ends after 3 hands"), from its game and its options: the lobby, the
// table page and the create-table form say it, so nobody has to work it out from the house rules.
import { defaultOptions } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { MATCH_ROUNDS } from "~/engine/judge/state";
import { getRuleset } from "~/engine/registry";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `options`: the table's options (those left out are the game's defaults). */
export function gameEndText(game: GameName, options: Readonly<Record<string, unknown>>): string {
  const o: Record<string, unknown> = { ...defaultOptions(getRuleset(game)?.optionSpecs ?? []), ...options };
  switch (game) {
    case "sutda":
      if (o.end === "rounds_N") return `Ends after ${count(Number(o.rounds), "hand", "hands")}, or sooner when one player has all the chips`;
      if (o.end === "shared_bank_empty") return "Ends when a player has lost all their chips";
      return "Ends when one player has all the chips";
    case "mushi":
      if (o.rounds === "target") return `Ends when a player reaches ${count(Number(o.target), "point", "points")}`;
      return `Ends after ${count(Number(o.rounds), "round", "rounds")}`;
    case "judge":
      return `Ends after ${count(MATCH_ROUNDS, "round", "rounds")}`;
    default:
      return `Ends after ${count(Number(o.rounds), "round", "rounds")}`;
  }
}
