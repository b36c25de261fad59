import { changeEmail } from "../../../accounts/change-email";
import { mailIsOn } from "../../../mail/config";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { ChangeEmailInput } from "./change-email.schema";

/**
 * Moves the caller's account to another address after checking their password. `confirmationSent`: the new address
 * was sent a link to confirm it (only when the site sends email).
 */
export async function changeEmailHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, ChangeEmailInput>): Promise<{ email: string; confirmationSent: boolean }> {
  const { email, changed } = await changeEmail(ctx.db, {
    userId: ctx.session.user.id,
    clientAddress: ctx.clientAddress,
    currentPassword: input.currentPassword,
    email: input.email,
  });
  return { email, confirmationSent: changed && mailIsOn() };
}
