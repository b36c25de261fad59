// Failed sign-ins, per account (email) and per client address, for the rate limits of src/server/auth/sign-in.ts.
// An attempt is recorded as a failure before its password is checked (reserveAttempt) and taken back when the
// password is right (releaseAttempt), so concurrent attempts can never check more passwords than the limit allows.
import type { Db } from "../db/client";

export type SignInScope = "ACCOUNT" | "ADDRESS";

export interface AttemptKey {
  scope: SignInScope;
  key: string;
  /** Failures allowed in the window. */
  limit: number;
}

export type Reservation =
  | { ok: true; ids: Record<SignInScope, string> }
  /** Over a limit: the failures (oldest first) of each key, for the time the block ends. */
  | { ok: false; failures: { key: AttemptKey; times: Date[] }[] };

/**
 * Records one failure for each key unless a key already has `limit` failures since `since`; all or none. The keys'
 * advisory locks (taken in the order given: every caller gives the account first) make the count and the insert one
 * step, so of N attempts at once only the first `limit` get through, on every server process.
 */
export async function reserveAttempt(db: Db, keys: AttemptKey[], since: Date, at: Date): Promise<Reservation> {
  return db.$transaction(
    async (tx) => {
      for (const k of keys)
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sign-in:${k.scope}:${k.key}`}, 0))`;
      const failures = [];
      for (const k of keys) {
        const rows = await tx.signInFailure.findMany({
          where: { scope: k.scope, key: k.key, createdAt: { gte: since } },
          orderBy: { createdAt: "asc" },
          select: { createdAt: true },
        });
        failures.push({ key: k, times: rows.map((r) => r.createdAt) });
      }
      if (failures.some((f) => f.times.length >= f.key.limit)) return { ok: false, failures };
      const ids = {} as Record<SignInScope, string>;
      for (const k of keys)
        ids[k.scope] = (
          await tx.signInFailure.create({ data: { scope: k.scope, key: k.key, createdAt: at }, select: { id: true } })
        ).id;
      return { ok: true, ids };
    },
    // A burst queues on the locks (and, embedded, on the one connection): wait for a turn rather than fail.
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** Takes back reserved failures (the password was right). */
export async function releaseAttempt(db: Db, ids: string[]): Promise<void> {
  await db.signInFailure.deleteMany({ where: { id: { in: ids } } });
}

export async function clearFailures(db: Db, scope: SignInScope, key: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { scope, key } });
}

/** Forgets failures older than `before` (they no longer count for anything). */
export async function pruneFailures(db: Db, before: Date): Promise<void> {
  await db.signInFailure.deleteMany({ where: { createdAt: { lt: before } } });
}
