// A game's total in words, by its traits (any game's: lists of games of every kind): apart from names.ts, which the
// entries' own parts import.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { findGameTraits } from "~/app/_games/traits";
import { useNumberText } from "./names";

/**
 * A game's final total as players read it, in the page's language: chips held ("107 chips", not "+107", which beside
 * "Lost" read as a contradiction) or points won ("+15 points"), the unit said so that it does not read as a rating.
 */
export function useTotalText(): (game: string, total: number) => string {
  const t = useTranslations("Common");
  const { num, signed } = useNumberText();
  return useCallback(
    (game, total) => {
      const chips = findGameTraits(game)?.result.totals === "chips";
      const text = chips ? num(total) : signed(total);
      return t("record.total", { count: total, total: text, unit: chips ? "chip" : "point" });
    },
    [t, num, signed],
  );
}
