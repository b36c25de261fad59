// Checking a sign-in: rate limits first, then the password. Failures are counted in the database per account
// (the email, whether or not such an account exists) and per client address, so every server process shares the
// counts: at most 5 failures per account and 20 per address in any 15 minutes. Each attempt is counted as a failure
// before its password is looked at (one locked step, so a burst of attempts at once checks no more passwords than
// the limit) and taken back when the password is right. A blocked attempt is refused before the password is looked
// at and does not count. A success clears the account's failures.
import type { Db } from "../db/client";
import { clearFailures, pruneFailures, releaseAttempt, reserveAttempt } from "../repositories/sign-in-failures";
import { findCredentialsByEmail, updatePasswordHash, type UserRecord } from "../repositories/users";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";
import type { SignInErrorCode } from "./sign-in-errors";

export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

export type SignInResult = { ok: true; user: UserRecord } | { ok: false; error: SignInErrorCode };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** When the oldest failure that keeps `times` at the limit leaves the window; null if not at the limit. */
function blockedUntil(times: Date[], limit: number, windowMs: number): number | null {
  if (times.length < limit) return null;
  return times[times.length - limit]!.getTime() + windowMs;
}

export async function checkSignIn(
  db: Db,
  input: { email: string; password: string; address: string },
  now: Date = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const { windowMs, perAccount, perAddress } = SIGN_IN_LIMITS;
  const since = new Date(now.getTime() - windowMs);

  const reservation = await reserveAttempt(
    db,
    [
      { scope: "ACCOUNT", key: email, limit: perAccount },
      { scope: "ADDRESS", key: input.address, limit: perAddress },
    ],
    since,
    now,
  );
  if (!reservation.ok) {
    const until = Math.max(...reservation.failures.map((f) => blockedUntil(f.times, f.key.limit, windowMs) ?? 0));
    return { ok: false, error: `too-many:${Math.max(1, Math.ceil((until - now.getTime()) / 60_000))}` };
  }

  const user = await findCredentialsByEmail(db, email);
  // Same work whether or not the account exists, so the answer's timing does not reveal it.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    // the reserved failures stand
    await pruneFailures(db, new Date(now.getTime() - windowMs)); // older ones no longer count
    return { ok: false, error: "invalid" };
  }
  await releaseAttempt(db, [reservation.ids.ACCOUNT, reservation.ids.ADDRESS]);
  if (user.status === "SUSPENDED") return { ok: false, error: "suspended" };

  await clearFailures(db, "ACCOUNT", email);
  if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(input.password));
  const { passwordHash: _hash, ...record } = user;
  return { ok: true, user: record };
}
