// A live game's state is fold(moves) over its seeded start: ruleset.newGame(setup, seed, { firstDealer }) (the first
// dealer a tournament chose, if any), then applyMove for each stored move. Folding is cached in this process by
// (gameId, seq): an entry is used only when the stored seq matches, or extended with the moves stored since (moves
// are append-only, so an older entry is a prefix of the truth).
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { RECENT_MOVES, withRecent, type LoggedMove } from "~/lib/move-log";
import type { Db } from "../db/client";
import {
  findGameForPlay,
  findGameForPlayCounting,
  listMoves,
  type CountedRequest,
  type MoveRecord,
  type PlayGameRecord,
} from "../repositories/games";
import { recordFromNews, type MoveNews } from "./move-news";

export interface LastMoveInfo {
  seat: number;
  text: string;
  byStandIn: boolean;
}

interface CacheEntry {
  seq: number;
  state: unknown;
  lastMove: LastMoveInfo | null;
  recentMoves: LoggedMove[];
}

export interface LoadedGame extends PlayGameRecord {
  ruleset: AnyRuleset;
  matchSetup: MatchSetup;
  /** The engine state after move `seq`. */
  state: unknown;
  lastMove: LastMoveInfo | null;
  /** The last RECENT_MOVES moves, oldest first (the last is lastMove). */
  recentMoves: LoggedMove[];
}

// Enough for every game a busy process serves (with more active games than entries, every read folds the whole
// game again); a Sakura state is a few kilobytes.
const MAX_ENTRIES = 2000;
// One cache per process: serve.ts (the job worker) and the Next.js bundle are separate module instances.
const registry = globalThis as unknown as {
  __hanafudaGameStates?: Map<string, CacheEntry>;
  __hanafudaGameRecords?: Map<string, PlayGameRecord>;
};
const cache = (registry.__hanafudaGameStates ??= new Map<string, CacheEntry>());
/** The last record read of each game in this process (loadGameAtLeast). */
const records = (registry.__hanafudaGameRecords ??= new Map<string, PlayGameRecord>());

function lru<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key); // re-insert: Map order is the LRU order
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

function remember(gameId: string, entry: CacheEntry): void {
  lru(cache, gameId, entry);
}

/** Stores the state a move produced (the service has it at hand after committing). */
export function rememberState(
  gameId: string,
  seq: number,
  state: unknown,
  lastMove: LastMoveInfo | null,
  recentMoves: LoggedMove[] = [],
): void {
  remember(gameId, { seq, state, lastMove, recentMoves });
}

/**
 * Stores a game as a move of this process left it (commit-move.ts builds it from what it stored): the streams of this
 * process then serve that seq without reading the game (loadGameAtLeast). A newer record already known stays.
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
  lru(records, game.id, record);
}

/** Forgets every cached state (tests of the fold itself). */
export function clearStateCache(): void {
  cache.clear();
  records.clear();
}

export class CorruptGameError extends Error {}

function setupOf(record: PlayGameRecord): MatchSetup {
  return record.setup as MatchSetup;
}

type Folded = { state: unknown; lastMove: LastMoveInfo | null; recentMoves: LoggedMove[] };

function applyStored(
  ruleset: AnyRuleset,
  gameId: string,
  base: Folded,
  moves: readonly Pick<MoveRecord, "seq" | "seat" | "payload" | "byStandIn">[],
): Folded {
  let { state, lastMove } = base;
  const described: LoggedMove[] = [];
  // Only the last RECENT_MOVES are kept: the earlier ones of a long fold need no words.
  const firstDescribed = moves.length - RECENT_MOVES;
  moves.forEach((m, i) => {
    const next = ruleset.applyMove(state, m.payload);
    if (!next.ok)
      throw new CorruptGameError(`game ${gameId}: stored move ${m.seq} does not apply (${next.error.message})`);
    if (i >= firstDescribed) {
      lastMove = { seat: m.seat, text: ruleset.describeMove(state, m.payload), byStandIn: m.byStandIn };
      described.push({ seq: m.seq, ...lastMove });
    }
    state = next.state;
  });
  return { state, lastMove, recentMoves: withRecent(base.recentMoves, described) };
}

/** The state of a game record at its stored seq. */
export async function stateOf(db: Db, record: PlayGameRecord): Promise<{ ruleset: AnyRuleset } & Folded> {
  const ruleset = getRuleset(record.game);
  if (!ruleset) throw new CorruptGameError(`game ${record.id}: unknown game "${record.game}"`);
  const cached = cache.get(record.id);
  if (cached && cached.seq === record.seq) {
    remember(record.id, cached);
    return { ruleset, state: cached.state, lastMove: cached.lastMove, recentMoves: cached.recentMoves };
  }
  let base: CacheEntry;
  if (cached && cached.seq < record.seq) base = cached;
  else {
    const start = ruleset.newGame(
      setupOf(record),
      record.seed,
      record.firstDealer !== null ? { firstDealer: record.firstDealer } : undefined,
    );
    if (!start.ok) throw new CorruptGameError(`game ${record.id}: ${start.error.message}`);
    base = { seq: 0, state: start.value, lastMove: null, recentMoves: [] };
  }
  // Moves stored after the record was read belong to a later seq: leave them for the next load.
  const moves =
    base.seq < record.seq ? (await listMoves(db, record.id, base.seq)).filter((m) => m.seq <= record.seq) : [];
  if (moves.length !== record.seq - base.seq || moves.some((m, i) => m.seq !== base.seq + i + 1)) {
    throw new CorruptGameError(`game ${record.id}: moves ${base.seq + 1}..${record.seq} are not all stored`);
  }
  const folded = applyStored(ruleset, record.id, base, moves);
  remember(record.id, { seq: record.seq, ...folded });
  return { ruleset, ...folded };
}

/** A game with its current state, or null when there is no such game. */
export async function loadGame(db: Db, gameId: string): Promise<LoadedGame | null> {
  const record = await findGameForPlay(db, gameId);
  if (!record) return null;
  lru(records, gameId, record);
  return withState(db, record);
}

/** A game record read elsewhere (game.move's first statement) with its state, remembered like loadGame's. */
export async function loadedGameOf(db: Db, record: PlayGameRecord): Promise<LoadedGame> {
  lru(records, record.id, record);
  return withState(db, record);
}

/** loadGame, counting one request of a rate limit in the same statement (submit-move.ts); `count` includes it. */
export async function loadGameCounting(
  db: Db,
  gameId: string,
  counted: CountedRequest,
): Promise<{ game: LoadedGame | null; count: number }> {
  const { game: record, count } = await findGameForPlayCounting(db, gameId, counted);
  if (!record) return { game: null, count };
  lru(records, gameId, record);
  return { game: await withState(db, record), count };
}

async function withState(db: Db, record: PlayGameRecord): Promise<LoadedGame> {
  const { ruleset, ...folded } = await stateOf(db, record);
  return { ...record, ruleset, matchSetup: setupOf(record), ...folded };
}

/**
 * The game at seq `seq` or later, for a stream told "game G is at seq N": a record this process read since it reached
 * that seq (the mover's own request, which records the game as its move left it, or another stream) serves every
 * stream of the process without reading the game again (one read per move and process rather than two). A move made
 * through another process comes with its news (move-news.ts): the game at N is then built from the news on the record
 * and engine state this process had. Anything else reads it.
 */
export async function loadGameAtLeast(
  db: Db,
  gameId: string,
  seq: number,
  news?: MoveNews | null,
): Promise<LoadedGame | null> {
  let known = records.get(gameId);
  if (known && known.seq >= seq) return withState(db, known);
  // A move of this process NOTIFYs in its own statement (commit-move.ts): its event may be read off the listening
  // connection just before the move's answer on the pool's; one turn of the event loop lets the mover record it.
  await new Promise((resolve) => setImmediate(resolve));
  known = records.get(gameId);
  if (known && known.seq >= seq) return withState(db, known);
  if (known && news) return fromNews(db, known, seq, news);
  const read = await sharedRead(db, gameId);
  // A read that began before the move's commit shows an older seq: one more, begun after this event arrived.
  return read && read.seq < seq ? sharedRead(db, gameId) : read;
}

/** Reads of a game in flight in this process: the streams told of one move read it once between them. */
const reads = new Map<string, Promise<LoadedGame | null>>();

function sharedRead(db: Db, gameId: string): Promise<LoadedGame | null> {
  let read = reads.get(gameId);
  if (!read) {
    read = loadGame(db, gameId).finally(() => reads.delete(gameId));
    reads.set(gameId, read);
  }
  return read;
}

/** The game at `seq` from a move's news: the engine state before it (cached) and the move; else its moves are read. */
async function fromNews(db: Db, known: PlayGameRecord, seq: number, news: MoveNews): Promise<LoadedGame | null> {
  const record = recordFromNews(known, seq, news);
  lru(records, record.id, record);
  const ruleset = getRuleset(record.game);
  const before = cache.get(record.id);
  if (!ruleset || before?.seq !== seq - 1) return withState(db, record);
  let folded;
  try {
    folded = applyStored(ruleset, record.id, before, [{ seq, ...news.move }]);
  } catch {
    // Not the move this state expects: the stored game decides.
    records.delete(record.id);
    return loadGame(db, record.id);
  }
  remember(record.id, { seq, ...folded });
  return { ...record, ruleset, matchSetup: setupOf(record), ...folded };
}
