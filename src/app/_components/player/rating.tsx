// A rating as players read it: "1,512", and while provisional a "?" that says what it means, to a pointer (its title)
// and to a screen reader (words only it reads), in the page's language.
import { useTranslations } from "next-intl";
import { useRatingText } from "./rating-text";

export function Rating({ rating, provisional }: { rating: number; provisional: boolean }) {
  const t = useTranslations("Common");
  const ratingText = useRatingText();
  const explained = t("provisionalRating");
  return (
    <>
      {ratingText({ rating, provisional: false })}
      {provisional ? (
        <abbr title={explained} className="cursor-help no-underline" data-testid="provisional-mark">
          <span aria-hidden="true">?</span>
          <span className="sr-only">{` ${explained}`}</span>
        </abbr>
      ) : null}
    </>
  );
}
