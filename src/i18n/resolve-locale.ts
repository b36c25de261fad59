// Which language a request is answered in: the player's profile, else this browser's cookie, else what the browser
// asks for (Accept-Language), else English. Pure, so the order is tested without a request.
import { DEFAULT_LOCALE, PSEUDO_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from "~/lib/locales";

export interface LocaleSources {
  profile: string | null;
  cookie: string | undefined;
  acceptLanguage: string | null;
  /** Whether the pseudo-locale may be chosen (development only). */
  pseudo: boolean;
}

export function resolveLocale({
  profile,
  cookie,
  acceptLanguage,
  pseudo,
}: LocaleSources): Locale | typeof PSEUDO_LOCALE {
  if (pseudo && cookie === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  if (isLocale(profile)) return profile;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
