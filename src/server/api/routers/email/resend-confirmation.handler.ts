import { queueAddressConfirmation } from "../../../mail/confirmation";
import { findMailRecipient } from "../../../repositories/mail";
import type { SignedInContext } from "../../context";

/** Sends the confirmation email again (at most one a minute: the job's key is the minute). */
export async function resendConfirmationHandler({ ctx }: { ctx: SignedInContext }): Promise<{ queued: boolean }> {
  const user = await findMailRecipient(ctx.db, ctx.session.user.id);
  if (!user || user.emailVerified) return { queued: false };
  await queueAddressConfirmation(ctx.db, user.id, Math.floor(Date.now() / 60_000));
  return { queued: true };
}
