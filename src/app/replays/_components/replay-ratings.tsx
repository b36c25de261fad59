// A rated game's replay header: each player's rating before the game and what the game changed ("Aiko 1,500 (+12)").
import { useTranslations } from "next-intl";
import type { ReplayPlayer, ReplayRating } from "~/server/views/replay";
import { seatName } from "../../_components/game/names";
import { useUnnamed } from "../../_components/game/use-unnamed";
import { RatingChangeText } from "../../_components/game/rating-changes";
import { useRatingText } from "../../_components/player/rating-text";

export function ReplayRatings({
  players,
  ratings,
}: {
  players: readonly ReplayPlayer[];
  ratings: readonly ReplayRating[];
}) {
  const t = useTranslations("Replay");
  const common = useTranslations("Common");
  const unnamed = useUnnamed();
  const ratingText = useRatingText();
  return (
    <p className="text-sm text-ink-soft" data-testid="replay-ratings">
      {t.rich("ratingsBefore", {
        ratings: () =>
          ratings.map((r, i) => (
            // The separator stays outside the entry so a phone breaks the line between players; a rating and its
            // change stay together (a 390 px screen scrolled sideways by the last one's "(−162)").
            <span key={r.seat}>
              {i > 0 ? common("separator") : null}
              <span data-testid="replay-rating">
                {seatName(players, r.seat, unnamed)}{" "}
                <span className="whitespace-nowrap">
                  <span className="font-semibold tabular-nums text-ink">
                    {ratingText({ rating: r.before, provisional: false })}
                  </span>
                  <RatingChangeText change={r.change} />
                </span>
              </span>
            </span>
          )),
      })}
    </p>
  );
}
