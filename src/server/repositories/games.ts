// Tables, seats and games: creating them, and reading a game for live play (the move's one statement) and for a
// player's list. A game record never carries its seed (secret until the game is over).
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { hotRows } from "../db/hot-query";
import type { SessionRecord } from "./sessions";
import type { UserRecord } from "./users";
import { seatSelect, toSeatRecord, type SeatRecord } from "./tables";
import { utc } from "./sql-time";

export interface GameRecord {
  id: string;
  tableId: string;
  game: string;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  seq: number;
  createdAt: Date;
}

export const gameSelect = { id: true, tableId: true, game: true, status: true, seq: true, createdAt: true } as const;

/** What a game's `tournamentGame` selects to tell its tournament and round (tournamentRoundOf reads it). */
export const tournamentRoundSelect = {
  tournamentTable: { select: { round: true, tournament: { select: { id: true, name: true } } } },
} as const;

type TournamentRoundRow = { tournamentTable: { round: number; tournament: { id: string; name: string } } };

/** The tournament (with its round) a game was played in, or null for a game of the lobby. */
export function tournamentRoundOf(row: TournamentRoundRow | null): { id: string; name: string; round: number } | null {
  return row ? { ...row.tournamentTable.tournament, round: row.tournamentTable.round } : null;
}

export interface NewTable {
  game: string;
  options: Prisma.InputJsonValue;
  playerCount: number;
  teams?: Prisma.InputJsonValue | null;
  visibility?: "PUBLIC" | "PRIVATE";
  inviteCode?: string | null;
  creatorId: string;
}

export async function createTable(db: Db, t: NewTable): Promise<{ id: string }> {
  const { teams, ...rest } = t;
  return db.table.create({ data: { ...rest, ...(teams ? { teams } : {}) }, select: { id: true } });
}

export async function takeSeat(db: Db, tableId: string, seat: number, userId: string): Promise<void> {
  await db.seat.create({ data: { tableId, seat, userId } });
}

export async function createGame(
  db: Db,
  g: { tableId: string; game: string; seed: string; seedCommitment: string; setup: Prisma.InputJsonValue },
): Promise<GameRecord> {
  return db.game.create({ data: g, select: gameSelect });
}

/** The game and the seat `userId` holds at its table (null: not seated), or null when there is no such game. */
export async function findGameWithSeat(
  db: Db,
  gameId: string,
  userId: string,
): Promise<{ game: GameRecord; seat: number | null } | null> {
  // One raw statement: every game.move asks it (seatProcedure).
  const rows = await db.$queryRaw<(GameRecord & { seat: number | null })[]>`
    SELECT g."id", g."tableId", g."game", g."status"::text AS "status", g."seq", g."createdAt", s."seat"
    FROM "Game" g LEFT JOIN "Seat" s ON s."tableId" = g."tableId" AND s."userId" = ${userId}
    WHERE g."id" = ${gameId}`;
  const row = rows[0];
  if (!row) return null;
  const { seat, ...game } = row;
  return { game, seat };
}

// --- live play ----------------------------------------------------------------------------------------------------

/** Everything live play needs about a game, the secret seed included (the service never puts it in a view early). */
export interface PlayGameRecord {
  id: string;
  tableId: string;
  game: string;
  seed: string;
  seedCommitment: string;
  setup: unknown;
  /** The seat told to deal first (newGame's firstDealer), null when the engine drew it. */
  firstDealer: number | null;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  seq: number;
  toAct: number[];
  turnStartedAt: Date | null;
  deadlineAt: Date | null;
  endReason: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  table: {
    visibility: "PUBLIC" | "PRIVATE";
    timeControl: unknown;
    timeoutsBeforeForfeit: number | null;
    status: "OPEN" | "PLAYING" | "FINISHED" | "CANCELLED";
  };
  seats: SeatRecord[];
}

type SeatRow = Prisma.SeatGetPayload<{ select: typeof seatSelect }>;

interface PlayGameRow extends Omit<PlayGameRecord, "table" | "seats"> {
  table: PlayGameRecord["table"] & { seats: SeatRow[] };
}

function toPlayGameRecord(g: PlayGameRow): PlayGameRecord {
  const { table, ...rest } = g;
  return {
    ...rest,
    table: {
      visibility: table.visibility,
      timeControl: table.timeControl ?? null,
      timeoutsBeforeForfeit: table.timeoutsBeforeForfeit,
      status: table.status,
    },
    seats: table.seats.map(toSeatRecord),
  };
}

// Live play reads a game several times per move (the move itself, every stream that did not see it in this process),
// so this read is one raw statement sent by hot-query.ts: the nested Prisma select costs four statements and a query
// compilation each time, the largest cost of a move under load (bench/server.ts;
// docs/decisions/0001-a-move-is-one-statement.md).
const playGameSelect = (gameId: string) => Prisma.sql`
    SELECT g."id", g."tableId", g."game", g."seed", g."seedCommitment", g."setup", g."firstDealer", g."status"::text AS "status",
           g."seq", g."toAct", g."turnStartedAt", g."deadlineAt", g."endReason", g."createdAt", g."finishedAt",
           t."visibility"::text AS "visibility", t."timeControl", t."timeoutsBeforeForfeit", t."status"::text AS "tableStatus",
           COALESCE((SELECT json_agg(json_build_object(
                       'seat', s."seat", 'team', s."team", 'userId', s."userId", 'timeouts', s."timeouts", 'standIn', s."standIn",
                       'forfeited', s."forfeited", 'resigned', s."resigned", 'bankMs', s."bankMs", 'user', json_build_object('displayName', u."displayName", 'botLevel', u."botLevel"))
                     ORDER BY s."seat")
                     FROM "Seat" s JOIN "User" u ON u."id" = s."userId" WHERE s."tableId" = t."id"), '[]'::json) AS "seats"
    FROM "Game" g JOIN "Table" t ON t."id" = g."tableId"
    WHERE g."id" = ${gameId}`;

type PlayGameSqlRow = Omit<PlayGameRow, "table"> & {
  visibility: "PUBLIC" | "PRIVATE";
  timeControl: unknown;
  timeoutsBeforeForfeit: number | null;
  tableStatus: PlayGameRecord["table"]["status"];
  seats: SeatRow[];
};

function fromSqlRow(row: PlayGameSqlRow): PlayGameRecord {
  const { visibility, timeControl, timeoutsBeforeForfeit, tableStatus, seats, ...game } = row;
  return toPlayGameRecord({
    ...game,
    table: { visibility, timeControl, timeoutsBeforeForfeit, status: tableStatus, seats },
  });
}

export async function findGameForPlay(db: Db, gameId: string): Promise<PlayGameRecord | null> {
  const row = (await hotRows<PlayGameSqlRow>(db, playGameSelect(gameId)))[0];
  return row ? fromSqlRow(row) : null;
}

const sessionOfToken = (sessionToken: string) => Prisma.sql`
      SELECT s."sessionToken", s."userId" AS "sessionUserId", s."expires" AS "sessionExpires", u."email" AS "userEmail", u."displayName" AS "userDisplayName",
             u."role"::text AS "userRole", u."status"::text AS "userStatus", u."createdAt" AS "userCreatedAt"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId"
      WHERE s."sessionToken" = ${sessionToken}`;

const knownUser = (userId: string) => Prisma.sql`
      SELECT NULL::text AS "sessionToken", ${userId}::text AS "sessionUserId", NULL::timestamp AS "sessionExpires", NULL::text AS "userEmail",
             NULL::text AS "userDisplayName", NULL::text AS "userRole", NULL::text AS "userStatus", NULL::timestamp AS "userCreatedAt"`;

const countMove = (counted: { bucket: string; windowStart: Date }) => Prisma.sql`
      INSERT INTO "RateLimitCounter" ("bucket", "key", "windowStart", "count") SELECT ${counted.bucket}, s."sessionUserId", ${utc(counted.windowStart)}, 1 FROM s
      ON CONFLICT ("bucket", "key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
      RETURNING "count"`;

/**
 * Everything a move needs before the engine, in ONE statement (a separate session read would be a third of a move's
 * statements): the caller's session with its user (not yet judged: auth/session.ts sessionFromRow does), one request
 * counted for that user in `counted.bucket` (none without a session, or with `counted` null: counted already), and
 * the game with its table and seats. `who` is the request's session token or, for a caller whose session is already
 * known (an in-process caller), its user id: `found` is then null and the count is that user's.
 */
export async function findGameForMover(
  db: Db,
  who: { sessionToken: string } | { userId: string },
  gameId: string,
  counted: { bucket: string; windowStart: Date } | null,
): Promise<{
  found: { session: SessionRecord; user: UserRecord } | null;
  count: number | null;
  game: PlayGameRecord | null;
}> {
  type Row = {
    sessionToken: string | null;
    sessionUserId: string;
    sessionExpires: Date;
    userEmail: string;
    userDisplayName: string;
    userRole: UserRecord["role"];
    userStatus: UserRecord["status"];
    userCreatedAt: Date;
    requestCount: number | string | null;
  } & ({ id: null } | PlayGameSqlRow);
  const rows = await hotRows<Row>(
    db,
    Prisma.sql`
    WITH s AS (${"sessionToken" in who ? sessionOfToken(who.sessionToken) : knownUser(who.userId)}),
    c AS (${counted ? countMove(counted) : Prisma.sql`SELECT NULL::int AS "count" WHERE false`})
    SELECT s.*, (SELECT "count" FROM c) AS "requestCount", p.*
    FROM (SELECT 1) one LEFT JOIN s ON true LEFT JOIN (${playGameSelect(gameId)}) p ON true`,
  );
  const {
    sessionToken: token,
    sessionUserId,
    sessionExpires,
    userEmail,
    userDisplayName,
    userRole,
    userStatus,
    userCreatedAt,
    requestCount,
    ...row
  } = rows[0]!;
  return {
    found:
      token === null
        ? null
        : {
            session: { sessionToken: token, userId: sessionUserId, expires: sessionExpires },
            user: {
              id: sessionUserId,
              email: userEmail,
              displayName: userDisplayName,
              role: userRole,
              status: userStatus,
              createdAt: userCreatedAt,
            },
          },
    count: requestCount === null ? null : Number(requestCount),
    game: row.id === null ? null : fromSqlRow(row as PlayGameSqlRow),
  };
}

export interface MoveRecord {
  seq: number;
  seat: number;
  roundIndex: number;
  payload: unknown;
  byStandIn: boolean;
  createdAt: Date;
}

/** Moves after `afterSeq`, in order. */
export async function listMoves(db: Db, gameId: string, afterSeq = 0): Promise<MoveRecord[]> {
  return db.move.findMany({
    where: { gameId, seq: { gt: afterSeq } },
    orderBy: { seq: "asc" },
    select: { seq: true, seat: true, roundIndex: true, payload: true, byStandIn: true, createdAt: true },
  });
}

export interface UserGameRecord {
  id: string;
  tableId: string;
  game: string;
  status: PlayGameRecord["status"];
  seq: number;
  toAct: number[];
  deadlineAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  seats: SeatRecord[];
  /** The tournament the game is played in, with its round; null for a table of the lobby. */
  tournament: { id: string; name: string; round: number } | null;
}

/** Games at tables `userId` sits at: every active one, and the `finishedLimit` most recently finished. */
export async function listGamesOfUser(db: Db, userId: string, finishedLimit: number): Promise<UserGameRecord[]> {
  const select = {
    ...gameSelect,
    toAct: true,
    deadlineAt: true,
    finishedAt: true,
    table: { select: { seats: { select: seatSelect, orderBy: { seat: "asc" } } } },
    tournamentGame: { select: tournamentRoundSelect },
  } as const;
  const where = { table: { seats: { some: { userId } } } };
  const [active, finished] = await Promise.all([
    db.game.findMany({ where: { ...where, status: "ACTIVE" }, select, orderBy: { createdAt: "desc" }, take: 200 }),
    db.game.findMany({
      where: { ...where, status: { not: "ACTIVE" } },
      select,
      orderBy: { finishedAt: "desc" },
      take: finishedLimit,
    }),
  ]);
  return [...active, ...finished].map(({ table, tournamentGame, ...g }) => ({
    ...g,
    seats: table.seats.map(toSeatRecord),
    tournament: tournamentRoundOf(tournamentGame),
  }));
}
