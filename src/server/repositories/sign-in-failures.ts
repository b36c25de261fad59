// Failed sign-ins, per account (email) and per client address, for the rate limits of src/server/auth/sign-in.ts.
import type { Db } from "../db/client";

export type SignInScope = "ACCOUNT" | "ADDRESS";

/** Times of the failures of `key` since `since`, oldest first. */
export async function failureTimes(db: Db, scope: SignInScope, key: string, since: Date): Promise<Date[]> {
  const rows = await db.signInFailure.findMany({
    where: { scope, key, createdAt: { gte: since } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  return rows.map((r) => r.createdAt);
}

export async function recordFailures(db: Db, entries: { scope: SignInScope; key: string }[], at: Date): Promise<void> {
  await db.signInFailure.createMany({ data: entries.map((e) => ({ ...e, createdAt: at })) });
}

export async function clearFailures(db: Db, scope: SignInScope, key: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { scope, key } });
}

/** Forgets failures older than `before` (they no longer count for anything). */
export async function pruneFailures(db: Db, before: Date): Promise<void> {
  await db.signInFailure.deleteMany({ where: { createdAt: { lt: before } } });
}
