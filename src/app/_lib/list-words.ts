// Lists the table page does not need, kept out of play/words.ts (which it loads) so its script does not grow: a list
// of linked names in parts, and items run on with the language's comma.
import { useLocale } from "next-intl";
import { useMemo } from "react";
import { commaIn, listFormat } from "~/lib/list-format";

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
  const comma = commaIn(locale);
  return (items) => items.join(comma);
}
