import { preferencesView, setPreferences } from "../../../mail/player-preferences";
import type { MailPreferencesView } from "../../../views/mail";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { SetPreferencesInput } from "./set-preferences.schema";

/** Saves the caller's notification preferences. */
export async function setPreferencesHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, SetPreferencesInput>): Promise<MailPreferencesView> {
  const userId = ctx.session.user.id;
  return preferencesView(ctx.db, userId, await setPreferences(ctx.db, userId, input, new Date()));
}
