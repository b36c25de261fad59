// Glicko-2 ratings per player and game (src/server/ratings) and what each rated game changed.
import { isRealTimeGame } from "~/engine/registry";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { currentDeviation } from "../ratings/rate-game";

export interface RatingValues {
  rating: number;
  deviation: number;
  volatility: number;
}

// PlayerRating.updatedAt is the time of the player's last rated game in that game: only rating a game updates the row.

export interface PlayerRatingRecord extends RatingValues {
  game: string;
  games: number;
}

/**
 * Rates a finished game once: in one transaction, creates the players' rating rows they lack, locks them (SELECT …
 * FOR UPDATE, in user id order so two games sharing players never deadlock), and unless the game already has its
 * RatingChange rows (the after-move bookkeeping may run twice, even at once), writes `rate`'s new ratings and a
 * RatingChange per player. Two games finishing at once for one player queue on that player's row: both apply.
 * `rate` gets each deviation widened by the time from the player's last rated game to `ratedAt` (the game's end).
 * Returns whether this call rated the game.
 */
export async function applyGameRatings(
  db: Db,
  gameId: string,
  game: string,
  ratedAt: Date,
  userIds: readonly string[],
  rate: (before: ReadonlyMap<string, RatingValues>) => ReadonlyMap<string, RatingValues>,
): Promise<boolean> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return false;
  return db.$transaction(async (tx) => {
    await tx.playerRating.createMany({ data: ids.map((userId) => ({ userId, game })), skipDuplicates: true });
    const rows = await tx.$queryRaw<(RatingValues & { userId: string; updatedAt: Date })[]>`
      SELECT "userId", "rating", "deviation", "volatility", "updatedAt" FROM "PlayerRating"
      WHERE "game" = ${game} AND "userId" IN (${Prisma.join(ids)})
      ORDER BY "userId" FOR UPDATE`;
    if ((await tx.ratingChange.count({ where: { gameId } })) > 0) return false;
    const before = new Map(
      rows.map((r) => [
        r.userId,
        {
          rating: r.rating,
          deviation: currentDeviation({ ...r, ratedAt: r.updatedAt }, ratedAt),
          volatility: r.volatility,
        },
      ]),
    );
    const after = rate(before);
    for (const userId of ids) {
      const next = after.get(userId);
      if (!next) throw new Error(`game ${gameId}: no new rating for ${userId}`);
      await tx.playerRating.update({
        where: { userId_game: { userId, game } },
        data: {
          rating: next.rating,
          deviation: next.deviation,
          volatility: next.volatility,
          games: { increment: 1 },
          updatedAt: ratedAt,
        },
      });
    }
    await tx.ratingChange.createMany({
      data: ids.map((userId) => ({
        gameId,
        userId,
        game,
        before: before.get(userId)!.rating,
        after: after.get(userId)!.rating,
        deviationAfter: after.get(userId)!.deviation,
      })),
    });
    return true;
  });
}

/** A player's ratings, one per game they have played rated, most games first; deviations as of `now`. */
export async function ratingsOfUser(db: Db, userId: string, now: Date): Promise<PlayerRatingRecord[]> {
  const rows = await db.playerRating.findMany({
    where: { userId, games: { gt: 0 } },
    orderBy: [{ games: "desc" }, { game: "asc" }],
    select: { game: true, rating: true, deviation: true, volatility: true, games: true, updatedAt: true },
  });
  return rows.map(({ updatedAt, ...r }) => ({ ...r, deviation: currentDeviation({ ...r, ratedAt: updatedAt }, now) }));
}

/** What the given games did to a player's rating (rating after minus before), by game id. */
export async function ratingChangesOf(
  db: Db,
  userId: string,
  gameIds: readonly string[],
): Promise<Map<string, { before: number; after: number }>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.ratingChange.findMany({
    where: { userId, gameId: { in: [...gameIds] } },
    select: { gameId: true, before: true, after: true },
  });
  return new Map(rows.map((r) => [r.gameId, { before: r.before, after: r.after }]));
}

/** Every player's rating change in one game, by user id. */
export async function ratingChangesOfGame(
  db: Db,
  gameId: string,
): Promise<Map<string, { before: number; after: number }>> {
  const rows = await db.ratingChange.findMany({
    where: { gameId },
    select: { userId: true, before: true, after: true },
  });
  return new Map(rows.map((r) => [r.userId, { before: r.before, after: r.after }]));
}

/**
 * A seat of a game and how it took part: its moves of its own, the stand-in's moves for it, a forfeit (or resign). In
 * Judge, whose stored moves are rounds of the whole match, its own moves are its actions in the live rounds
 * (JudgeAction rows, a false start included); Judge has no stand-in.
 */
export interface SeatPlay {
  seat: number;
  forfeited: boolean;
  /** Forfeited by the player's own choice (game.resign), not for time. */
  resigned: boolean;
  ownMoves: number;
  standInMoves: number;
}

/** Each seat of the game with its own and its stand-in's moves (Move.byStandIn; Judge: its actions) and whether it forfeited or resigned. */
export async function seatPlayOfGame(db: Db, gameId: string): Promise<SeatPlay[]> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: { game: true, table: { select: { seats: { select: { seat: true, forfeited: true, resigned: true } } } } },
  });
  if (!game) return [];
  // A real-time game stores its seats' actions, not moves, and has no stand-in.
  if (isRealTimeGame(game.game)) {
    const acted = await db.judgeAction.groupBy({ by: ["seat"], where: { gameId }, _count: { _all: true } });
    return game.table.seats.map((s) => ({
      seat: s.seat,
      forfeited: s.forfeited,
      resigned: s.resigned,
      ownMoves: acted.find((a) => a.seat === s.seat)?._count._all ?? 0,
      standInMoves: 0,
    }));
  }
  const counts = await db.move.groupBy({ by: ["seat", "byStandIn"], where: { gameId }, _count: { _all: true } });
  const count = (seat: number, byStandIn: boolean) =>
    counts.find((c) => c.seat === seat && c.byStandIn === byStandIn)?._count._all ?? 0;
  return game.table.seats.map((s) => ({
    seat: s.seat,
    forfeited: s.forfeited,
    resigned: s.resigned,
    ownMoves: count(s.seat, false),
    standInMoves: count(s.seat, true),
  }));
}

/** When and how a game finished (null while in play) and its moves: whether its ratings could still be on their way. */
export async function gameEnding(
  db: Db,
  gameId: string,
): Promise<{ game: string; finishedAt: Date | null; endReason: string | null; seq: number; seats: SeatPlay[] } | null> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: { game: true, finishedAt: true, endReason: true, seq: true },
  });
  return game ? { ...game, seats: await seatPlayOfGame(db, gameId) } : null;
}

export interface LeaderboardRow {
  userId: string;
  displayName: string;
  rating: number;
  deviation: number;
  games: number;
}

/**
 * The best ratings of a game, active accounts of people only, split by deviation as of `now`: established (at most
 * `maxDeviation`) and provisional (above it, an idle player's included), each best first and at most `limit` long.
 * The stored deviation only grows with idleness, so each list is bounded in the database first.
 */
export async function leaderboard(
  db: Db,
  game: string,
  maxDeviation: number,
  limit: number,
  now: Date,
): Promise<{ established: LeaderboardRow[]; provisional: LeaderboardRow[] }> {
  const select = {
    userId: true,
    rating: true,
    deviation: true,
    volatility: true,
    updatedAt: true,
    games: true,
    user: { select: { displayName: true } },
  } as const;
  const where = { game, games: { gt: 0 }, user: { status: "ACTIVE" as const, botLevel: null } };
  const orderBy = [{ rating: "desc" as const }, { games: "desc" as const }, { userId: "asc" as const }];
  const [low, high] = await Promise.all([
    db.playerRating.findMany({ where: { ...where, deviation: { lte: maxDeviation } }, orderBy, select }),
    db.playerRating.findMany({ where: { ...where, deviation: { gt: maxDeviation } }, orderBy, select, take: limit }),
  ]);
  const row = (r: (typeof low)[number]): LeaderboardRow => ({
    userId: r.userId,
    displayName: r.user.displayName,
    rating: r.rating,
    deviation: currentDeviation({ ...r, ratedAt: r.updatedAt }, now),
    games: r.games,
  });
  const best = (a: LeaderboardRow, b: LeaderboardRow) =>
    b.rating - a.rating || b.games - a.games || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
  const current = low.map(row);
  return {
    established: current.filter((r) => r.deviation <= maxDeviation).slice(0, limit),
    provisional: [...current.filter((r) => r.deviation > maxDeviation), ...high.map(row)].sort(best).slice(0, limit),
  };
}

/** Current ratings (deviations as of `now`) of some players in every game they played rated, keyed `${userId}:${game}`. */
export async function ratingsOfUsers(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, { rating: number; deviation: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.playerRating.findMany({
    where: { userId: { in: [...new Set(userIds)] }, games: { gt: 0 } },
    select: { userId: true, game: true, rating: true, deviation: true, volatility: true, updatedAt: true },
  });
  return new Map(
    rows.map((r) => [
      `${r.userId}:${r.game}`,
      { rating: r.rating, deviation: currentDeviation({ ...r, ratedAt: r.updatedAt }, now) },
    ]),
  );
}
