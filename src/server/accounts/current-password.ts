// The current password, asked again before a change to the account (a session left open on a shared computer is not
// enough): under the same limits on guesses as the sign-in form, and shared with it.
import { verifyPassword } from "../auth/password";
import { forgiveFailures, passwordRefused, reservePasswordAttempt, takeBackAttempt } from "../auth/password-attempts";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { findCredentialsById, type UserRecord } from "../repositories/users";

export function wrongPasswordError(): DomainError {
  return new DomainError("BAD_REQUEST", "wrongCurrentPassword", { field: "currentPassword" });
}

/** The account, once `password` is proved its own; a refusal (wrong, or too many guesses) names the field. */
export async function checkCurrentPassword(
  db: Db,
  ask: { userId: string; password: string; clientAddress: string },
  now: Date,
): Promise<UserRecord & { passwordHash: string }> {
  const user = await findCredentialsById(db, ask.userId);
  if (!user) throw new DomainError("UNAUTHORIZED", "signInFirst");
  const attempt = await reservePasswordAttempt(db, user.email, ask.clientAddress, now);
  if (!attempt.ok)
    throw new DomainError(
      "TOO_MANY_REQUESTS",
      { key: "tooManyPasswordAttempts", params: { minutes: attempt.minutes } },
      { field: "currentPassword", retryAfterSeconds: attempt.minutes * 60 },
    );
  const { passwordHash, botLevel: _bot, ...record } = user;
  if (!passwordHash || !(await verifyPassword(ask.password, passwordHash))) {
    await passwordRefused(db, now);
    throw wrongPasswordError();
  }
  await takeBackAttempt(db, attempt);
  await forgiveFailures(db, user.email);
  return { ...record, passwordHash };
}
