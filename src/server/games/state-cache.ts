// The engine states and game records this process holds, by game (least recently used first out). A state is used
// only at the seq it was folded to, or extended with the moves stored since (moves are append-only, so an older
// state is a prefix of the truth); a record lets every stream of the process serve a seq without reading the game.
import type { LoggedMove } from "~/lib/move-log";
import type { PlayGameRecord } from "../repositories/games";
import { services } from "../services";
import type { LastMoveInfo, LoadedGame } from "./loaded-game";

export interface CachedState {
  seq: number;
  state: unknown;
  lastMove: LastMoveInfo | null;
  recentMoves: LoggedMove[];
}

// Enough for every game a busy process serves (with more active games than entries, every read folds the whole
// game again); a Sakura state is a few kilobytes.
const MAX_ENTRIES = 2000;
// One cache per process, in its services: serve.ts (the job worker) and the Next.js bundle share it.
declare module "../services" {
  interface Services {
    gameStates?: Map<string, CachedState>;
    gameRecords?: Map<string, PlayGameRecord>;
    gameCommits?: Map<string, Promise<void>>;
  }
}
const states = (services().gameStates ??= new Map<string, CachedState>());
const records = (services().gameRecords ??= new Map<string, PlayGameRecord>());
const commits = (services().gameCommits ??= new Map<string, Promise<void>>());

function lru<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key); // re-insert: Map order is the LRU order
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** The state cached for a game (marked as just used), if any. */
export function cachedState(gameId: string): CachedState | undefined {
  const hit = states.get(gameId);
  if (hit) lru(states, gameId, hit);
  return hit;
}

/** Stores the state of a game at `seq` (a service that made it has it at hand). */
export function rememberState(
  gameId: string,
  seq: number,
  state: unknown,
  lastMove: LastMoveInfo | null,
  recentMoves: LoggedMove[] = [],
): void {
  lru(states, gameId, { seq, state, lastMove, recentMoves });
}

/** The last record of a game this process read or stored. */
export function knownRecord(gameId: string): PlayGameRecord | undefined {
  return records.get(gameId);
}

export function rememberRecord(record: PlayGameRecord): void {
  lru(records, record.id, record);
}

export function forgetRecord(gameId: string): void {
  records.delete(gameId);
}

/**
 * Stores a game as a move of this process left it (commit-move.ts builds it from what it stored): the streams of this
 * process then serve that seq without reading the game. A newer record already known stays.
 */
export function rememberGame(game: LoadedGame): void {
  rememberState(game.id, game.seq, game.state, game.lastMove, game.recentMoves);
  const known = records.get(game.id);
  if (known && known.seq > game.seq) return;
  const {
    ruleset: _ruleset,
    matchSetup: _setup,
    state: _state,
    lastMove: _lastMove,
    recentMoves: _recent,
    ...record
  } = game;
  rememberRecord(record);
}

/**
 * Marks a move of this process on `gameId` as being committed, until the returned function is called (after the
 * game as the move left it is remembered, or the commit failed). With PostgreSQL the move's NOTIFY can reach this
 * process's streams before the statement's answer: they wait for the mover's record instead of folding the move
 * again from the news.
 */
export function noteCommitting(gameId: string): () => void {
  let settle!: () => void;
  const committed = new Promise<void>((resolve) => (settle = resolve));
  commits.set(gameId, committed);
  return () => {
    if (commits.get(gameId) === committed) commits.delete(gameId);
    settle();
  };
}

/** The commit of a move on `gameId` this process is waiting for, if any. */
export function commitInFlight(gameId: string): Promise<void> | undefined {
  return commits.get(gameId);
}

/** Forgets every cached state and record (tests of the fold itself). */
export function clearStateCache(): void {
  states.clear();
  records.clear();
}
