// Every game's traits, keyed by name: what forms, lists and a table's chrome read of a game (its colour, its clock,
// how its results read, its bots' words) without its board, cards or rules, so a page of every game (the new-table
// form) carries these and no game's board parts (registry.ts, the entries with them, builds on these).
import type { GameKey, ViewOf } from "~/app/_components/game/types";
import { judgeTraits } from "./judge/traits";
import { koikoiTraits } from "./koikoi/traits";
import { mushiTraits } from "./mushi/traits";
import { sakuraTraits } from "./sakura/traits";
import { sfjTraits } from "./sfj/traits";
import { sutdaTraits } from "./sutda/traits";
import type { GameTraits } from "./types";

export const GAME_TRAITS = {
  sakura: sakuraTraits,
  sfj: sfjTraits,
  mushi: mushiTraits,
  sutda: sutdaTraits,
  judge: judgeTraits,
  koikoi: koikoiTraits,
} satisfies { [G in GameKey]: GameTraits<ViewOf<G>> };

/** The game a form or a list starts on when none is asked for: Koi-Koi, the one most players know. */
export const DEFAULT_GAME: GameKey = "koikoi";

/** The traits of a game named by the server's data (a string), or undefined for a name the app does not know. */
export function findGameTraits(game: string): GameTraits<{ game: string }> | undefined {
  return Object.hasOwn(GAME_TRAITS, game) ? (GAME_TRAITS[game as GameKey] as GameTraits<{ game: string }>) : undefined;
}

export function gameTraits(game: GameKey): GameTraits<{ game: string }> {
  return GAME_TRAITS[game] as GameTraits<{ game: string }>;
}
