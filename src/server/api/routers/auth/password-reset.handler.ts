import { DomainError } from "../../../errors";
import { linkSecret, mailIsOn } from "../../../mail/config";
import {
  checkResetLink,
  requestPasswordReset,
  resetPassword,
  RESET_REQUESTED,
  type ResetAnswer,
} from "../../../mail/password-reset";
import { enforceRateLimit, passwordResetLimit } from "../../../security/rate-limit";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { RequestPasswordResetInput, ResetLinkInput, ResetPasswordInput } from "./password-reset.schema";

/** Sends a reset link if an account uses the address; the answer is the same either way. */
export async function requestPasswordResetHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, RequestPasswordResetInput>): Promise<{ message: string }> {
  if (!mailIsOn()) throw new DomainError("PRECONDITION_FAILED", "noEmail");
  await enforceRateLimit(ctx.db, passwordResetLimit(), ctx.clientAddress);
  await requestPasswordReset(ctx.db, input.email, new Date());
  return { message: RESET_REQUESTED };
}

/** Whether a reset link still works: the page shows the form, or why not. */
export async function checkResetLinkHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, ResetLinkInput>): Promise<ResetAnswer> {
  const { ok, answer, message, email } = await checkResetLink(ctx.db, linkSecret(), input, new Date());
  return email === undefined ? { ok, answer, message } : { ok, answer, message, email };
}

/** Sets the new password from a reset link; a link that no longer works is refused and changes nothing. */
export async function resetPasswordHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, ResetPasswordInput>): Promise<{ message: string }> {
  const answer = await resetPassword(ctx.db, linkSecret(), input, new Date());
  if (!answer.ok)
    throw new DomainError("BAD_REQUEST", answer.answer === "expired" ? "resetLinkExpired" : "resetLinkBad");
  return { message: answer.message };
}
