// The lookup of the games' entries that shared components read (a board, a dialog, a card's label): it holds the
// entries registered on the page, no more. A page of one game's table loads and registers that game's only
// (GameEntry, game-entry.tsx); a page that may show any game imports registry.ts, which registers them all.
import type { BoardGameView, GameKey } from "~/app/_components/game/types";
import type { GameClient } from "./types";

const registered = new Map<string, GameClient<BoardGameView["view"]>>();

/** Makes `entry` the one the lookups answer for its game (again: the same entry, no change). */
export function registerGameClient<V extends { game: string }>(entry: GameClient<V>): void {
  registered.set(entry.game, entry as unknown as GameClient<BoardGameView["view"]>);
}

/** Whether `game` is a game the app knows and its entry is on this page. */
export function hasGameClient(game: string): game is GameKey {
  return registered.has(game);
}

/** The entry of a game named by the server's data (a string), or undefined for a game the page does not know. */
export function findGameClient(game: string): GameClient<BoardGameView["view"]> | undefined {
  return registered.get(game);
}

/**
 * The entry of a board view's game, typed for the view union: what a shared component calls with `gv.view` (the
 * entry is the view's own game's, which TypeScript cannot pair by itself). A game whose entry the page did not
 * register is a mistake of the page's, said as such.
 */
export function clientOf(game: GameKey): GameClient<BoardGameView["view"]> {
  const entry = registered.get(game);
  if (!entry) throw new Error(`the game "${game}" has no entry on this page (see src/app/_games/clients.ts)`);
  return entry;
}

/** clientOf under the name the card and board helpers use. */
export const gameClient = clientOf;
