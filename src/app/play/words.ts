// Words of the play and table pages that several components share: a game's name in the page's language and a list
// of names ("Aki, Emi and Ken"). A length of time and a table's clock are time-words.ts's (a game's board needs none).
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";

/** A game's name from the catalogs; a game the catalogs do not name yet keeps the server's English title. */
export function useGameTitle(): (game: string, fallback: string) => string {
  const t = useTranslations("Games");
  return useCallback((game, fallback) => (t.has(`${game}.name`) ? t(`${game}.name`) : fallback), [t]);
}

// English lists without the serial comma, as the site writes them.
const listFormat = (locale: string) => new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "conjunction" });

/** Names as a list in `locale` ("Aki, Emi and Ken", "Aki、Emi、Ken"), for code that has no hooks (metadata). */
export function nameListIn(locale: string): (names: readonly string[]) => string {
  const format = listFormat(locale);
  return (names) => format.format(names);
}

/** A list's parts in the page's language, for names that are links: each name an "element", the words between "literal". */
export function useNameListParts(): (names: readonly string[]) => { type: "element" | "literal"; value: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const format = listFormat(locale);
    return (names) => format.formatToParts(names);
  }, [locale]);
}

/**
 * Items one after another with `locale`'s comma and no "and" ("20–70, 30–40", "20–70、30–40"): the separator its lists
 * put between all but the last two.
 */
export function runOnIn(locale: string): (items: readonly string[]) => string {
  const parts = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(["a", "b", "c"]);
  const comma = parts.find((p) => p.type === "literal")?.value ?? ", ";
  return (items) => items.join(comma);
}

/** Names as a list in the page's language ("Aki, Emi and Ken", "Aki、Emi、Ken"). */
export function useNameList(): (names: readonly string[]) => string {
  const locale = useLocale();
  return useMemo(() => nameListIn(locale), [locale]);
}
