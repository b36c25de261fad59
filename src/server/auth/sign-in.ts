// Checking a sign-in: the limits on password guesses first (password-attempts.ts: per account and per client address,
// shared with every form that asks for the current password), then the password. A blocked attempt is refused before
// the password is looked at and does not count. A success clears the account's failures.
import type { Db } from "../db/client";
import { findCredentialsByEmail, updatePasswordHash, type UserRecord } from "../repositories/users";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";
import {
  forgiveFailures,
  passwordRefused,
  reservePasswordAttempt,
  SIGN_IN_LIMITS,
  takeBackAttempt,
} from "./password-attempts";
import type { SignInErrorCode } from "./sign-in-errors";

export { SIGN_IN_LIMITS };

export type SignInResult = { ok: true; user: UserRecord } | { ok: false; error: SignInErrorCode };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function checkSignIn(
  db: Db,
  input: { email: string; password: string; address: string },
  now: Date = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const attempt = await reservePasswordAttempt(db, email, input.address, now);
  if (!attempt.ok) return { ok: false, error: `too-many:${attempt.minutes}` };

  const user = await findCredentialsByEmail(db, email);
  // Same work whether or not the account exists, so the answer's timing does not reveal it.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    await passwordRefused(db, now); // the reserved failures stand
    return { ok: false, error: "invalid" };
  }
  await takeBackAttempt(db, attempt);
  if (user.status === "SUSPENDED") return { ok: false, error: "suspended" };

  await forgiveFailures(db, email);
  if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(input.password));
  const { passwordHash: _hash, ...record } = user;
  return { ok: true, user: record };
}
