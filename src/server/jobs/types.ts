// What a job handler is given and may answer. Handlers must be idempotent and check their preconditions (a deadline
// job checks that the game is still at the sequence number it was scheduled for): a job can run twice when its
// worker dies after doing the work but before marking it done.
import type { Db } from "../db/client";
import type { ClaimedJob } from "../repositories/jobs";

export interface JobContext {
  db: Db;
  /** The worker's clock for this run (injected in tests). */
  now: Date;
  job: ClaimedJob;
}

/** `{ retryAt }`: run again later without counting a failure (e.g. a deadline seen early on a skewed clock). */
export type JobAnswer = Promise<void | { retryAt: Date }>;

export type JobHandler = (payload: unknown, ctx: JobContext) => JobAnswer;

export type JobHandlers = Readonly<Record<string, JobHandler>>;
