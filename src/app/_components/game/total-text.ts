// A game's total in words, by its traits (any game's: lists of games of every kind): apart from names.ts, which the
// entries' own parts import.
import { useFormatter, useTranslations } from "next-intl";
import { findGameTraits } from "~/app/_games/traits";
import { signed } from "./names";

/**
 * A game's final total as players read it, in the page's language: chips held ("107 chips", "1.107 Chips"; not
 * "+107") or points won ("+15", "+1.500").
 */
export function useTotalText(): (game: string, total: number) => string {
  const t = useTranslations("Common");
  const format = useFormatter();
  return (game, total) =>
    findGameTraits(game)?.result.totals === "chips"
      ? t("chips", { count: total })
      : signed(total, (n) => format.number(n));
}
