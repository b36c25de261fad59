// The after-move bookkeeping's rating step (games/after-move.ts): a finished game of people only updates its players'
// Glicko-2 ratings, once (the repository's transaction and unique key make a second run a no-op), and only when it was
// really played (wasPlayed).
import { isRealTimeGame } from "~/engine/registry";
import type { Db } from "../db/client";
import { applyGameRatings, seatPlayOfGame, type SeatPlay } from "../repositories/ratings";
import type { MatchResultRow } from "../repositories/results";
import { isRatedGame, rateGame } from "./rate-game";

export async function rateFinishedGame(
  db: Db,
  game: {
    id: string;
    game: string;
    seq: number;
    endReason: string | null;
    finishedAt: Date | null;
    seats: readonly { seat: number; botLevel: string | null }[];
  },
  match: readonly MatchResultRow[],
): Promise<boolean> {
  const seats = match.map((m) => ({
    userId: m.userId,
    side: m.side,
    rank: m.rank,
    botLevel: game.seats.find((s) => s.seat === m.seat)?.botLevel ?? null,
  }));
  if (!isRatedGame(seats) || !wasPlayed({ ...game, seats: await seatPlayOfGame(db, game.id) })) return false;
  return applyGameRatings(
    db,
    game.id,
    game.game,
    game.finishedAt ?? new Date(),
    seats.map((s) => s.userId),
    (before) => rateGame(seats, before),
  );
}

/**
 * Whether a finished game was really played, so that it is rated (lichess aborts, unrated, a game a player left
 * before their first move). Not played, though its result is still recorded:
 *  - a game that ended before anyone made a move, unless a player resigned it (below): a one-round game the deal
 *    decided. `seq` counts the stored moves; a resign stores none, except in Judge, whose resign is stored as the due
 *    round played by nobody (games/resign.ts): that one is not a move made;
 *  - a game in which a seat never made a move of its own: every move of that seat was the timeout stand-in's
 *    (Move.byStandIn), or the seat was forfeited for time before its first move. A seat that simply had no turn yet
 *    does not count, and a player who moved even once is rated as ever.
 * A resignation in a game of hands is rated even before the resigner's first move: they have seen their hand, and a
 * bad deal dropped unrated would be deal-fishing. Judge deals nothing hidden before its reveal, so there a seat that
 * resigned or was forfeited without ever acting (its own moves are its actions in the live rounds, seatPlayOfGame)
 * leaves the match unrated; one who never acted because the opponent always closed the round first was there, like a
 * seat with no turn yet, and the match is rated.
 */
export function wasPlayed(game: {
  game: string;
  seq: number;
  endReason: string | null;
  seats: readonly SeatPlay[];
}): boolean {
  const realTime = isRealTimeGame(game.game);
  const resignRound = realTime && game.endReason === "resign" ? 1 : 0;
  const decidedOnTheHand = (s: SeatPlay) => !realTime && s.resigned;
  if (game.seq - resignRound <= 0 && !game.seats.some(decidedOnTheHand)) return false;
  return !game.seats.some((s) => s.ownMoves === 0 && !decidedOnTheHand(s) && (s.standInMoves > 0 || s.forfeited));
}
