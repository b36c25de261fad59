import { useLocale } from "next-intl";
import { useMemo } from "react";

/**
 * A number's digits in the page's language: "1,500" in English, "1.500" in German, "1 500" in French. Intl's own
 * formatter rather than next-intl's `useFormatter`, which brings its date, list and relative-time formatting along.
 */
export function useDigits(): (n: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (n) => format.format(n);
  }, [locale]);
}
