"use client";
// The final dialogs' ratings: what a rated game did to each player's rating ("Your rating: 1512 (+12)", then the
// others). The table page provides them (table.get, and table.onChange sends the table again once the after-move
// bookkeeping has rated the game, just after the final move), boards do not know tables: MatchSummary shows them
// at a game's end when a page provides some. Nothing for an unrated game.
import { createContext, useContext } from "react";
import type { TableRatingChange } from "~/server/api/views/table";
import { ratingChangeClass, ratingChangeLabel, ratingChangeText } from "../player/rating-text";

export const GameRatingChanges = createContext<readonly TableRatingChange[] | null>(null);

/** "(+12)" in green, "(−8)" in red, read as "rating up 12". */
export function RatingChangeText({ change }: { change: number }) {
  return (
    <span className={`font-semibold tabular-nums ${ratingChangeClass(change)}`} aria-label={`(${ratingChangeLabel(change)})`}>
      ({ratingChangeText(change)})
    </span>
  );
}

export function RatingChanges() {
  const changes = useContext(GameRatingChanges);
  if (!changes || changes.length === 0) return null;
  const mine = changes.find((c) => c.you);
  const others = changes.filter((c) => !c.you);
  return (
    <section aria-label="Ratings" className="rounded-xl border border-paper-edge bg-white/70 px-3 py-2" data-testid="rating-changes">
      <ul className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
        {mine ? (
          <li className="text-lg" data-testid="my-rating-change">
            Your rating: <span className="font-bold tabular-nums">{mine.rating}</span> <RatingChangeText change={mine.change} />
          </li>
        ) : null}
        {others.map((c) => (
          <li key={c.userId} className="text-ink-soft">
            {c.displayName}: <span className="font-semibold tabular-nums text-ink">{c.rating}</span> <RatingChangeText change={c.change} />
          </li>
        ))}
      </ul>
    </section>
  );
}
