import { changePassword } from "../../../accounts/change-password";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { ChangePasswordInput } from "./change-password.schema";

/** Changes the caller's password after checking the current one; the caller's other sessions are signed out. */
export async function changePasswordHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, ChangePasswordInput>): Promise<{ otherSessionsEnded: number }> {
  return changePassword(ctx.db, {
    userId: ctx.session.user.id,
    sessionToken: ctx.sessionToken,
    clientAddress: ctx.clientAddress,
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
}
