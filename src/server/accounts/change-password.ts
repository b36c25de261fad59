// A signed-in player changes their password: the current one is asked again (a session left open on a shared
// computer is not enough), under the same limits on guesses as the sign-in form, and a change signs out every other
// device of the account while this one stays signed in.
import { hashPassword, verifyPassword } from "../auth/password";
import { forgiveFailures, passwordRefused, reservePasswordAttempt, takeBackAttempt } from "../auth/password-attempts";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { findCredentialsById, replacePasswordHashKeepingSession } from "../repositories/users";

export interface PasswordChange {
  userId: string;
  /** The session that asks, which stays signed in; the account's other sessions end. */
  sessionToken: string | undefined;
  clientAddress: string;
  currentPassword: string;
  newPassword: string;
}

function wrongPassword(): DomainError {
  return new DomainError("BAD_REQUEST", "wrongCurrentPassword", { field: "currentPassword" });
}

/** Sets the new password; returns how many other sessions were signed out. Anything refused changes nothing. */
export async function changePassword(
  db: Db,
  change: PasswordChange,
  now: Date = new Date(),
): Promise<{ otherSessionsEnded: number }> {
  const user = await findCredentialsById(db, change.userId);
  if (!user) throw new DomainError("UNAUTHORIZED", "signInFirst");
  const attempt = await reservePasswordAttempt(db, user.email, change.clientAddress, now);
  if (!attempt.ok)
    throw new DomainError(
      "TOO_MANY_REQUESTS",
      { key: "tooManyPasswordAttempts", params: { minutes: attempt.minutes } },
      { field: "currentPassword", retryAfterSeconds: attempt.minutes * 60 },
    );
  const stored = user.passwordHash;
  if (!stored || !(await verifyPassword(change.currentPassword, stored))) {
    await passwordRefused(db, now);
    throw wrongPassword();
  }
  await takeBackAttempt(db, attempt);
  await forgiveFailures(db, user.email);
  const ended = await replacePasswordHashKeepingSession(
    db,
    user.id,
    stored,
    await hashPassword(change.newPassword),
    change.sessionToken,
  );
  // Another change came first: the password just checked is no longer the account's.
  if (ended === null) throw wrongPassword();
  return { otherSessionsEnded: ended };
}
