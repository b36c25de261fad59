// A rated game's replay header: each player's rating before the game and what the game changed ("Aiko 1500 (+12)").
import type { ReplayPlayer, ReplayRating } from "~/server/api/views/replay";
import { RatingChangeText } from "../../_components/game/rating-changes";

export function ReplayRatings({ players, ratings }: { players: readonly ReplayPlayer[]; ratings: readonly ReplayRating[] }) {
  return (
    <p className="text-sm text-ink-soft" data-testid="replay-ratings">
      Ratings before the game:{" "}
      {ratings.map((r, i) => (
        <span key={r.seat} className="whitespace-nowrap" data-testid="replay-rating">
          {i > 0 ? " · " : null}
          {players.find((p) => p.seat === r.seat)?.displayName ?? `Seat ${r.seat + 1}`} <span className="font-semibold tabular-nums text-ink">{r.before}</span>{" "}
          <RatingChangeText change={r.change} />
        </span>
      ))}
    </p>
  );
}
