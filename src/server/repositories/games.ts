// Tables, seats and games: the primitives later issues build the lobby and live play on. A game record never
// carries its seed (secret until the game is over).
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { hotRows } from "../db/hot-query";
import { notificationsCte, type AfterMoveNotification } from "./after-move";
import { insertJobs, type NewJob } from "./jobs";
import type { SessionRecord } from "./sessions";
import type { UserRecord } from "./users";
import { seatSelect, toSeatRecord, type SeatRecord } from "./tables";

export interface GameRecord {
  id: string;
  tableId: string;
  game: string;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  seq: number;
  createdAt: Date;
}

// Times are written as to_timestamp(ms): a Date parameter sent by pg (hot-query.ts) would be read in local time.
const utc = (d: Date) => Prisma.sql`(to_timestamp(${d.getTime()}::double precision / 1000) AT TIME ZONE 'UTC')`;
const utcOrNull = (d: Date | null) => (d ? utc(d) : Prisma.sql`NULL`);

const gameSelect = { id: true, tableId: true, game: true, status: true, seq: true, createdAt: true } as const;

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

/**
 * Everything a move needs before the engine, in ONE statement (a separate session read would be a third of a move's
 * statements): the caller's session with its user (not yet judged: auth/session.ts sessionFromRow does), one request
 * counted for that user in `counted.bucket` (none without a session), and the game with its table and seats. `who` is
 * the request's session token or, for a caller whose session is already known (an in-process caller), its user id:
 * `found` is then null and the count is that user's.
 */
export async function findGameForMover(
  db: Db,
  who: { sessionToken: string } | { userId: string },
  gameId: string,
  counted: { bucket: string; windowStart: Date },
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
    c AS (
      INSERT INTO "RateLimitCounter" ("bucket", "key", "windowStart", "count") SELECT ${counted.bucket}, s."sessionUserId", ${utc(counted.windowStart)}, 1 FROM s
      ON CONFLICT ("bucket", "key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
      RETURNING "count")
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

export interface CommitMove {
  gameId: string;
  tableId: string;
  /** The seq the move was validated against; the game must still be there. */
  expectedSeq: number;
  move: { seat: number; roundIndex: number; payload: Prisma.InputJsonValue; byStandIn: boolean };
  /** The game after the move. */
  game: {
    toAct: number[];
    turnStartedAt: Date;
    deadlineAt: Date | null;
    status: PlayGameRecord["status"];
    finishedAt: Date | null;
    endReason: string | null;
  };
  /** `resigned`: the seat is forfeited because its player resigned (Judge's resign is a round played by nobody). */
  seats: {
    seat: number;
    bankMs?: number | null;
    standIn?: boolean;
    addTimeout?: boolean;
    forfeited?: boolean;
    resigned?: boolean;
  }[];
  tableStatus?: "FINISHED";
  jobs: NewJob[];
  /** Keys of pending jobs the move makes pointless (the deadline of the position it leaves): marked done with it. */
  doneJobKeys?: string[];
  /** A NOTIFY sent by the same statement, delivered when the move commits (pg-bus.ts): one round trip fewer. */
  notify?: { channel: string; payload: string };
  /** Notifications stored with the move (an ordinary move's "your turn"; repositories/after-move.ts). */
  notifications?: AfterMoveNotification[];
}

/**
 * Stores a move as ONE statement (its parts are data-modifying CTEs, atomic together): the game's seq + 1 only if it
 * is still at `expectedSeq` and active, and, only then, the Move row, the seats' clocks and flags, the table's status
 * and the jobs, and, when asked, its notifications and a NOTIFY on the bus. One round trip and no Prisma query
 * compilation per move (docs/decisions/0001-a-move-is-one-statement.md); an interactive transaction would hold a
 * connection for seven round trips.
 */
export async function commitMove(
  db: Db,
  c: CommitMove,
): Promise<{ ok: true; seq: number; notified?: string[] } | { ok: false; reason: "stale" }> {
  const now = utc(new Date());
  const g = c.game;
  const parts: Prisma.Sql[] = [
    Prisma.sql`g AS (
      UPDATE "Game" SET "seq" = "seq" + 1, "toAct" = ${g.toAct}::int[], "turnStartedAt" = ${utc(g.turnStartedAt)}, "deadlineAt" = ${utcOrNull(g.deadlineAt)},
             "status" = ${g.status}::"GameStatus", "finishedAt" = ${utcOrNull(g.finishedAt)}, "endReason" = ${g.endReason}, "updatedAt" = ${now}
      WHERE "id" = ${c.gameId} AND "seq" = ${c.expectedSeq} AND "status" = 'ACTIVE'
      RETURNING "id", "seq")`,
    Prisma.sql`m AS (
      INSERT INTO "Move" ("id", "gameId", "seq", "seat", "roundIndex", "payload", "byStandIn", "createdAt")
      SELECT ${randomUUID()}, g."id", g."seq", ${c.move.seat}, ${c.move.roundIndex}, ${JSON.stringify(c.move.payload)}::jsonb, ${c.move.byStandIn}, ${now} FROM g
      RETURNING 1)`,
  ];
  if (c.seats.length > 0) {
    const values = c.seats.map(
      (s) =>
        Prisma.sql`(${s.seat}::int, ${s.bankMs !== undefined}::boolean, ${s.bankMs ?? null}::int, ${s.standIn !== undefined}::boolean, ${s.standIn ?? false}::boolean,
                    ${s.addTimeout ? 1 : 0}::int, ${s.forfeited !== undefined}::boolean, ${s.forfeited ?? false}::boolean, ${s.resigned === true}::boolean)`,
    );
    parts.push(Prisma.sql`s AS (
      UPDATE "Seat" SET "bankMs" = CASE WHEN v."setBank" THEN v."bankMs" ELSE "Seat"."bankMs" END,
                        "standIn" = CASE WHEN v."setStandIn" THEN v."standIn" ELSE "Seat"."standIn" END,
                        "timeouts" = "Seat"."timeouts" + v."addTimeout",
                        "forfeited" = CASE WHEN v."setForfeited" THEN v."forfeited" ELSE "Seat"."forfeited" END,
                        "resigned" = "Seat"."resigned" OR v."resigned"
      FROM g, (VALUES ${Prisma.join(values)}) AS v("seat", "setBank", "bankMs", "setStandIn", "standIn", "addTimeout", "setForfeited", "forfeited", "resigned")
      WHERE "Seat"."tableId" = ${c.tableId} AND "Seat"."seat" = v."seat"
      RETURNING 1)`);
  }
  if (c.tableStatus) {
    parts.push(
      Prisma.sql`t AS (UPDATE "Table" SET "status" = ${c.tableStatus}::"TableStatus", "updatedAt" = ${now} FROM g WHERE "Table"."id" = ${c.tableId} RETURNING 1)`,
    );
  }
  if (c.jobs.length > 0) {
    const values = c.jobs.map(
      (j) =>
        Prisma.sql`(${randomUUID()}, ${j.kind}, ${j.key ?? null}, ${JSON.stringify(j.payload)}::jsonb, ${utc(j.runAt)}, ${j.maxAttempts ?? 5}::int)`,
    );
    parts.push(Prisma.sql`j AS (
      INSERT INTO "Job" ("id", "kind", "key", "payload", "runAt", "maxAttempts", "createdAt", "updatedAt")
      SELECT v."id", v."kind", v."key", v."payload", v."runAt", v."maxAttempts", ${now}, ${now}
      FROM g, (VALUES ${Prisma.join(values)}) AS v("id", "kind", "key", "payload", "runAt", "maxAttempts")
      ON CONFLICT DO NOTHING
      RETURNING 1)`);
  }
  if (c.doneJobKeys?.length) {
    // Without this every move would leave a no-op job behind, each run by a worker when its time comes.
    parts.push(Prisma.sql`d AS (
      UPDATE "Job" SET "status" = 'DONE', "finishedAt" = ${now}, "updatedAt" = ${now}
      FROM g WHERE "Job"."key" IN (${Prisma.join(c.doneJobKeys)}) AND "Job"."status" = 'PENDING'
      RETURNING 1)`);
  }
  if (c.notifications?.length) parts.push(notificationsCte(c.notifications, "g"));
  const notify = c.notify
    ? Prisma.sql`, pg_notify(${c.notify.channel}, ${c.notify.payload})::text AS "notify"`
    : Prisma.empty;
  const notified = c.notifications?.length
    ? Prisma.sql`, ARRAY(SELECT DISTINCT "userId" FROM n) AS "notified"`
    : Prisma.empty;
  const rows = await hotRows<{ seq: number; notified?: string[] }>(
    db,
    Prisma.sql`WITH ${Prisma.join(parts, ",\n")} SELECT "seq"${notify}${notified} FROM g`,
  );
  const row = rows[0];
  if (row === undefined) return { ok: false, reason: "stale" };
  // `notified`: the users whose notification was stored (only when notifications were asked for).
  return c.notifications?.length
    ? { ok: true, seq: row.seq, notified: row.notified ?? [] }
    : { ok: true, seq: row.seq };
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
    id: true,
    tableId: true,
    game: true,
    status: true,
    seq: true,
    toAct: true,
    deadlineAt: true,
    finishedAt: true,
    createdAt: true,
    table: { select: { seats: { select: seatSelect, orderBy: { seat: "asc" } } } },
    tournamentGame: {
      select: { tournamentTable: { select: { round: true, tournament: { select: { id: true, name: true } } } } },
    },
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
  return [...active, ...finished].map(({ table, tournamentGame, ...g }) => {
    const t = tournamentGame?.tournamentTable;
    return {
      ...g,
      seats: table.seats.map(toSeatRecord),
      tournament: t ? { id: t.tournament.id, name: t.tournament.name, round: t.round } : null,
    };
  });
}

/** What a resign does, decided on the game as it is under the lock. */
export interface ResignDecision {
  /** The game ends with it (at most one side left unforfeited). */
  finish: { finishedAt: Date; endReason: string } | null;
  jobs: NewJob[];
}

export type ResignResult =
  { ok: true; seq: number; finished: boolean } | { ok: false; reason: "over" | "already-forfeited" };

/**
 * A player's resign, in one transaction under the game's row lock (`SELECT … FOR UPDATE`): a move committing at the
 * same moment (its seq-checked UPDATE of the Game row) waits for it, and a second resign reads what the first did. If
 * the game is still active and the seat not yet forfeited, `decide` sees every seat forfeited once this one is and
 * the seq; the seat is then forfeited (the stand-in plays it from then on), and, when the decision ends the game, the game and
 * its table are FINISHED, with its jobs. A resign stores no move: the seq stays (the state is the fold of the moves).
 */
export async function commitResign(
  db: Db,
  c: {
    gameId: string;
    tableId: string;
    seat: number;
    decide: (forfeitedSeats: ReadonlySet<number>, seq: number) => ResignDecision;
  },
): Promise<ResignResult> {
  return db.$transaction(async (tx) => {
    const games = await tx.$queryRaw<
      { status: string; seq: number }[]
    >`SELECT "status"::text AS "status", "seq" FROM "Game" WHERE "id" = ${c.gameId} FOR UPDATE`;
    const game = games[0];
    if (!game || game.status !== "ACTIVE") return { ok: false, reason: "over" } as const;
    const seats = await tx.seat.findMany({ where: { tableId: c.tableId }, select: { seat: true, forfeited: true } });
    if (seats.find((s) => s.seat === c.seat)?.forfeited !== false)
      return { ok: false, reason: "already-forfeited" } as const;
    const d = c.decide(new Set(seats.filter((s) => s.forfeited || s.seat === c.seat).map((s) => s.seat)), game.seq);
    // Not `standIn`: that flag says the stand-in made the seat's last move ("time ran out"), which it has not yet.
    await tx.seat.updateMany({
      where: { tableId: c.tableId, seat: c.seat },
      data: { forfeited: true, resigned: true },
    });
    if (d.finish) {
      await tx.game.update({
        where: { id: c.gameId },
        data: {
          status: "FINISHED",
          toAct: [],
          deadlineAt: null,
          finishedAt: d.finish.finishedAt,
          endReason: d.finish.endReason,
        },
      });
      await tx.table.update({ where: { id: c.tableId }, data: { status: "FINISHED" } });
    }
    await insertJobs(tx, d.jobs);
    return { ok: true, seq: game.seq, finished: d.finish !== null } as const;
  });
}
