import { changeEmail } from "../../../accounts/change-email";
import { mailIsOn } from "../../../mail/config";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { ChangeEmailInput } from "./change-email.schema";

/**
 * Moves the caller's account to another address after checking their password. `confirmationSent`: the new address
 * was sent a link to confirm it; `oldAddressTold`: the old, confirmed address was told of the change (each only when
 * the site sends email).
 */
export async function changeEmailHandler({ ctx, input }: HandlerArgs<SignedInContext, ChangeEmailInput>): Promise<{
  email: string;
  confirmationSent: boolean;
  oldAddressTold: boolean;
}> {
  const { email, changed, oldAddressTold } = await changeEmail(ctx.db, {
    userId: ctx.session.user.id,
    clientAddress: ctx.clientAddress,
    currentPassword: input.currentPassword,
    email: input.email,
  });
  const sent = mailIsOn();
  return { email, confirmationSent: changed && sent, oldAddressTold: oldAddressTold && sent };
}
