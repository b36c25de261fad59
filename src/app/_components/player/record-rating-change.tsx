// A rated game's rating change in a list of results, labelled so that it does not read as a score beside the total.
import { useTranslations } from "next-intl";
import { ratingChangeClass, ratingChangeText, ratingDirection } from "./rating-text";

/** "rating +12" in green, "rating −8" in red, read as "rating up 12". */
export function RecordRatingChange({ change, testId }: { change: number; testId: string }) {
  const t = useTranslations("Common");
  return (
    <span
      className={`font-semibold tabular-nums ${ratingChangeClass(change)}`}
      aria-label={t("ratingChange", { direction: ratingDirection(change), amount: Math.abs(change) })}
      data-testid={testId}
    >
      {t("record.rating", { change: ratingChangeText(change) })}
    </span>
  );
}
