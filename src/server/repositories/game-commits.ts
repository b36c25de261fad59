// Storing a move or a resign: each one atomic in the database (one statement for a move, one locked transaction for
// a resign), so that a racing or replayed move is refused rather than applied twice.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { hotRows } from "../db/hot-query";
import { empty, join, sql, type Sql } from "../db/sql";
import { notificationsCte, type AfterMoveNotification } from "./after-move";
import { insertJobs, type NewJob } from "./jobs";
import type { PlayGameRecord } from "./games";
import { utcOrNull, utcPart } from "./sql-time";

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
  /** Keys of pending jobs the move makes pointless (the deadline of the position it leaves): deleted with it. */
  supersededJobKeys?: string[];
  /** A NOTIFY sent by the same statement, delivered when the move commits (pg-bus.ts): one round trip fewer. */
  notify?: { channel: string; payload: string };
  /** Notifications stored with the move (an ordinary move's "your turn"; repositories/after-move.ts). */
  notifications?: AfterMoveNotification[];
  /** The mover's checks, made by this statement instead of a read before it (games/held-move.ts). */
  guard?: MoveGuard;
}

/**
 * What a move played on a game this process holds must still be true when it is stored: the request's session is
 * valid and is `userId`'s, whose seat `seat` is; the move counted against their limit (counted whatever the outcome,
 * stored only within `rate.max`); and the seats forfeited are exactly `forfeited` (a resign changes them, not the seq).
 */
export interface MoveGuard {
  sessionToken: string;
  userId: string;
  seat: number;
  rate: { bucket: string; windowStart: Date; max: number };
  /** Ascending. */
  forfeited: number[];
}

export type CommitMoveResult =
  | { ok: true; seq: number; notified?: string[] }
  // `requestCount`: with a guard, the limit's count with this move, or null when the session did not hold (not counted).
  | { ok: false; reason: "stale"; requestCount?: number | null };

/** The guard's statements before `g`, and the conditions `g` adds to its WHERE. */
function guardParts(c: CommitMove, guard: MoveGuard, now: Sql): { ctes: Sql[]; where: Sql } {
  const r = guard.rate;
  return {
    ctes: [
      sql`a AS (
      SELECT se."userId" FROM "Session" se JOIN "User" u ON u."id" = se."userId"
      WHERE se."sessionToken" = ${guard.sessionToken} AND se."userId" = ${guard.userId} AND se."expires" > ${now} AND u."status" = 'ACTIVE')`,
      sql`c AS (
      INSERT INTO "RateLimitCounter" ("bucket", "key", "windowStart", "count") SELECT ${r.bucket}, a."userId", ${utcPart(r.windowStart)}, 1 FROM a
      ON CONFLICT ("bucket", "key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
      RETURNING "count")`,
    ],
    where: sql` AND (SELECT "count" FROM c) <= ${r.max}::int
        AND EXISTS (SELECT 1 FROM "Seat" WHERE "tableId" = ${c.tableId} AND "seat" = ${guard.seat}::int AND "userId" = ${guard.userId})
        AND ARRAY(SELECT "seat" FROM "Seat" WHERE "tableId" = ${c.tableId} AND "forfeited" ORDER BY "seat") = ${guard.forfeited}::int[]`,
  };
}

/**
 * Stores a move as ONE statement (its parts are data-modifying CTEs, atomic together): the game's seq + 1 only if it
 * is still at `expectedSeq` and active, and, only then, the Move row, the seats' clocks and flags, the table's status
 * and the jobs, and, when asked, its notifications and a NOTIFY on the bus. One round trip and no Prisma query
 * compilation per move (docs/decisions/0001-a-move-is-one-statement.md); an interactive transaction would hold a
 * connection for seven round trips.
 */
export async function commitMove(db: Db, c: CommitMove): Promise<CommitMoveResult> {
  const now = utcPart(new Date());
  const g = c.game;
  const guard = c.guard && guardParts(c, c.guard, now);
  const parts: Sql[] = [
    ...(guard?.ctes ?? []),
    sql`g AS (
      UPDATE "Game" SET "seq" = "seq" + 1, "toAct" = ${g.toAct}::int[], "turnStartedAt" = ${utcPart(g.turnStartedAt)}, "deadlineAt" = ${utcOrNull(g.deadlineAt)},
             "status" = ${g.status}::"GameStatus", "finishedAt" = ${utcOrNull(g.finishedAt)}, "endReason" = ${g.endReason}, "updatedAt" = ${now}
      WHERE "id" = ${c.gameId} AND "seq" = ${c.expectedSeq} AND "status" = 'ACTIVE'${guard?.where ?? empty}
      RETURNING "id", "seq")`,
    sql`m AS (
      INSERT INTO "Move" ("id", "gameId", "seq", "seat", "roundIndex", "payload", "byStandIn", "createdAt")
      SELECT ${randomUUID()}, g."id", g."seq", ${c.move.seat}, ${c.move.roundIndex}, ${JSON.stringify(c.move.payload)}::jsonb, ${c.move.byStandIn}, ${now} FROM g
      RETURNING 1)`,
  ];
  if (c.seats.length > 0) {
    const values = c.seats.map(
      (s) =>
        sql`(${s.seat}::int, ${s.bankMs !== undefined}::boolean, ${s.bankMs ?? null}::int, ${s.standIn !== undefined}::boolean, ${s.standIn ?? false}::boolean,
                    ${s.addTimeout ? 1 : 0}::int, ${s.forfeited !== undefined}::boolean, ${s.forfeited ?? false}::boolean, ${s.resigned === true}::boolean)`,
    );
    parts.push(sql`s AS (
      UPDATE "Seat" SET "bankMs" = CASE WHEN v."setBank" THEN v."bankMs" ELSE "Seat"."bankMs" END,
                        "standIn" = CASE WHEN v."setStandIn" THEN v."standIn" ELSE "Seat"."standIn" END,
                        "timeouts" = "Seat"."timeouts" + v."addTimeout",
                        "forfeited" = CASE WHEN v."setForfeited" THEN v."forfeited" ELSE "Seat"."forfeited" END,
                        "resigned" = "Seat"."resigned" OR v."resigned"
      FROM g, (VALUES ${join(values)}) AS v("seat", "setBank", "bankMs", "setStandIn", "standIn", "addTimeout", "setForfeited", "forfeited", "resigned")
      WHERE "Seat"."tableId" = ${c.tableId} AND "Seat"."seat" = v."seat"
      RETURNING 1)`);
  }
  if (c.tableStatus) {
    parts.push(
      sql`t AS (UPDATE "Table" SET "status" = ${c.tableStatus}::"TableStatus", "updatedAt" = ${now} FROM g WHERE "Table"."id" = ${c.tableId} RETURNING 1)`,
    );
  }
  if (c.jobs.length > 0) {
    const values = c.jobs.map(
      (j) =>
        sql`(${randomUUID()}, ${j.kind}, ${j.key ?? null}, ${JSON.stringify(j.payload)}::jsonb, ${utcPart(j.runAt)}, ${j.maxAttempts ?? 5}::int)`,
    );
    parts.push(sql`j AS (
      INSERT INTO "Job" ("id", "kind", "key", "payload", "runAt", "maxAttempts", "createdAt", "updatedAt")
      SELECT v."id", v."kind", v."key", v."payload", v."runAt", v."maxAttempts", ${now}, ${now}
      FROM g, (VALUES ${join(values)}) AS v("id", "kind", "key", "payload", "runAt", "maxAttempts")
      ON CONFLICT DO NOTHING
      RETURNING 1)`);
  }
  if (c.supersededJobKeys?.length) {
    // Without this every move would leave a no-op job behind, each run by a worker when its time comes. Deleted
    // rather than marked done: an update of the status writes a new row into all four of the table's indexes, and
    // the done rows would stay a week. Their keys hold the seq the game has left, so none is enqueued again.
    parts.push(sql`d AS (
      DELETE FROM "Job" USING g WHERE "Job"."key" IN (${join(c.supersededJobKeys)}) AND "Job"."status" = 'PENDING'
      RETURNING 1)`);
  }
  if (c.notifications?.length) parts.push(notificationsCte(c.notifications, "g"));
  // With a guard the statement always answers one row, saying what the count was when the move was not stored; its
  // NOTIFY then goes only with a stored move.
  const notify = c.notify
    ? guard
      ? sql`, CASE WHEN g."seq" IS NOT NULL THEN pg_notify(${c.notify.channel}, ${c.notify.payload})::text END AS "notify"`
      : sql`, pg_notify(${c.notify.channel}, ${c.notify.payload})::text AS "notify"`
    : empty;
  const notified = c.notifications?.length ? sql`, ARRAY(SELECT DISTINCT "userId" FROM n) AS "notified"` : empty;
  const from = guard
    ? sql`, (SELECT "count" FROM c) AS "requestCount" FROM (SELECT 1) one LEFT JOIN g ON true`
    : sql` FROM g`;
  const rows = await hotRows<{ seq: number | null; notified?: string[]; requestCount?: number | string | null }>(
    db,
    sql`WITH ${join(parts, ",\n")} SELECT g."seq"${notify}${notified}${from}`,
  );
  const row = rows[0];
  const counted = guard ? { requestCount: row!.requestCount == null ? null : Number(row!.requestCount) } : {};
  if (row === undefined || row.seq === null) return { ok: false, reason: "stale", ...counted };
  // `notified`: the users whose notification was stored (only when notifications were asked for).
  return c.notifications?.length
    ? { ok: true, seq: row.seq, notified: row.notified ?? [] }
    : { ok: true, seq: row.seq };
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
