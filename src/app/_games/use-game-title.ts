// A game's short name as the reader's language says it ("Mushi", "花合わせ"), for tabs, records and sentences; the
// catalogs name every game the site offers (src/i18n/catalogs.test.ts checks it).
import { useTranslations } from "next-intl";

export function useGameTitle(): (game: string) => string {
  const t = useTranslations("Games");
  return (game) => (t.has(`${game}.shortName`) ? t(`${game}.shortName`) : game);
}
