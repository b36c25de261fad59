// Which finished games are rated and what each one does to its players' ratings (pure; the repository applies it).
// Every player on another side is an opponent, scored from the match ranks (lower rank wins, equal ranks draw);
// team mates are not opponents. The whole game is one Glicko-2 rating period, rated on the ratings before it.
import { glicko2Update, inflateDeviation, type Glicko2Rating } from "./glicko2";

export interface RatedSeat {
  userId: string;
  side: number;
  /** MatchResult.rank: 1 = best; forfeited sides rank last. */
  rank: number;
}

/** Rated: people only (any bot seat makes it a practice game), at least two sides. */
export function isRatedGame(seats: readonly { botLevel: string | null; side: number }[]): boolean {
  return seats.length >= 2 && seats.every((s) => s.botLevel === null) && new Set(seats.map((s) => s.side)).size >= 2;
}

/** Above this deviation a rating is provisional: shown "1500?" and left off the leaderboard (as lichess does). */
export const PROVISIONAL_DEVIATION = 110;

export const isProvisional = (deviation: number) => deviation > PROVISIONAL_DEVIATION;

/**
 * How long an idle rating period lasts: 8 hours, so that with the usual volatility (0.06) a year away (about 1,100
 * periods) brings an established deviation (60) back to about 350, and four idle weeks make a rating of RD 60
 * provisional again. Lichess's idea (its deviation grows with the days since the last game); its pace is ours.
 */
export const IDLE_PERIOD_MS = 8 * 60 * 60 * 1000;

/** The deviation now: the stored one widened by the idle periods since the player's last rated game in that game. */
export function currentDeviation(r: { deviation: number; volatility: number; ratedAt: Date }, now: Date): number {
  return inflateDeviation(r, (now.getTime() - r.ratedAt.getTime()) / IDLE_PERIOD_MS);
}

/** A rating as the pages show it: rounded, and whether it is still provisional. */
export const shownRating = (r: { rating: number; deviation: number }) => ({
  rating: Math.round(r.rating),
  provisional: isProvisional(r.deviation),
});

/** A rating change as shown: the rounded ratings' difference, so "1512 (+12)" adds up; null for an unrated game. */
export const ratingDelta = (c: { before: number; after: number } | undefined): number | null =>
  c ? Math.round(c.after) - Math.round(c.before) : null;

/** Each player's rating after the game, from everyone's rating before it. */
export function rateGame(
  seats: readonly RatedSeat[],
  before: ReadonlyMap<string, Glicko2Rating>,
): Map<string, Glicko2Rating> {
  const after = new Map<string, Glicko2Rating>();
  for (const me of seats) {
    const mine = before.get(me.userId);
    if (!mine) throw new Error(`no rating for ${me.userId}`);
    const results = seats
      .filter((o) => o.side !== me.side)
      .map((o) => ({ opponent: before.get(o.userId)!, score: me.rank < o.rank ? 1 : me.rank === o.rank ? 0.5 : 0 }));
    after.set(me.userId, glicko2Update(mine, results));
  }
  return after;
}
