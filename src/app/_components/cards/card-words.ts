// A card's words in the page's language, from the catalogs: its name (Cards), its kind, the game's notes and its
// value (CardWords). Server and client components alike read them through next-intl.
import { useTranslations } from "next-intl";
import { CARD_CODES, type CardId } from "~/engine/core/cards";
import type { CardWords } from "./labels";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The words from the translators of the Cards and CardWords namespaces. */
export function cardWordsFrom(tCards: Translate, t: Translate): CardWords {
  return {
    title: (id: CardId) => tCards(CARD_CODES[id]!),
    kind: (kind) => t(`kind.${kind}`),
    note: (note) => t(`note.${note}`),
    valueWord: (v) => t(`valueWord.${v.kind}`, { count: v.count }),
    separator: t("separator"),
  };
}

export function useCardWords(): CardWords {
  return cardWordsFrom(useTranslations("Cards"), useTranslations("CardWords"));
}
