// The durable job queue's rows (src/server/jobs). Jobs are claimed with one UPDATE … WHERE id IN (SELECT … FOR UPDATE
// SKIP LOCKED): atomic on its own, so two workers never take the same job, and a claim is a lock with an expiry
// (`lockedUntil`) that another worker may take over when the claiming process died.
// Times in raw SQL go through utc(): the columns are `timestamp(3)` holding UTC, as Prisma writes them.
// The worker's look at the queue (every second, on an idle server too) goes to the pg pool (db/hot-query.ts): through
// Prisma, its query compiler was most of an idle server's CPU.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { hotRows } from "../db/hot-query";
import { utc } from "./sql-time";

/** JSON a job payload may hold. */
export type JobPayload = Prisma.InputJsonValue;

/** A client or an open transaction: jobs are enqueued inside other transactions (a move and its deadline). */
export type DbOrTx = Db | Prisma.TransactionClient;

export interface NewJob {
  kind: string;
  payload: JobPayload;
  runAt: Date;
  /** At most one job per key, ever (until it is pruned or deleted as superseded): enqueueing it again is a no-op. */
  key?: string | null;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string | null;
  payload: unknown;
  /** Including this run. */
  attempts: number;
  maxAttempts: number;
}

export interface JobRecord extends ClaimedJob {
  status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  finishedAt: Date | null;
}

/** Inserts the jobs, skipping those whose key exists. Returns how many were new. */
export async function insertJobs(db: DbOrTx, jobs: NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const r = await db.job.createMany({
    data: jobs.map((j) => ({
      kind: j.kind,
      payload: j.payload,
      runAt: j.runAt,
      key: j.key ?? null,
      maxAttempts: j.maxAttempts ?? 5,
    })),
    skipDuplicates: true,
  });
  return r.count;
}

/**
 * Takes up to `limit` due jobs for `workerId` until `lockUntil`: pending jobs whose time has come, and running jobs
 * whose lock expired (their worker died) that have attempts left. Oldest first.
 */
export async function claimDueJobs(
  db: Db,
  opts: { workerId: string; now: Date; lockUntil: Date; limit: number },
): Promise<ClaimedJob[]> {
  const { workerId, now, lockUntil, limit } = opts;
  return hotRows<ClaimedJob>(
    db,
    Prisma.sql`
    WITH due AS (
      SELECT "id" FROM "Job"
      WHERE ("status" = 'PENDING' AND "runAt" <= ${utc(now)})
         OR ("status" = 'RUNNING' AND "lockedUntil" <= ${utc(now)} AND "attempts" < "maxAttempts")
      ORDER BY "runAt", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    UPDATE "Job" SET "status" = 'RUNNING', "lockedBy" = ${workerId}, "lockedUntil" = ${utc(lockUntil)},
                     "attempts" = "Job"."attempts" + 1, "updatedAt" = ${utc(now)}
    FROM due WHERE "Job"."id" = due."id"
    RETURNING "Job"."id", "Job"."kind", "Job"."key", "Job"."payload", "Job"."attempts", "Job"."maxAttempts"`,
  );
}

/**
 * Claims held by other workers go back to the queue at once (attempts left): for a database only one process opens
 * (the embedded one), whose earlier process died holding them. Returns how many.
 */
export async function releaseOthersClaims(db: Db, workerId: string): Promise<number> {
  return db.$executeRaw`
    UPDATE "Job" SET "status" = 'PENDING', "lockedBy" = NULL, "lockedUntil" = NULL
    WHERE "status" = 'RUNNING' AND "lockedBy" IS DISTINCT FROM ${workerId} AND "attempts" < "maxAttempts"`;
}

/** Running jobs whose lock expired with no attempts left become FAILED (their last worker died every time). */
export async function failAbandonedJobs(db: Db, now: Date): Promise<number> {
  const rows = await hotRows<{ id: string }>(
    db,
    Prisma.sql`
    UPDATE "Job" SET "status" = 'FAILED', "lockedBy" = NULL, "lockedUntil" = NULL, "finishedAt" = ${utc(now)}, "updatedAt" = ${utc(now)},
                     "lastError" = COALESCE("lastError" || ' / ', '') || 'the worker running it stopped (lock expired) on the last attempt'
    WHERE "status" = 'RUNNING' AND "lockedUntil" <= ${utc(now)} AND "attempts" >= "maxAttempts"
    RETURNING "id"`,
  );
  return rows.length;
}

/** Marks a job done, if `workerId` still holds it (a worker whose lock expired and was taken over loses the job). */
export async function completeJob(db: Db, id: string, workerId: string, now: Date): Promise<boolean> {
  const r = await db.job.updateMany({
    where: { id, lockedBy: workerId, status: "RUNNING" },
    data: { status: "DONE", lockedBy: null, lockedUntil: null, finishedAt: now },
  });
  return r.count === 1;
}

/** After a failed run: again at `retryAt`, or FAILED for good when `retryAt` is null. */
export async function failJob(
  db: Db,
  id: string,
  workerId: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<boolean> {
  const r = await db.job.updateMany({
    where: { id, lockedBy: workerId, status: "RUNNING" },
    data: retryAt
      ? { status: "PENDING", runAt: retryAt, lockedBy: null, lockedUntil: null, lastError: error.slice(0, 2000) }
      : { status: "FAILED", lockedBy: null, lockedUntil: null, lastError: error.slice(0, 2000), finishedAt: now },
  });
  return r.count === 1;
}

/** The handler asked to run again later (not a failure: the attempt is given back). */
export async function rescheduleJob(db: Db, id: string, workerId: string, runAt: Date): Promise<boolean> {
  const r = await db.job.updateMany({
    where: { id, lockedBy: workerId, status: "RUNNING" },
    data: { status: "PENDING", runAt, lockedBy: null, lockedUntil: null, attempts: { decrement: 1 } },
  });
  return r.count === 1;
}

/** Deletes finished jobs older than the given times (keeps the table small; keys of pruned jobs may be reused). */
export async function pruneJobs(db: Db, opts: { doneBefore: Date; failedBefore: Date }): Promise<number> {
  const r = await db.job.deleteMany({
    where: {
      OR: [
        { status: "DONE", finishedAt: { lt: opts.doneBefore } },
        { status: "FAILED", finishedAt: { lt: opts.failedBefore } },
      ],
    },
  });
  return r.count;
}

const recordSelect = {
  id: true,
  kind: true,
  key: true,
  payload: true,
  attempts: true,
  maxAttempts: true,
  status: true,
  runAt: true,
  lockedBy: true,
  lockedUntil: true,
  lastError: true,
  finishedAt: true,
} as const;

export async function findJobByKey(db: Db, key: string): Promise<JobRecord | null> {
  return db.job.findUnique({ where: { key }, select: recordSelect });
}

export async function listJobs(
  db: Db,
  where: { kind?: string; status?: JobRecord["status"] } = {},
): Promise<JobRecord[]> {
  return db.job.findMany({ where, select: recordSelect, orderBy: [{ runAt: "asc" }, { id: "asc" }] });
}

/** The earliest time a pending job is due, or null. */
export async function nextDueTime(db: Db): Promise<Date | null> {
  const rows = await hotRows<{ runAt: Date }>(
    db,
    Prisma.sql`SELECT "runAt" FROM "Job" WHERE "status" = 'PENDING' ORDER BY "runAt" LIMIT 1`,
  );
  return rows[0]?.runAt ?? null;
}
