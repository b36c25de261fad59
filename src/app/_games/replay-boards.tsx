"use client";
// Each game's board as a replay draws it, with React.lazy rather than next/dynamic: next/dynamic, drawn on the server,
// has the page preload the board's scripts, and a replay drawn on the server loads its script only when the reader
// acts (replays/[gameId]/replay-screen.tsx, which also brings the boards' styles). A game with a replay board of its
// own (ReplayBoard in its entry) is not here. A registry, as game-entry.tsx is: a new game with a board adds its line.
import { lazy, type ComponentType } from "react";
import type { BoardProps, GameKey } from "~/app/_components/game/types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each board takes its own game's view
type AnyBoard = ComponentType<BoardProps<any>>;

const fishing = () => import("~/app/_components/game/fishing-board").then((m) => m.FishingBoard as AnyBoard);

const LOADERS: Partial<Record<GameKey, () => Promise<AnyBoard>>> = {
  sakura: fishing,
  sfj: fishing,
  mushi: fishing,
  koikoi: fishing,
  sutda: () => import("./sutda/sutda-board").then((m) => m.SutdaBoard as AnyBoard),
};

const loaderOf = (game: string) => (Object.hasOwn(LOADERS, game) ? LOADERS[game as GameKey] : undefined);

/** The boards loaded, by loader: a board loaded before it is drawn (preloadReplayBoard) draws at once. */
const loaded = new Map<() => Promise<AnyBoard>, AnyBoard>();
const loading = (load: () => Promise<AnyBoard>) =>
  load().then((b) => {
    loaded.set(load, b);
    return b;
  });

// React.lazy takes a thenable: one that answers at once lets React draw the board without suspending
const lazyBoard = (load: () => Promise<AnyBoard>) =>
  lazy(() => {
    const board = loaded.get(load);
    if (!board) return loading(load).then((b) => ({ default: b }));
    return { then: (done: (m: { default: AnyBoard }) => void) => done({ default: board }) } as Promise<{
      default: AnyBoard;
    }>;
  });
const fishingBoard = lazyBoard(fishing);

/** The board a replay of each game draws, where the game's entry does not give one. */
export const REPLAY_BOARDS: Readonly<Partial<Record<string, AnyBoard>>> = {
  sakura: fishingBoard,
  sfj: fishingBoard,
  mushi: fishingBoard,
  koikoi: fishingBoard,
  sutda: lazyBoard(LOADERS.sutda!),
};

/** Loads the replay board of `game` (the reader is about to need it; a test draws it to a string). */
export async function preloadReplayBoard(game: string): Promise<void> {
  const load = loaderOf(game);
  if (load && !loaded.has(load)) await loading(load);
}
