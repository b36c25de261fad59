// A signed-in player changes their password: the current one is asked again (current-password.ts), and a change
// signs out every other device of the account while this one stays signed in.
import { hashPassword } from "../auth/password";
import type { Db } from "../db/client";
import { replacePasswordHashKeepingSession } from "../repositories/users";
import { checkCurrentPassword, wrongPasswordError } from "./current-password";

export interface PasswordChange {
  userId: string;
  /** The session that asks, which stays signed in; the account's other sessions end. */
  sessionToken: string | undefined;
  clientAddress: string;
  currentPassword: string;
  newPassword: string;
}

/** Sets the new password; returns how many other sessions were signed out. Anything refused changes nothing. */
export async function changePassword(
  db: Db,
  change: PasswordChange,
  now: Date = new Date(),
): Promise<{ otherSessionsEnded: number }> {
  const user = await checkCurrentPassword(
    db,
    { userId: change.userId, password: change.currentPassword, clientAddress: change.clientAddress },
    now,
  );
  const ended = await replacePasswordHashKeepingSession(
    db,
    user.id,
    user.passwordHash,
    await hashPassword(change.newPassword),
    change.sessionToken,
  );
  // Another change came first: the password just checked is no longer the account's.
  if (ended === null) throw wrongPasswordError();
  return { otherSessionsEnded: ended };
}
