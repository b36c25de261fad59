// Scores as the tournament page writes them, in the page's language: a half point is "0.5" in English, "0,5" in
// German, French and Spanish.
import { useLocale } from "next-intl";
import { useMemo } from "react";
import { runOnIn } from "~/app/_lib/list-words";

/** A score with a real minus sign ("−110") and the decimal sign of `locale`. */
export const num = (x: number, locale = "en") =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(x).replace(/^-/, "\u2212");

/** Scores side by side: "20–70", spaced when one is negative ("200 – −110", not "200–-110"). */
export const scoreLine = (xs: readonly number[], locale = "en") =>
  xs.map((x) => num(x, locale)).join(xs.some((x) => x < 0) ? " \u2013 " : "\u2013");

/**
 * Scores in a list, with the language's comma ("20–70, 0.5–1", "20–70、0.5–1"); "; " where the decimal sign is a comma
 * ("0,5–1; 2–0", not "0,5–1, 2–0", read as three numbers).
 */
export const scoreList = (items: readonly string[], locale = "en") => {
  const decimal = new Intl.NumberFormat(locale).formatToParts(0.5).find((p) => p.type === "decimal")?.value;
  return decimal === "," ? items.join("; ") : runOnIn(locale)(items);
};

/** num, scoreLine and scoreList in the page's language. */
export function useScoreText(): {
  num: (x: number) => string;
  scoreLine: (xs: readonly number[]) => string;
  scoreList: (items: readonly string[]) => string;
} {
  const locale = useLocale();
  return useMemo(
    () => ({
      num: (x) => num(x, locale),
      scoreLine: (xs) => scoreLine(xs, locale),
      scoreList: (items) => scoreList(items, locale),
    }),
    [locale],
  );
}
