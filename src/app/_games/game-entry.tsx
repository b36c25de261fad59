"use client";
// A game's entry for a page of one game (a table, a replay): loaded on demand, each game's in a chunk of its own
// (`import()`) with its live board (the game's with-board.ts: one wait, not the entry's and then the board's), and
// registered with the lookups (clients.ts) before the parts below it render. The page then carries this game's board
// parts, cards' words and adapters, and no other game's (registry.ts would bring them all).
import { use, type ReactNode } from "react";
import type { GameKey } from "~/app/_components/game/types";
import { hasGameClient, registerGameClient } from "./clients";

/** Each game's entry with its live board (its with-board.ts), loaded and registered. */
const LOADERS: { [G in GameKey]: () => Promise<void> } = {
  sakura: () => import("./sakura/with-board").then((m) => registerGameClient(m.sakuraWithBoard)),
  sfj: () => import("./sfj/with-board").then((m) => registerGameClient(m.sfjWithBoard)),
  mushi: () => import("./mushi/with-board").then((m) => registerGameClient(m.mushiWithBoard)),
  sutda: () => import("./sutda/with-board").then((m) => registerGameClient(m.sutdaWithBoard)),
  judge: () => import("./judge/with-board").then((m) => registerGameClient(m.judgeWithBoard)),
  koikoi: () => import("./koikoi/with-board").then((m) => registerGameClient(m.koikoiWithBoard)),
};

const loading = new Map<string, Promise<void>>();

/** The entry of `game` loaded and registered (one load per game and page). */
function loaded(game: GameKey): Promise<void> {
  let done = loading.get(game);
  if (!done) {
    done = LOADERS[game]();
    loading.set(game, done);
  }
  return done;
}

/** Starts loading the entry of `game` (a page that knows it will want it soon); nothing for an unknown game. */
export function preloadGameEntry(game: string): Promise<void> {
  return Object.hasOwn(LOADERS, game) ? loaded(game as GameKey) : Promise.resolve();
}

/** `children` once the entry of `game` is registered (they suspend until then); an unknown game's at once. */
export function GameEntry({ game, children }: { game: string; children: ReactNode }) {
  if (Object.hasOwn(LOADERS, game) && !hasGameClient(game)) use(loaded(game as GameKey));
  return children;
}
