// The site's languages: English is the source of every message; the others are complete translations of it. Shared
// by the server (the profile's setting, the procedure's input) and the pages (the switcher, the request's language).

export const LOCALES = ["en", "ja", "ko", "fr", "es", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Accented, 30% longer English: shows in development which words are not in a catalog yet, and what overflows. */
export const PSEUDO_LOCALE = "en-XA";
export const PSEUDO_LOCALE_NAME = "[Ƥšéûðö]";

/** The cookie that remembers the language of a visitor (and of a player on this browser). */
export const LOCALE_COOKIE = "locale";

/** Each language's name in itself, as the switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  ja: "日本語",
  ko: "한국어",
  fr: "Français",
  es: "Español",
  de: "Deutsch",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the site's languages an Accept-Language header asks for, by quality then order ("ja-JP" asks for
 * "ja"); null when it asks for none of them.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const asked = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), order };
    })
    .filter((a) => a.q > 0 && !Number.isNaN(a.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return asked.map((a) => a.language).find(isLocale) ?? null;
}
