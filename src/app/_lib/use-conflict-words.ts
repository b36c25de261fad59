// A setup the engine refuses (rules that refuse each other, a value, players, teams) in the page's language: the page's translators for the words of
// src/lib/house-rules/conflict-words.ts, which the server uses with its own catalogs.
import { useLocale, useTranslations } from "next-intl";
import type { Phrase } from "~/engine/core/phrase";
import { conflictWords } from "~/lib/house-rules/conflict-words";
import { listFormat } from "~/lib/list-format";

export function useConflictWords(game: string): (phrase: Phrase) => string {
  const t = useTranslations("RuleConflicts");
  const tOptions = useTranslations("Options");
  const tCards = useTranslations("Cards");
  const tGames = useTranslations("Games");
  const locale = useLocale();
  return (phrase) =>
    conflictWords(game, phrase, {
      option: (key) => (tOptions.has(key) ? tOptions(key) : null),
      card: (code) => tCards(code),
      list: (names, type) => listFormat(locale, type).format(names),
      game: (id) => (tGames.has(`${id}.name`) ? tGames(`${id}.name`) : id),
      conflict: (key, values) => (t.has(key) ? t(key, values) : null),
    });
}
