// The Judge board's words in the page's language: the JudgeBoard catalog, the cards' names and lists of names, handed
// to the pure functions of judge-model that build the banner's and the round log's sentences.
import { useTranslations } from "next-intl";
import { toCardId, useCardWords } from "~/app/_components/cards";
import type { Translator } from "~/app/_lib/translator";
import { useNameList } from "~/app/play/words";

export interface JudgeWords {
  t: Translator;
  /** A card's name from its code ("Maple Deer"). */
  card: (code: string) => string;
  /** Names as a list in the page's language ("you and Botan"). */
  list: (names: readonly string[]) => string;
}

export function useJudgeWords(): JudgeWords {
  const t = useTranslations("JudgeBoard") as unknown as Translator;
  const words = useCardWords();
  const list = useNameList();
  return { t, card: (code: string) => words.title(toCardId(code)), list };
}
