import type { Session } from "../../../auth/session";
import { queueAddressConfirmation } from "../../../mail/confirmation";
import { mailIsOn } from "../../../mail/config";
import type { PreferencesInput } from "../../../mail/preferences";
import { preferencesOf, setPreferences } from "../../../mail/player-preferences";
import { findMailRecipient } from "../../../repositories/mail";
import { DomainError } from "../../../errors";
import type { MailPreferencesView } from "../../../views/mail";
import type { TRPCContext } from "../../context";

type Ctx = TRPCContext & { session: Session };

async function view(ctx: Ctx, prefs: Awaited<ReturnType<typeof preferencesOf>>): Promise<MailPreferencesView> {
  const user = await findMailRecipient(ctx.db, ctx.session.user.id);
  if (!user) throw new DomainError("NOT_FOUND", "There is no such account.");
  return { ...prefs, email: user.email, confirmed: user.emailVerified !== null, mailOn: mailIsOn() };
}

/** The caller's notification preferences. */
export async function preferencesHandler({ ctx }: { ctx: Ctx }): Promise<MailPreferencesView> {
  return view(ctx, await preferencesOf(ctx.db, ctx.session.user.id));
}

/** Saves the caller's notification preferences. */
export async function setPreferencesHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PreferencesInput;
}): Promise<MailPreferencesView> {
  return view(ctx, await setPreferences(ctx.db, ctx.session.user.id, input, new Date()));
}

/** Sends the confirmation email again (at most one a minute: the job's key is the minute). */
export async function resendConfirmationHandler({ ctx }: { ctx: Ctx }): Promise<{ queued: boolean }> {
  const user = await findMailRecipient(ctx.db, ctx.session.user.id);
  if (!user || user.emailVerified) return { queued: false };
  await queueAddressConfirmation(ctx.db, user.id, Math.floor(Date.now() / 60_000));
  return { queued: true };
}
