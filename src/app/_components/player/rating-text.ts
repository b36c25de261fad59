// Ratings as players read them (lichess's way): "1,512?" while provisional, changes as "+12" / "−8".
import { useTranslations } from "next-intl";

/** A rating grouped as the page's language groups numbers ("1,512", "1.512"), with "?" while provisional. */
export function useRatingText(): (r: { rating: number; provisional: boolean }) => string {
  const t = useTranslations("Common");
  return (r) => t("rating", { rating: r.rating, provisional: String(r.provisional) });
}

/** A rating change, with a true minus sign; "±0" for none. */
export const ratingChangeText = (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${-change}` : "±0");

/** Words for a screen reader: "rating up 12", "rating down 8", "rating unchanged". */
export const ratingChangeLabel = (change: number) =>
  change > 0 ? `rating up ${change}` : change < 0 ? `rating down ${-change}` : "rating unchanged";

/** Which way a rating moved, for the catalogs' "rating up 12" ("Common.ratingChange"). */
export const ratingDirection = (change: number) => (change > 0 ? "up" : change < 0 ? "down" : "same");

export const ratingChangeClass = (change: number) =>
  change > 0 ? "text-matsu" : change < 0 ? "text-beni" : "text-ink-faint";
