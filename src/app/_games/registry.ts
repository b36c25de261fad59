// The app's games, keyed by name: each entry (its folder's index.ts) is all the app knows about that game.
import type { BoardGameView, GameKey, ViewOf } from "~/app/_components/game/types";
import { judge } from "./judge";
import { koikoi } from "./koikoi";
import { mushi } from "./mushi";
import { sakura } from "./sakura";
import { sfj } from "./sfj";
import { sutda } from "./sutda";
import type { GameClient } from "./types";

// Every game the site offers has an entry, typed with its engine view.
export const GAME_CLIENTS = { sakura, sfj, mushi, sutda, judge, koikoi } satisfies {
  [G in GameKey]: GameClient<ViewOf<G>>;
};

export type { GameKey, ViewOf };

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
