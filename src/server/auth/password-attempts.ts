// The limits on password guesses, shared by the sign-in form and every form that asks for the current password: at
// most 5 failures per account (its email) and 20 per client address in any 15 minutes, counted in the database so that
// every server process shares them. An attempt is counted as a failure before its password is looked at (one locked
// step, so a burst of attempts at once checks no more passwords than the limit) and taken back when it is right.
import type { Db } from "../db/client";
import { clearFailures, pruneFailures, releaseAttempt, reserveAttempt } from "../repositories/sign-in-failures";

export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

/** A password attempt let through (`ids`: the failures it reserved), or the minutes until the next one may be. */
export type PasswordAttempt = { ok: true; ids: string[] } | { ok: false; minutes: number };

/** When the oldest failure that keeps `times` at the limit leaves the window; null if not at the limit. */
function blockedUntil(times: Date[], limit: number, windowMs: number): number | null {
  if (times.length < limit) return null;
  return times[times.length - limit]!.getTime() + windowMs;
}

/** Counts one attempt for `email` from `address` as a failure, unless either is at its limit. */
export async function reservePasswordAttempt(
  db: Db,
  email: string,
  address: string,
  now: Date,
): Promise<PasswordAttempt> {
  const { windowMs, perAccount, perAddress } = SIGN_IN_LIMITS;
  const reservation = await reserveAttempt(
    db,
    [
      { scope: "ACCOUNT", key: email, limit: perAccount },
      { scope: "ADDRESS", key: address, limit: perAddress },
    ],
    new Date(now.getTime() - windowMs),
    now,
  );
  if (reservation.ok) return { ok: true, ids: [reservation.ids.ACCOUNT, reservation.ids.ADDRESS] };
  const until = Math.max(...reservation.failures.map((f) => blockedUntil(f.times, f.key.limit, windowMs) ?? 0));
  return { ok: false, minutes: Math.max(1, Math.ceil((until - now.getTime()) / 60_000)) };
}

/** A wrong password: its reserved failures stand, and the ones out of the window are forgotten. */
export async function passwordRefused(db: Db, now: Date): Promise<void> {
  await pruneFailures(db, new Date(now.getTime() - SIGN_IN_LIMITS.windowMs));
}

/** A right password: the attempt is taken back. */
export async function takeBackAttempt(db: Db, attempt: { ids: string[] }): Promise<void> {
  await releaseAttempt(db, attempt.ids);
}

/** The account proved its password: its earlier failures no longer count. */
export async function forgiveFailures(db: Db, email: string): Promise<void> {
  await clearFailures(db, "ACCOUNT", email);
}
