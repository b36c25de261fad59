import { isLocale, type Locale } from "~/lib/locales";
import { findUserLocale, updateUserLocale } from "../../../repositories/users";
import type { HandlerArgs, SignedInContext, TRPCContext } from "../../context";
import type { SetLocaleInput } from "./locale.schema";

/** The language the caller chose in their profile; null for a visitor or a player who chose none. */
export async function localeHandler({ ctx }: { ctx: TRPCContext }): Promise<Locale | null> {
  if (!ctx.session) return null;
  const locale = await findUserLocale(ctx.db, ctx.session.user.id);
  return isLocale(locale) ? locale : null;
}

export async function setLocaleHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, SetLocaleInput>): Promise<{ locale: Locale | null }> {
  await updateUserLocale(ctx.db, ctx.session.user.id, input.locale);
  return { locale: input.locale };
}
