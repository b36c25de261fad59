// The app's games, keyed by name: each entry (its folder's index.ts) is all the app knows about that game.
import type { GameName } from "~/engine/core/ruleset";
import type { BoardGameView } from "~/app/_components/game/types";
import { judge } from "./judge";
import { koikoi } from "./koikoi";
import { mushi } from "./mushi";
import { sakura } from "./sakura";
import { sfj } from "./sfj";
import { sutda } from "./sutda";
import type { GameClient } from "./types";

export const GAME_CLIENTS = { sakura, sfj, mushi, sutda, judge, koikoi };

export type GameKey = keyof typeof GAME_CLIENTS;
/** A game's engine view, as its entry is typed with. */
export type ViewOf<G extends GameKey> = (typeof GAME_CLIENTS)[G] extends GameClient<infer V> ? V : never;

// Every game the site offers has an entry (a game may have one before the site offers it).
const offered: { [G in GameName]: unknown } = GAME_CLIENTS;
void offered;

/** The game a form or a list starts on when none is asked for. */
export const DEFAULT_GAME: GameKey = "sakura";

export function gameClient<G extends GameKey>(game: G): (typeof GAME_CLIENTS)[G] {
  return GAME_CLIENTS[game];
}

export function hasGameClient(game: string): game is GameKey {
  return Object.hasOwn(GAME_CLIENTS, game);
}

/** The entry of a game named by the server's data (a string), or undefined for a name the app does not know. */
export function findGameClient(game: string): GameClient<BoardGameView["view"]> | undefined {
  return hasGameClient(game) ? clientOf(game) : undefined;
}

/**
 * The entry of a board view's game, typed for the view union: what a shared component calls with `gv.view` (the
 * entry is the view's own game's, which TypeScript cannot pair by itself).
 */
export function clientOf(game: GameKey): GameClient<BoardGameView["view"]> {
  return GAME_CLIENTS[game] as unknown as GameClient<BoardGameView["view"]>;
}
