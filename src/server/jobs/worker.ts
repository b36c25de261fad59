// The job worker: one per server process (started by src/server/boot/serve.ts). It claims due jobs (FOR UPDATE SKIP
// LOCKED, so several processes share the queue), runs their handlers, retries failures with exponential backoff and
// takes over jobs whose lock expired (their process died mid-run). runDueJobs() is the same work as one call with an
// injected clock, for tests and tools.
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import {
  claimDueJobs,
  completeJob,
  failAbandonedJobs,
  failJob,
  nextDueTime,
  pruneJobs,
  releaseOthersClaims,
  rescheduleJob,
  type ClaimedJob,
} from "../repositories/jobs";
import type { JobHandlers } from "./types";

export interface RunDueJobsOptions {
  db: Db;
  handlers: JobHandlers;
  /** The clock: jobs with runAt <= now are due, locks expire against it (default: the real time). */
  now?: Date;
  workerId?: string;
  /** How long a claim holds a job before another worker may take it over (default 60 s). */
  lockMs?: number;
  /** Jobs claimed at once (default 10). */
  batchSize?: number;
  /** Stop after this many jobs (default: until nothing is due). */
  maxJobs?: number;
  /** Where failures are reported (default console.error). */
  log?: (message: string) => void;
}

export interface RunSummary {
  ran: number;
  failed: number;
  rescheduled: number;
}

const MINUTE = 60_000;

/** Delay before attempt `attempts + 1`: 5 s, 10 s, 20 s… capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

async function runOne(
  db: Db,
  handlers: JobHandlers,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  summary: RunSummary,
  log: (m: string) => void,
): Promise<void> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
    const r = await handler(job.payload, { db, now, job });
    if (r && r.retryAt) {
      await rescheduleJob(db, job.id, workerId, r.retryAt);
      summary.rescheduled++;
    } else {
      await completeJob(db, job.id, workerId, now);
      summary.ran++;
    }
  } catch (e) {
    summary.failed++;
    const retryAt = job.attempts < job.maxAttempts ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
    log(
      `[jobs] ${job.kind} ${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}${retryAt ? "" : ", giving up"}): ${errorText(e)}`,
    );
    await failJob(db, job.id, workerId, errorText(e), retryAt, now).catch(() => {});
  }
}

/** Claims and runs due jobs until none is due at `now` (jobs a handler enqueues for `now` run too). */
export async function runDueJobs(opts: RunDueJobsOptions): Promise<RunSummary> {
  const { db, handlers } = opts;
  const workerId = opts.workerId ?? newWorkerId();
  const lockMs = opts.lockMs ?? MINUTE;
  const batchSize = opts.batchSize ?? 10;
  const maxJobs = opts.maxJobs ?? Infinity;
  const summary: RunSummary = { ran: 0, failed: 0, rescheduled: 0 };
  let taken = 0;
  for (;;) {
    // With a real clock each batch reads the time again; an injected clock stands still.
    const now = opts.now ?? new Date();
    await failAbandonedJobs(db, now);
    const limit = Math.min(batchSize, maxJobs - taken);
    if (limit <= 0) break;
    const jobs = await claimDueJobs(db, { workerId, now, lockUntil: new Date(now.getTime() + lockMs), limit });
    if (jobs.length === 0) break;
    taken += jobs.length;
    for (const job of jobs) await runOne(db, handlers, job, workerId, now, summary, opts.log ?? console.error);
  }
  return summary;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: JobHandlers;
  /** Longest sleep between looks at the queue (default 1 s): jobs enqueued by other processes wait at most this. */
  pollMs?: number;
  lockMs?: number;
  /** Finished jobs are deleted after this long (default 7 days; failed ones after 30). */
  keepDoneMs?: number;
  log?: (message: string) => void;
  /**
   * No other process uses this database (the embedded one): jobs an earlier process claimed and did not finish (it
   * died) are taken back at start instead of after their lock expires (a deadline would otherwise wait up to lockMs).
   */
  soleWorker?: boolean;
}

export class JobWorker {
  readonly workerId = newWorkerId();
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private lastPrune = 0;

  constructor(private readonly opts: JobWorkerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks at the queue now (a job was just enqueued in this process). */
  kick(): void {
    this.wake?.();
  }

  /** Finishes the job in hand and stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
    this.loop = null;
  }

  private async sleep(ms: number): Promise<void> {
    if (!this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
    this.wake = null;
  }

  private async run(): Promise<void> {
    const { db, handlers, lockMs } = this.opts;
    const pollMs = this.opts.pollMs ?? 1000;
    let failures = 0;
    if (this.opts.soleWorker) {
      const released = await releaseOthersClaims(db, this.workerId).catch(() => 0);
      if (released > 0)
        (this.opts.log ?? console.error)(
          `[jobs] ${released} job(s) left running by an earlier process are queued again`,
        );
    }
    while (this.running) {
      try {
        await runDueJobs({ db, handlers, workerId: this.workerId, lockMs, maxJobs: 50, log: this.opts.log });
        await this.prune();
        failures = 0;
        const next = await nextDueTime(db);
        const wait = next ? Math.max(0, Math.min(pollMs, next.getTime() - Date.now())) : pollMs;
        await this.sleep(wait);
      } catch (e) {
        // The database is away (restart, network): keep trying, more slowly.
        failures++;
        (this.opts.log ?? console.error)(`[jobs] worker: ${errorText(e)}`);
        await this.sleep(Math.min(pollMs * 2 ** failures, 30_000));
      }
    }
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 60 * MINUTE) return;
    this.lastPrune = now;
    const keep = this.opts.keepDoneMs ?? 7 * 24 * 60 * MINUTE;
    await pruneJobs(this.opts.db, {
      doneBefore: new Date(now - keep),
      failedBefore: new Date(now - 30 * 24 * 60 * MINUTE),
    });
  }
}
