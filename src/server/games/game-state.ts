// A live game with its engine state: the pure fold of its stored moves over its seeded start (engine/core/fold.ts),
// cached in this process by (game, seq) (state-cache.ts). loadGame is the one way to get it.
import { foldMoves, liveStart } from "~/engine/core/fold";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { RECENT_MOVES, withRecent } from "~/lib/move-log";
import type { Db } from "../db/db";
import { findGameForPlay, listMoves, type PlayGameRecord } from "../repositories/games";
import type { LoadedGame } from "./loaded-game";
import { recordFromNews, type MoveNews } from "./move-news";
import {
  cachedState,
  commitInFlight,
  forgetRecord,
  knownRecord,
  rememberRecord,
  rememberState,
  type CachedState,
} from "./state-cache";

export class CorruptGameError extends Error {}

export interface LoadOptions {
  /**
   * A stream told "game G is at seq N": a record of that seq or later this process holds serves without a read
   * (the mover's own request stored it, or another stream read it), so a move costs one read per process, not one
   * per stream. `news` (move-news.ts), when the move came through another process, builds the game at N from the
   * record and state this process had.
   */
  atLeastSeq?: number;
  news?: MoveNews | null;
  /** The game's record, already read (the move's one statement, repositories/games.ts findGameForMover). */
  record?: PlayGameRecord;
}

/** A game with its state, or null when there is no such game. */
export async function loadGame(db: Db, gameId: string, opts: LoadOptions = {}): Promise<LoadedGame | null> {
  if (opts.record) {
    rememberRecord(opts.record);
    return withState(db, opts.record);
  }
  if (opts.atLeastSeq !== undefined) return loadAtLeast(db, gameId, opts.atLeastSeq, opts.news ?? null);
  return readGame(db, gameId);
}

async function readGame(db: Db, gameId: string): Promise<LoadedGame | null> {
  const record = await findGameForPlay(db, gameId);
  if (!record) return null;
  rememberRecord(record);
  return withState(db, record);
}

async function withState(db: Db, record: PlayGameRecord): Promise<LoadedGame> {
  const ruleset = getRuleset(record.game);
  if (!ruleset) throw new CorruptGameError(`game ${record.id}: unknown game "${record.game}"`);
  const matchSetup = record.setup as MatchSetup;
  const cached = cachedState(record.id);
  let folded: CachedState;
  if (cached && cached.seq === record.seq) folded = cached;
  else {
    let base: CachedState;
    if (cached && cached.seq < record.seq) base = cached;
    else {
      const start = liveStart(ruleset, matchSetup, record.seed, record.firstDealer);
      if (!start.ok) throw new CorruptGameError(`game ${record.id}: ${start.message}`);
      base = { seq: 0, state: start.state, lastMove: null, recentMoves: [] };
    }
    // Moves stored after the record was read belong to a later seq: leave them for the next load.
    const moves =
      base.seq < record.seq ? (await listMoves(db, record.id, base.seq)).filter((m) => m.seq <= record.seq) : [];
    if (moves.length !== record.seq - base.seq || moves.some((m, i) => m.seq !== base.seq + i + 1)) {
      throw new CorruptGameError(`game ${record.id}: moves ${base.seq + 1}..${record.seq} are not all stored`);
    }
    folded = foldStored(ruleset, record.id, base, moves);
  }
  return {
    ...record,
    ruleset,
    matchSetup,
    state: folded.state,
    lastMove: folded.lastMove,
    recentMoves: folded.recentMoves,
  };
}

/** `moves` folded over `base` (the engine's fold), cached at the last move's seq. */
function foldStored(
  ruleset: AnyRuleset,
  gameId: string,
  base: CachedState,
  moves: readonly { seq: number; seat: number; payload: unknown; byStandIn: boolean }[],
): CachedState {
  const r = foldMoves(ruleset, base.state, moves, RECENT_MOVES);
  if (!r.ok) throw new CorruptGameError(`game ${gameId}: stored move ${r.seq} does not apply (${r.message})`);
  const last = r.described.at(-1);
  const folded: CachedState = {
    seq: base.seq + moves.length,
    state: r.state,
    lastMove: last
      ? { seat: last.seat, text: last.text, ...(last.phrase ? { phrase: last.phrase } : {}), byStandIn: last.byStandIn }
      : base.lastMove,
    recentMoves: withRecent(base.recentMoves, r.described),
  };
  rememberState(gameId, folded.seq, folded.state, folded.lastMove, folded.recentMoves);
  return folded;
}

async function loadAtLeast(db: Db, gameId: string, seq: number, news: MoveNews | null): Promise<LoadedGame | null> {
  let known = knownRecord(gameId);
  if (known && known.seq >= seq) return withState(db, known);
  // A move of this process NOTIFYs in its own statement (commit-move.ts): its event may be read off the listening
  // connection before the move's answer on the pool's; the mover's commit then records the game.
  const committing = commitInFlight(gameId);
  if (committing) await committing;
  else await new Promise((resolve) => setImmediate(resolve));
  known = knownRecord(gameId);
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
    read = readGame(db, gameId).finally(() => reads.delete(gameId));
    reads.set(gameId, read);
  }
  return read;
}

/** The game at `seq` from a move's news: the engine state before it (cached) and the move; else its moves are read. */
async function fromNews(db: Db, known: PlayGameRecord, seq: number, news: MoveNews): Promise<LoadedGame | null> {
  const record = recordFromNews(known, seq, news);
  rememberRecord(record);
  const ruleset = getRuleset(record.game);
  const before = cachedState(record.id);
  if (!ruleset || before?.seq !== seq - 1) return withState(db, record);
  try {
    foldStored(ruleset, record.id, before, [{ seq, ...news.move }]);
  } catch {
    // Not the move this state expects: the stored game decides.
    forgetRecord(record.id);
    return readGame(db, record.id);
  }
  return withState(db, record);
}
