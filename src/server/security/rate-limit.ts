// Rate limits on sign-up (per client address), move submission, Judge heartbeats and replay analyses (per user), counted in fixed windows in the
// database (RateLimitCounter) so every server process shares them. Sign-in has its own failure-based limits
// (src/server/auth/sign-in.ts). Over the limit: TOO_MANY_REQUESTS with the seconds until the window ends.
import type { Db } from "../db/client";
import { DomainError, type ErrorKey } from "../errors";
import { countRequest, pruneRequestCounts } from "../repositories/rate-limits";

export interface RateLimit {
  bucket: string;
  windowMs: number;
  max: number;
  message: ErrorKey;
}

/**
 * `max` requests per `windowMs` in `bucket`, refused with `message`; the environment variable `env` (a positive
 * integer), read at each use, overrides `max`.
 */
export const limitOf =
  (bucket: string, windowMs: number, env: string, max: number, message: ErrorKey) => (): RateLimit => {
    const n = Number(process.env[env]);
    return { bucket, windowMs, max: Number.isInteger(n) && n > 0 ? n : max, message };
  };

/** New accounts per client address: 10 an hour (RATE_LIMIT_SIGN_UPS_PER_HOUR overrides it, e.g. for the e2e run). */
export const signUpLimit = limitOf("sign-up", 3_600_000, "RATE_LIMIT_SIGN_UPS_PER_HOUR", 10, "tooManySignUps");

/** Password reset emails asked for per client address: 10 an hour (each account gets one per ten minutes anyway). */
export const passwordResetLimit = limitOf(
  "password-reset",
  3_600_000,
  "RATE_LIMIT_PASSWORD_RESETS_PER_HOUR",
  10,
  "tooManyResets",
);

/** Move submissions (game.move, judge.act) per user: 600 a minute, far above play and bots, below a flood. */
export const moveLimit = limitOf("move", 60_000, "RATE_LIMIT_MOVES_PER_MINUTE", 600, "tooManyMoves");

/** Judge heartbeats (judge.ping) per user: the match page pings every 2 s (30 a minute); 240 a minute leaves room for several tabs. */
export const pingLimit = limitOf("judge-ping", 60_000, "RATE_LIMIT_PINGS_PER_MINUTE", 240, "tooManyHeartbeats");

/** The replay's analyses (replay.analyse) per user that the server computes (answers from its cache are free): 20 a minute. */
export const analyseLimit = limitOf("replay-analyse", 60_000, "RATE_LIMIT_ANALYSES_PER_MINUTE", 20, "tooManyAnalyses");

/** Counters are kept a day (longer than any window), then deleted. */
const COUNTS_KEPT_MS = 24 * 3_600_000;
/** How often a process deletes old counters. */
export const PRUNE_EVERY_MS = 60_000;
const nextPruneAt = new WeakMap<Db, number>();

/**
 * Whether this process should delete old counters now: at most once a minute per database client, so neither every
 * request nor every user's first request of a window does it (windows start on the minute: at its turn every active
 * player's first move would run the same DELETE at once, a burst seen in the move latency of bench:server).
 */
export function pruneDue(db: Db, now: Date): boolean {
  if (now.getTime() < (nextPruneAt.get(db) ?? 0)) return false;
  nextPruneAt.set(db, now.getTime() + PRUNE_EVERY_MS);
  return true;
}

/** The start of the fixed window `now` falls in. */
export function rateWindowStart(limit: RateLimit, now: Date): Date {
  return new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
}

/** Counts one request of `key`; throws TOO_MANY_REQUESTS once the window's count passes the limit. */
export async function enforceRateLimit(db: Db, limit: RateLimit, key: string, now: Date = new Date()): Promise<void> {
  const count = await countRequest(db, limit.bucket, key, rateWindowStart(limit, now));
  await checkRequestCount(db, limit, count, now);
}

/**
 * The verdict on a request already counted (`count`: the window's count with it), for callers that count it in a
 * statement of their own (game.move counts it with the game's read).
 */
export async function checkRequestCount(db: Db, limit: RateLimit, count: number, now: Date): Promise<void> {
  await pruneCountsIfDue(db, now);
  refuseOverLimit(limit, count, now);
}

/** Deletes the counters of windows long past, at most once every PRUNE_EVERY_MS per database. */
export async function pruneCountsIfDue(db: Db, now: Date): Promise<void> {
  if (pruneDue(db, now)) await pruneRequestCounts(db, new Date(now.getTime() - COUNTS_KEPT_MS));
}

/**
 * Throws TOO_MANY_REQUESTS when `count` (the window's count with this request) passes the limit. Alone (without the
 * pruning of checkRequestCount) where the request is counted in a transaction that the refusal undoes (table.invite).
 */
export function refuseOverLimit(limit: RateLimit, count: number, now: Date): void {
  const windowStart = rateWindowStart(limit, now);
  if (count > limit.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
    throw new DomainError("TOO_MANY_REQUESTS", limit.message, { retryAfterSeconds });
  }
}
