// Tables, seats and games: the primitives later issues build the lobby and live play on. A game record never
// carries its seed (secret until the game is over).
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { NewJob } from "./jobs";
import { seatSelect, toSeatRecord, type SeatRecord } from "./tables";

export interface GameRecord {
  id: string;
  tableId: string;
  game: string;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  seq: number;
  createdAt: Date;
}

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
export async function findGameWithSeat(db: Db, gameId: string, userId: string): Promise<{ game: GameRecord; seat: number | null } | null> {
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
  table: { visibility: "PUBLIC" | "PRIVATE"; timeControl: unknown; timeoutsBeforeForfeit: number | null; status: "OPEN" | "PLAYING" | "FINISHED" | "CANCELLED" };
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
    table: { visibility: table.visibility, timeControl: table.timeControl ?? null, timeoutsBeforeForfeit: table.timeoutsBeforeForfeit, status: table.status },
    seats: table.seats.map(toSeatRecord),
  };
}

// Live play reads a game several times per move (the move itself, its bookkeeping, every open stream), so this read
// is one raw statement: the nested Prisma select costs four statements and a query compilation each time, which
// made it the largest cost of a move under load (issue 10, bench/server.ts).
export async function findGameForPlay(db: Db, gameId: string): Promise<PlayGameRecord | null> {
  const rows = await db.$queryRaw<(Omit<PlayGameRow, "table"> & { visibility: "PUBLIC" | "PRIVATE"; timeControl: unknown; timeoutsBeforeForfeit: number | null; tableStatus: PlayGameRecord["table"]["status"]; seats: SeatRow[] })[]>`
    SELECT g."id", g."tableId", g."game", g."seed", g."seedCommitment", g."setup", g."firstDealer", g."status"::text AS "status",
           g."seq", g."toAct", g."turnStartedAt", g."deadlineAt", g."endReason", g."createdAt", g."finishedAt",
           t."visibility"::text AS "visibility", t."timeControl", t."timeoutsBeforeForfeit", t."status"::text AS "tableStatus",
           COALESCE((SELECT json_agg(json_build_object(
                       'seat', s."seat", 'team', s."team", 'userId', s."userId", 'timeouts', s."timeouts", 'standIn', s."standIn",
                       'forfeited', s."forfeited", 'bankMs', s."bankMs", 'user', json_build_object('displayName', u."displayName", 'botLevel', u."botLevel"))
                     ORDER BY s."seat")
                     FROM "Seat" s JOIN "User" u ON u."id" = s."userId" WHERE s."tableId" = t."id"), '[]'::json) AS "seats"
    FROM "Game" g JOIN "Table" t ON t."id" = g."tableId"
    WHERE g."id" = ${gameId}`;
  const row = rows[0];
  if (!row) return null;
  const { visibility, timeControl, timeoutsBeforeForfeit, tableStatus, seats, ...game } = row;
  return toPlayGameRecord({ ...game, table: { visibility, timeControl, timeoutsBeforeForfeit, status: tableStatus, seats } });
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
  game: { toAct: number[]; turnStartedAt: Date; deadlineAt: Date | null; status: PlayGameRecord["status"]; finishedAt: Date | null; endReason: string | null };
  seats: { seat: number; bankMs?: number | null; standIn?: boolean; addTimeout?: boolean; forfeited?: boolean }[];
  tableStatus?: "FINISHED";
  jobs: NewJob[];
  /** Keys of pending jobs the move makes pointless (the deadline of the position it leaves): marked done with it. */
  doneJobKeys?: string[];
}

const utc = (d: Date) => Prisma.sql`(to_timestamp(${d.getTime()}::double precision / 1000) AT TIME ZONE 'UTC')`;
const utcOrNull = (d: Date | null) => (d ? utc(d) : Prisma.sql`NULL`);

/**
 * Stores a move as ONE statement (its parts are data-modifying CTEs, atomic together): the game's seq + 1 only if it
 * is still at `expectedSeq` and active, and, only then, the Move row, the seats' clocks and flags, the table's status
 * and the jobs. One round trip and no Prisma query compilation per move (issue 10: the interactive transaction it
 * replaces held a connection for seven round trips).
 */
export async function commitMove(db: Db, c: CommitMove): Promise<{ ok: true; seq: number } | { ok: false; reason: "stale" }> {
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
                    ${s.addTimeout ? 1 : 0}::int, ${s.forfeited !== undefined}::boolean, ${s.forfeited ?? false}::boolean)`,
    );
    parts.push(Prisma.sql`s AS (
      UPDATE "Seat" SET "bankMs" = CASE WHEN v."setBank" THEN v."bankMs" ELSE "Seat"."bankMs" END,
                        "standIn" = CASE WHEN v."setStandIn" THEN v."standIn" ELSE "Seat"."standIn" END,
                        "timeouts" = "Seat"."timeouts" + v."addTimeout",
                        "forfeited" = CASE WHEN v."setForfeited" THEN v."forfeited" ELSE "Seat"."forfeited" END
      FROM g, (VALUES ${Prisma.join(values)}) AS v("seat", "setBank", "bankMs", "setStandIn", "standIn", "addTimeout", "setForfeited", "forfeited")
      WHERE "Seat"."tableId" = ${c.tableId} AND "Seat"."seat" = v."seat"
      RETURNING 1)`);
  }
  if (c.tableStatus) {
    parts.push(Prisma.sql`t AS (UPDATE "Table" SET "status" = ${c.tableStatus}::"TableStatus", "updatedAt" = ${now} FROM g WHERE "Table"."id" = ${c.tableId} RETURNING 1)`);
  }
  if (c.jobs.length > 0) {
    const values = c.jobs.map((j) => Prisma.sql`(${randomUUID()}, ${j.kind}, ${j.key ?? null}, ${JSON.stringify(j.payload)}::jsonb, ${utc(j.runAt)}, ${j.maxAttempts ?? 5}::int)`);
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
  const rows = await db.$queryRaw<{ seq: number }[]>`WITH ${Prisma.join(parts, ",\n")} SELECT "seq" FROM g`;
  const seq = rows[0]?.seq;
  return seq === undefined ? { ok: false, reason: "stale" } : { ok: true, seq };
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
  } as const;
  const where = { table: { seats: { some: { userId } } } };
  const [active, finished] = await Promise.all([
    db.game.findMany({ where: { ...where, status: "ACTIVE" }, select, orderBy: { createdAt: "desc" }, take: 200 }),
    db.game.findMany({ where: { ...where, status: { not: "ACTIVE" } }, select, orderBy: { finishedAt: "desc" }, take: finishedLimit }),
  ]);
  return [...active, ...finished].map(({ table, ...g }) => ({ ...g, seats: table.seats.map(toSeatRecord) }));
}
