// A signed-in player moves their account to another address: the current password is asked again
// (current-password.ts), an address another account has is refused by the unique key, and the new address is
// unconfirmed until its link is followed, as at sign-up (it gets nothing else meanwhile; the old address's links,
// signed over the old address, stop working). A confirmed old address is told of the change, with a link that undoes
// it (mail/address-changed.ts, undo-email-change.ts).
// The move and its emails' jobs commit together: no email for a change that did not happen, none lost for one that did.
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { kickJobWorker } from "../jobs/kick";
import { enqueueAddressChanged } from "../mail/address-changed";
import { enqueueAddressConfirmation } from "../mail/confirmation";
import { updateEmail } from "../repositories/users";
import { checkCurrentPassword } from "./current-password";

export interface EmailChange {
  userId: string;
  clientAddress: string;
  currentPassword: string;
  email: string;
}

/**
 * Sets the new address; `changed` is false when it is already the account's, `oldAddressTold` whether the notice to the
 * old address was queued. Anything refused changes nothing.
 */
export async function changeEmail(
  db: Db,
  change: EmailChange,
  now: Date = new Date(),
): Promise<{ email: string; changed: boolean; oldAddressTold: boolean }> {
  const user = await checkCurrentPassword(
    db,
    { userId: change.userId, password: change.currentPassword, clientAddress: change.clientAddress },
    now,
  );
  if (user.email === change.email) return { email: user.email, changed: false, oldAddressTold: false };
  let oldAddressTold = false;
  const updated = await updateEmail(db, user.id, change.email, now, async (tx, { user: moved, before, changedAt }) => {
    await enqueueAddressConfirmation(tx, moved.id, now.getTime(), { email: moved.email, reason: "change" });
    oldAddressTold = before.confirmed;
    if (oldAddressTold)
      await enqueueAddressChanged(tx, { userId: moved.id, oldEmail: before.email, newEmail: moved.email }, changedAt);
  });
  if (!updated.ok) throw new DomainError("CONFLICT", "emailInUse", { field: "email" });
  if (updated.changed) kickJobWorker();
  return { email: updated.user.email, changed: updated.changed, oldAddressTold };
}
