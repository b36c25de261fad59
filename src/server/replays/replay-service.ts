// Replays. Every replay is a fold of the stored moves with the engine, never a stored picture of a state:
//  - a game that is over goes out whole: its record (docs/record-format.md, explicit deals), the revealed seed and the
//    commitment published at its start, so the page can fold it, show any seat's view and check the shuffle;
//  - a game in play goes out only as the caller's seat has seen it (a spectator of a public table: the public view),
//    position by position (seat-steps.ts). Its record and its seed never leave the server before the end.
import { writeRecord, type GameRecord } from "~/engine/record";
import { DomainError } from "../errors";
import type { ReplayListView, ReplayPlayer, ReplayRating, ReplaySummary, ReplayView } from "../views/replay";
import type { Db } from "../db/client";
import type { LoadedGame } from "../games/loaded-game";
import { loadGame } from "../games/game-state";
import { gameOutcome } from "../games/outcome";
import { getRuleset } from "~/engine/registry";
import { listMoves, type MoveRecord } from "../repositories/games";
import { ratingChangesOfGame } from "../repositories/ratings";
import { findGameTournament, listReplayGames, type ReplayListFilter } from "../repositories/replays";
import { ratingDelta } from "../ratings/rate-game";
import { seatSteps, type SeatFold } from "./seat-steps";
import { services } from "../services";

/** The record of a loaded game: the deals from its folded state, the stored moves grouped by their record round. */
export function recordOfGame(game: LoadedGame, moves: readonly MoveRecord[]): GameRecord {
  const byRound: unknown[][] = [];
  for (const m of moves) (byRound[m.roundIndex] ??= []).push(m.payload);
  const names = game.seats.map((s) => s.displayName);
  return writeRecord(game.ruleset, game.matchSetup, names, game.state, byRound);
}

/**
 * What the game settled before its first deal that its record lacks (Mushi: the lots for the first elder). Public:
 * the live game shows it in every seat's view and the spectator's, so a replay of a game in play carries it too.
 */
export function startFactsOf(game: LoadedGame): unknown {
  return game.ruleset.startFacts?.(game.state) ?? null;
}

function forfeitedSeats(game: LoadedGame): Set<number> {
  return new Set(game.seats.filter((s) => s.forfeited).map((s) => s.seat));
}

/** A rated game's header: each player's rating before it and its change (nothing for an unrated game). */
async function ratingsOfReplay(db: Db, game: LoadedGame): Promise<{ ratings?: ReplayRating[] }> {
  const changes = await ratingChangesOfGame(db, game.id);
  if (changes.size === 0) return {};
  return {
    ratings: game.seats.flatMap((s) => {
      const c = changes.get(s.userId);
      return c ? [{ seat: s.seat, before: Math.round(c.before), change: ratingDelta(c)! }] : [];
    }),
  };
}

function playersOf(game: LoadedGame): ReplayPlayer[] {
  return game.seats.map((s) => ({
    seat: s.seat,
    userId: s.userId,
    displayName: s.displayName,
    bot: s.botLevel,
    team: s.team,
    forfeited: s.forfeited,
    resigned: s.resigned,
  }));
}

// Seat replays of games in play are asked again and again while the game goes on; moves are append-only, so the fold
// of a (game, seat) made earlier is extended with the moves stored since rather than made again.
const MAX_CACHED = 40;
declare module "../services" {
  interface Services {
    seatReplays?: Map<string, { seq: number; fold: SeatFold }>;
  }
}
const seatCache = (services().seatReplays ??= new Map<string, { seq: number; fold: SeatFold }>());

function cachedSeatSteps(key: string, seq: number, build: (from: SeatFold | null) => SeatFold): SeatFold {
  const hit = seatCache.get(key);
  seatCache.delete(key); // re-inserted below: Map order is the LRU order
  const fold = hit && hit.seq === seq ? hit.fold : build(hit && hit.seq < seq ? hit.fold : null);
  seatCache.set(key, { seq, fold });
  if (seatCache.size > MAX_CACHED) seatCache.delete(seatCache.keys().next().value!);
  return fold;
}

/**
 * The game `userId` (null: not signed in) may replay, with the caller's seat: a private table's games only for its
 * players, a game in play only for someone signed in. The one access rule of replay.get and replay.analyse.
 */
export async function loadReplayableGame(
  db: Db,
  userId: string | null,
  gameId: string,
): Promise<{ game: LoadedGame; mySeat: number | null }> {
  const game = await loadGame(db, gameId);
  if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
  const mine = userId === null ? undefined : game.seats.find((s) => s.userId === userId);
  const mySeat = mine ? mine.seat : null;
  if (game.table.visibility !== "PUBLIC" && mySeat === null)
    throw new DomainError("FORBIDDEN", "gamePlayedPrivateTable");
  if (game.status === "ACTIVE" && userId === null) throw new DomainError("UNAUTHORIZED", "signInToFollow");
  return { game, mySeat };
}

/** The replay of `gameId` for `userId` (null: not signed in). */
export async function getReplay(db: Db, userId: string | null, gameId: string): Promise<ReplayView> {
  const { game, mySeat } = await loadReplayableGame(db, userId, gameId);
  const base = {
    gameId: game.id,
    tableId: game.tableId,
    game: game.ruleset.game,
    gameTitle: game.ruleset.title,
    status: game.status,
    endReason: game.endReason,
    createdAt: game.createdAt,
    finishedAt: game.finishedAt,
    players: playersOf(game),
    teams: game.matchSetup.teams ? game.matchSetup.teams.map((t) => [...t]) : null,
    mySeat,
    seedCommitment: game.seedCommitment,
    tournament: await findGameTournament(db, game.id),
    ...(game.status === "FINISHED" ? await ratingsOfReplay(db, game) : {}),
  };
  // The moves stored up to the state's seq (a move stored since belongs to the next look).
  const moves = (await listMoves(db, gameId)).filter((m) => m.seq <= game.seq);
  const record = recordOfGame(game, moves);
  if (game.status !== "ACTIVE") {
    return {
      ...base,
      kind: "full",
      record,
      seed: game.seed,
      // the game started from newGame(setup, seed, { firstDealer }): the fairness check must start it the same way
      firstDealer: game.firstDealer,
      standInMoves: moves.flatMap((m, i) => (m.byStandIn ? [i] : [])),
      startFacts: startFactsOf(game),
      winner:
        game.status === "FINISHED"
          ? gameOutcome(game.ruleset, game.state, game.matchSetup, forfeitedSeats(game)).winner
          : null,
    };
  }
  const built = cachedSeatSteps(`${game.id}:${mySeat ?? "spectator"}`, game.seq, (from) =>
    seatSteps(
      game.ruleset,
      game.matchSetup,
      record,
      mySeat,
      moves.map((m) => m.byStandIn),
      from,
      startFactsOf(game),
    ),
  );
  return { ...base, kind: "seat", seat: mySeat, seq: game.seq, steps: built.steps, rounds: built.rounds };
}

/** The list's filter (the viewer comes apart, as `userId`) and the page asked for. */
export interface ReplayListInput extends Omit<ReplayListFilter, "userId"> {
  cursor?: string | null;
  limit: number;
}

/** A page of the replay list for `userId` (null: only public finished games). */
export async function listReplays(db: Db, userId: string | null, input: ReplayListInput): Promise<ReplayListView> {
  if (input.scope === "mine" && userId === null) throw new DomainError("UNAUTHORIZED", "signInToSeeGames");
  const filter: ReplayListFilter = {
    scope: input.scope,
    userId,
    status: input.status,
    game: input.game,
    player: input.player?.trim() || undefined,
    playerId: input.playerId,
    tournament: input.tournament?.trim() || undefined,
    from: input.from,
    to: input.to,
  };
  const page = await listReplayGames(db, filter, { cursor: input.cursor ?? null, take: input.limit });
  const items: ReplaySummary[] = page.rows.map((g) => ({
    gameId: g.id,
    tableId: g.tableId,
    game: g.game as ReplaySummary["game"],
    gameTitle: getRuleset(g.game)?.title ?? g.game,
    status: g.status,
    visibility: g.visibility,
    createdAt: g.createdAt,
    finishedAt: g.finishedAt,
    moves: g.seq,
    players: g.seats.map((s) => ({
      seat: s.seat,
      displayName: s.displayName,
      userId: s.userId,
      bot: s.botLevel,
      team: s.team,
      out: s.resigned ? "resigned" : s.forfeited ? "forfeited" : null,
    })),
    mySeat: g.seats.find((s) => s.userId === userId)?.seat ?? null,
    tournament: g.tournament,
    results:
      g.status === "ACTIVE" || g.results.length === 0
        ? null
        : g.results.map((r) => ({ seat: r.seat, total: r.total, rank: r.rank, outcome: r.result })),
  }));
  return { items, nextCursor: page.nextCursor };
}
