// A table's changed house rule in the page's language, from the Options catalog and what the server says of it (the
// enum value's key): lists say it without the games' option specs (option-words.ts), which stay with the form.
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { RuleChangeWords } from "~/server/views/table";
import type { OptionsTranslator } from "./option-words";

/** A changed rule's name and value in `t`'s language; the engine's English where the catalog has no words yet. */
export function ruleChangeWith(
  t: OptionsTranslator,
): (game: string, change: RuleChangeWords) => { rule: string; value: string } {
  const word = (key: string, english: string) => (t.has(key) ? t(key) : english);
  return (game, { name, label, value, key }) => ({
    rule: word(`${game}.${name}.label`, label),
    value:
      key !== null
        ? word(`${game}.${name}.values.${key}`, value)
        : value === "yes" || value === "no"
          ? t(`boolean.${value}`)
          : value,
  });
}

export function useRuleChangeWords(): (game: string, change: RuleChangeWords) => { rule: string; value: string } {
  const t = useTranslations("Options") as unknown as OptionsTranslator;
  return useMemo(() => ruleChangeWith(t), [t]);
}
