// A signed-in player moves their account to another address: the current password is asked again
// (current-password.ts), an address another account has is refused by the unique key, and the new address is
// unconfirmed until its link is followed, as at sign-up (it gets nothing else meanwhile; the old address's links,
// signed over the old address, stop working).
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { queueAddressConfirmation } from "../mail/confirmation";
import { updateEmail } from "../repositories/users";
import { checkCurrentPassword } from "./current-password";

export interface EmailChange {
  userId: string;
  clientAddress: string;
  currentPassword: string;
  email: string;
}

/** Sets the new address; `changed` is false when it is already the account's. Anything refused changes nothing. */
export async function changeEmail(
  db: Db,
  change: EmailChange,
  now: Date = new Date(),
): Promise<{ email: string; changed: boolean }> {
  const user = await checkCurrentPassword(
    db,
    { userId: change.userId, password: change.currentPassword, clientAddress: change.clientAddress },
    now,
  );
  if (user.email === change.email) return { email: user.email, changed: false };
  const updated = await updateEmail(db, user.id, change.email);
  if (!updated.ok) throw new DomainError("CONFLICT", "emailInUse", { field: "email" });
  await queueAddressConfirmation(db, user.id, now.getTime());
  return { email: updated.user.email, changed: true };
}
