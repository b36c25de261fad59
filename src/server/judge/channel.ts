// The bus channel of a live Judge match. Like every realtime event it carries pointers, never game content: a
// subscriber that hears one loads the match and builds the view its own receiver may see.
import type { BusPayload } from "../realtime/bus";

export const judgeChannel = (gameId: string) => `judge:${gameId}`;

/**
 * - countdown: countdown `c` was scheduled (its round and reveal time are in the match row);
 * - void: the round scheduled was called off (a player left, or a new owner replays it);
 * - acted: a seat's action was stored for countdown `c`;
 * - presence: a seat arrived on or left the match page;
 * - resolved: countdown `c`'s round was stored as a move (the game channel says the new seq too).
 */
export type JudgeEvent =
  | { k: "countdown"; c: number }
  | { k: "void"; c: number }
  | { k: "acted"; c: number; seat: number }
  | { k: "presence"; seat: number }
  | { k: "resolved"; c: number };

export function judgeEventPayload(e: JudgeEvent): BusPayload {
  return { ...e };
}
