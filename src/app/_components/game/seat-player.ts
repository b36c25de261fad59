// What a seat's badge (SeatBadge) shows of the player in that seat, for the boards that list the other seats.
import type { BoardPlayer } from "./types";

/** The SeatBadge props taken from the seat's player; a seat without a player in the view shows none of them. */
export function seatBadgePlayer(p: BoardPlayer | undefined) {
  return {
    standIn: Boolean(p?.standIn),
    forfeited: Boolean(p?.forfeited),
    resigned: Boolean(p?.resigned),
    // A bot moves at once: its time bank means nothing to the players.
    bankSeconds: p?.bot ? null : (p?.bankSeconds ?? null),
    bot: p?.bot ?? null,
    userId: p?.userId ?? null,
  };
}
