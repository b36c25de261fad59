// Fixed-window request counters for the rate limits of src/server/security/rate-limit.ts.
import type { Db } from "../db/client";

/** Counts one request of `key` in `bucket` for the window starting at `windowStart`; returns the window's count so far. */
export async function countRequest(db: Db, bucket: string, key: string, windowStart: Date): Promise<number> {
  // One statement (INSERT … ON CONFLICT … RETURNING), so concurrent requests from several processes count exactly.
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("bucket", "key", "windowStart", "count") VALUES (${bucket}, ${key}, ${windowStart}, 1)
    ON CONFLICT ("bucket", "key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 0);
}

/** Forgets windows that started before `before`. */
export async function pruneRequestCounts(db: Db, before: Date): Promise<void> {
  await db.rateLimitCounter.deleteMany({ where: { windowStart: { lt: before } } });
}
