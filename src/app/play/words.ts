// Words of the play and table pages that several components share: a game's name in the page's language and a list
// of names ("Aki, Emi and Ken"). A length of time and a table's clock are time-words.ts's (a game's board needs none).
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { listFormat } from "~/lib/list-format";

/** A game's name from the catalogs; a game the catalogs do not name yet keeps the server's English title. */
export function useGameTitle(): (game: string, fallback: string) => string {
  const t = useTranslations("Games");
  return useCallback((game, fallback) => (t.has(`${game}.name`) ? t(`${game}.name`) : fallback), [t]);
}

/** Names as a list in `locale` ("Aki, Emi and Ken", "Aki、Emi、Ken"), for code that has no hooks (metadata). */
export function nameListIn(locale: string): (names: readonly string[]) => string {
  const format = listFormat(locale);
  return (names) => format.format(names);
}

/** Names as a list in the page's language ("Aki, Emi and Ken", "Aki、Emi、Ken"). */
export function useNameList(): (names: readonly string[]) => string {
  const locale = useLocale();
  return useMemo(() => nameListIn(locale), [locale]);
}
