// The move log of a table: the moves a seat has not seen made since its previous turn, as a player at a real table
// watches them happen. The server keeps the last moves of a game and cuts the log for each viewer; the board
// harness does the same with a local game.

import type { Phrase } from "~/engine/core/phrase";

/** A move as every seat may read it: describeMove tells only what the table saw happen. */
export interface LoggedMove {
  seq: number;
  seat: number;
  text: string;
  /** The words as data for the reader's catalogs, where the game gives them. */
  phrase?: Phrase;
  byStandIn: boolean;
}

/** How many moves a game keeps at hand for the log: more than a whole turn around the largest table. */
export const RECENT_MOVES = 40;

/** `moves` appended to `recent`, the oldest dropped past RECENT_MOVES. */
export function withRecent(recent: readonly LoggedMove[], moves: readonly LoggedMove[]): LoggedMove[] {
  return [...recent, ...moves].slice(-RECENT_MOVES);
}

/**
 * The moves made since `seat`'s previous turn, oldest first: what the seat missed. While the seat is to act its own
 * moves of this turn are left out (at the draw step a phone's one line showed the player's own play, not the others'
 * moves). A spectator (null) follows the first seat to act, that seat's moves of this turn included (the spectator
 * did not make them); with nobody to follow, the log is empty.
 */
export function movesSinceTurn(
  recent: readonly LoggedMove[],
  seat: number | null,
  toAct: readonly number[],
): LoggedMove[] {
  const follow = seat ?? toAct[0] ?? null;
  if (follow === null) return [];
  let end = recent.length;
  if (toAct.includes(follow)) while (end > 0 && recent[end - 1]!.seat === follow) end--;
  let start = end;
  while (start > 0 && recent[start - 1]!.seat !== follow) start--;
  return recent.slice(start, seat === null ? recent.length : end);
}
