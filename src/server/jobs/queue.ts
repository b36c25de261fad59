// Enqueueing work on the durable job queue (PostgreSQL rows; src/server/repositories/jobs.ts). Pass an open
// transaction to make the job part of it: a move and its deadline are committed together or not at all.
import { insertJobs, type DbOrTx, type JobPayload } from "../repositories/jobs";

export interface EnqueueOptions {
  /** When the job is due (default: now). */
  runAt?: Date;
  /** Idempotency key: a second job with the same key is not created. */
  key?: string;
  /** Runs before it fails for good (default 5). */
  maxAttempts?: number;
}

/** Enqueues a job; returns false when a job with the same key already exists. */
export async function enqueue(
  db: DbOrTx,
  kind: string,
  payload: JobPayload,
  opts: EnqueueOptions = {},
): Promise<boolean> {
  const n = await insertJobs(db, [
    { kind, payload, runAt: opts.runAt ?? new Date(), key: opts.key ?? null, maxAttempts: opts.maxAttempts },
  ]);
  return n === 1;
}
