"use client";
// The final dialogs' ratings: what a rated game did to each player's rating ("Your rating: 1512 (+12)", then the
// others). The table page provides them (table.get, and table.onChange sends the table again once the after-move
// bookkeeping has rated the game, just after the final move), boards do not know tables: MatchSummary shows them
// at a game's end when a page provides some. Until the changes arrive, a game that will be rated says so quietly
// ("Rating…"), where the dialog showed nothing at all; nothing for an unrated game (bots, practice).
import { useTranslations } from "next-intl";
import { useContext } from "react";
import { GameRatingChanges } from "./game-ratings";
import { ratingChangeClass, ratingChangeText, ratingDirection } from "../player/rating-text";

export { GameRatingChanges, gameRatingsOf, type GameRatings } from "./game-ratings";

/** " (+12)" in green, " (−8)" in red ("（+12）" in Japanese, unspaced), read as "rating up 12". */
export function RatingChangeText({ change }: { change: number }) {
  const t = useTranslations("Common");
  const spoken = t("ratingChange", { direction: ratingDirection(change), amount: Math.abs(change) });
  return (
    <span
      className={`font-semibold tabular-nums ${ratingChangeClass(change)}`}
      aria-label={t("ratingChangeAside", { change: spoken }).trim()}
    >
      {t("ratingChangeAside", { change: ratingChangeText(change) })}
    </span>
  );
}

export function RatingChanges() {
  const t = useTranslations("MatchSummary");
  const ratings = useContext(GameRatingChanges);
  if (!ratings?.rated) return null;
  const changes = ratings.changes;
  if (!changes)
    return (
      <p className="text-sm text-ink-faint" role="status" data-testid="rating-pending">
        {t("ratingPending")}
      </p>
    );
  const mine = changes.find((c) => c.you);
  const others = changes.filter((c) => !c.you);
  return (
    <section
      aria-label={t("ratings")}
      className="rounded-xl border border-paper-edge bg-white/70 px-3 py-2"
      data-testid="rating-changes"
    >
      <ul className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
        {mine ? (
          <li className="text-lg" data-testid="my-rating-change">
            {t.rich("yourRating", {
              rating: mine.rating,
              b: (chunks) => <span className="font-bold tabular-nums">{chunks}</span>,
            })}
            <RatingChangeText change={mine.change} />
          </li>
        ) : null}
        {others.map((c) => (
          <li key={c.userId} className="text-ink-soft">
            {t.rich("theirRating", {
              name: c.displayName,
              rating: c.rating,
              b: (chunks) => <span className="font-semibold tabular-nums text-ink">{chunks}</span>,
            })}
            <RatingChangeText change={c.change} />
          </li>
        ))}
      </ul>
    </section>
  );
}
