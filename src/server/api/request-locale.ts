// The language a tRPC request is answered in, as the pages choose theirs (src/i18n/request.ts): the caller's profile,
// else the `locale` cookie, else Accept-Language, else English. Read only when an answer has words to translate.
import { resolveLocale } from "~/i18n/resolve-locale";
import { findUserLocale } from "../repositories/users";
import type { RequestContext } from "./context";

const pseudoAllowed = process.env.NODE_ENV !== "production";

export async function requestLocale(ctx: RequestContext): Promise<string> {
  let profile: string | null = null;
  try {
    const session = await ctx.loadSession();
    if (session) profile = await findUserLocale(ctx.db, session.user.id);
  } catch {
    // The session or profile cannot be read (the very failure being reported, perhaps): the request's own hints decide.
  }
  return resolveLocale({
    profile,
    cookie: ctx.localeSources?.cookie,
    acceptLanguage: ctx.localeSources?.acceptLanguage ?? null,
    pseudo: pseudoAllowed,
  });
}
