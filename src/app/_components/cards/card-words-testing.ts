// Card words outside React for tests of pure label functions: the catalog of a language through next-intl's
// translator, as a page would read it.
import { createTranslator } from "next-intl";
import { catalogFor } from "~/i18n/catalog";
import type { Locale } from "~/lib/locales";
import { cardWordsFrom } from "./card-words";
import type { CardWords } from "./labels";

export function cardWordsIn(locale: Locale = "en"): CardWords {
  const messages = catalogFor(locale);
  const tCards = createTranslator({ locale, messages, namespace: "Cards" });
  const t = createTranslator({ locale, messages, namespace: "CardWords" });
  return cardWordsFrom(
    (k, v) => tCards(k as never, v as never),
    (k, v) => t(k as never, v as never),
  );
}
