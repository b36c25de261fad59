// Rules that refuse each other, in the reader's language: the engine gives the conflict as a phrase (a key of the
// AdminPresets catalog's `conflict` and its arguments), and the page names the options, their values and the cards
// from their own catalogs.
import { useLocale, useTranslations } from "next-intl";
import { CARD_CODES } from "~/engine/core/cards";
import type { Phrase } from "~/engine/core/phrase";
import { listFormat } from "~/lib/list-format";

export function useConflictWords(game: string): (phrase: Phrase) => string {
  const t = useTranslations("AdminPresets");
  const tOptions = useTranslations("Options");
  const tCards = useTranslations("Cards");
  const locale = useLocale();
  const word = (key: string, fallback: string) => (tOptions.has(key) ? tOptions(key) : fallback);
  return (phrase) => {
    const args = phrase.args ?? {};
    const values: Record<string, string | number> = { ...args };
    const option = typeof args.option === "string" ? args.option : null;
    if (option) {
      values.option = word(`${game}.${option}.label`, option);
      values.value = word(`${game}.${option}.values.${String(args.value)}`, String(args.value ?? ""));
    }
    if (typeof args.deck === "string") values.deck = word(`${game}.deck.values.${args.deck}`, args.deck);
    const list = listFormat(locale);
    for (const [k, ids] of Object.entries(phrase.cards ?? {}))
      values[k] = list.format(ids.map((id) => tCards(CARD_CODES[id]!)));
    const key = `conflict.${phrase.key}`;
    return t.has(key) ? t(key, values) : phrase.key;
  };
}
