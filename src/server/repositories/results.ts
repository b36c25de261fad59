// Round and match results of live games (written after the fact, idempotently: a row exists once per game and round,
// per game and seat, per game and team).
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

export interface RoundResultRow {
  gameId: string;
  roundIndex: number;
  scores: number[];
  yaku: string[][];
  winner: number | null;
  cancelled: boolean;
  explanation: Prisma.InputJsonValue;
}

export interface MatchResultRow {
  gameId: string;
  userId: string;
  game: string;
  seat: number;
  side: number;
  total: number;
  rank: number;
  result: "WON" | "LOST" | "DRAWN";
  forfeited: boolean;
  finishedAt: Date;
}

export interface TeamResultRow {
  gameId: string;
  team: number;
  seats: number[];
  total: number;
  victories: number;
  won: boolean;
}

export async function saveRoundResults(db: Db, rows: RoundResultRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.roundResult.createMany({ data: rows, skipDuplicates: true })).count;
}

export async function countRoundResults(db: Db, gameId: string): Promise<number> {
  return db.roundResult.count({ where: { gameId } });
}

export async function listRoundResults(db: Db, gameId: string): Promise<(RoundResultRow & { createdAt: Date })[]> {
  const rows = await db.roundResult.findMany({ where: { gameId }, orderBy: { roundIndex: "asc" } });
  return rows.map((r) => ({
    ...r,
    scores: r.scores as number[],
    yaku: r.yaku as string[][],
    explanation: r.explanation as Prisma.InputJsonValue,
  }));
}

/** Match rows per seat and Sakura team rows, in one transaction. */
export async function saveMatchResults(db: Db, match: MatchResultRow[], teams: TeamResultRow[]): Promise<void> {
  await db.$transaction([
    db.matchResult.createMany({ data: match, skipDuplicates: true }),
    db.sakuraTeamResult.createMany({ data: teams, skipDuplicates: true }),
  ]);
}

export async function listMatchResultsOfGame(db: Db, gameId: string): Promise<MatchResultRow[]> {
  return db.matchResult.findMany({ where: { gameId }, orderBy: { seat: "asc" }, omit: { id: true } });
}

export async function listTeamResultsOfGame(db: Db, gameId: string): Promise<TeamResultRow[]> {
  return db.sakuraTeamResult.findMany({ where: { gameId }, orderBy: { team: "asc" }, omit: { id: true } });
}

export interface UserResultRecord extends MatchResultRow {
  /** The other seats' players of that game, in seat order (their names link to their pages). */
  opponents: { id: string; displayName: string; bot: string | null }[];
}

/**
 * A player's finished games, newest first (`recent` of them with opponents), and counts per game and result. Both
 * cover only the games `viewerId` may replay: public tables' and private ones the viewer sat at (null: public only),
 * so a record never gives away private games and always agrees with the list of games.
 */
export async function userResults(
  db: Db,
  userId: string,
  recent: number,
  viewerId: string | null,
): Promise<{ counts: { game: string; result: MatchResultRow["result"]; n: number }[]; recent: UserResultRecord[] }> {
  const visible = [
    { table: { visibility: "PUBLIC" as const } },
    ...(viewerId ? [{ table: { seats: { some: { userId: viewerId } } } }] : []),
  ];
  const grouped = await db.matchResult.groupBy({
    by: ["game", "result"],
    where: { userId, gameRow: { OR: visible } },
    _count: { _all: true },
  });
  const rows = await db.matchResult.findMany({
    where: { userId, gameRow: { OR: visible } },
    orderBy: { finishedAt: "desc" },
    take: recent,
    omit: { id: true },
  });
  const others = rows.length
    ? await db.matchResult.findMany({
        where: { gameId: { in: rows.map((r) => r.gameId) }, userId: { not: userId } },
        orderBy: { seat: "asc" },
        select: { gameId: true, user: { select: { id: true, displayName: true, botLevel: true } } },
      })
    : [];
  return {
    counts: grouped.map((g) => ({ game: g.game, result: g.result, n: g._count._all })),
    recent: rows.map((r) => ({
      ...r,
      opponents: others
        .filter((o) => o.gameId === r.gameId)
        .map(({ user: { id, displayName, botLevel } }) => ({ id, displayName, bot: botLevel })),
    })),
  };
}
