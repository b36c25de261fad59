// The after-move bookkeeping's rating step (games/after-move.ts): a finished game of people only updates its players'
// Glicko-2 ratings, once (the repository's transaction and unique key make a second run a no-op).
import type { Db } from "../db/client";
import { applyGameRatings } from "../repositories/ratings";
import type { MatchResultRow } from "../repositories/results";
import { isRatedGame, rateGame } from "./rate-game";

export async function rateFinishedGame(
  db: Db,
  game: { id: string; game: string; seq: number; endReason: string | null; finishedAt: Date | null; seats: readonly { seat: number; botLevel: string | null }[] },
  match: readonly MatchResultRow[],
): Promise<boolean> {
  const seats = match.map((m) => ({ userId: m.userId, side: m.side, rank: m.rank, botLevel: game.seats.find((s) => s.seat === m.seat)?.botLevel ?? null }));
  if (!isRatedGame(seats) || !wasPlayed(game)) return false;
  return applyGameRatings(db, game.id, game.game, game.finishedAt ?? new Date(), seats.map((s) => s.userId), (before) => rateGame(seats, before));
}

/**
 * A game that ended before anyone made a move (a resignation before the first move, or a one-round game the deal
 * decided) says nothing about its players' skill: it is not rated, as lichess does not rate a game aborted before
 * both players moved. Its result is still recorded. `seq` counts the stored moves; a resign stores none, except in
 * Judge, whose resign is stored as the due round played by nobody (games/resign.ts): that one is not a move made.
 */
export function wasPlayed(game: { game: string; seq: number; endReason: string | null }): boolean {
  const resignRound = game.game === "judge" && game.endReason === "resign" ? 1 : 0;
  return game.seq - resignRound > 0;
}
