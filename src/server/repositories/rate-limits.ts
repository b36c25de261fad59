// Fixed-window request counters for the rate limits of src/server/security/rate-limit.ts.
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

/**
 * Counts `n` requests (one by default) of `key` in `bucket` for the window starting at `windowStart`; returns the
 * window's count so far. In a transaction (LockedTableOps.countRequests) the count is undone with a refusal there.
 */
export async function countRequest(
  db: Db | Prisma.TransactionClient,
  bucket: string,
  key: string,
  windowStart: Date,
  n = 1,
): Promise<number> {
  // One statement (INSERT … ON CONFLICT … RETURNING), so concurrent requests from several processes count exactly.
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("bucket", "key", "windowStart", "count") VALUES (${bucket}, ${key}, ${windowStart}, ${n})
    ON CONFLICT ("bucket", "key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + ${n}
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 0);
}

/** Forgets windows that started before `before`. */
export async function pruneRequestCounts(db: Db, before: Date): Promise<void> {
  await db.rateLimitCounter.deleteMany({ where: { windowStart: { lt: before } } });
}
