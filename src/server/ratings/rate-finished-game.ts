// The after-move bookkeeping's rating step (games/after-move.ts): a finished game of people only updates its players'
// Glicko-2 ratings, once (the repository's transaction and unique key make a second run a no-op).
import type { Db } from "../db/client";
import { applyGameRatings } from "../repositories/ratings";
import type { MatchResultRow } from "../repositories/results";
import { isRatedGame, rateGame } from "./rate-game";

export async function rateFinishedGame(
  db: Db,
  game: { id: string; game: string; finishedAt: Date | null; seats: readonly { seat: number; botLevel: string | null }[] },
  match: readonly MatchResultRow[],
): Promise<boolean> {
  const seats = match.map((m) => ({ userId: m.userId, side: m.side, rank: m.rank, botLevel: game.seats.find((s) => s.seat === m.seat)?.botLevel ?? null }));
  if (!isRatedGame(seats)) return false;
  return applyGameRatings(db, game.id, game.game, game.finishedAt ?? new Date(), seats.map((s) => s.userId), (before) => rateGame(seats, before));
}
