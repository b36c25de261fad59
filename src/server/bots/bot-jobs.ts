// Bots move on the durable job queue, never inside a request: when a position puts a bot's seat to act, the
// commit that made it (a move, or the start) enqueues one job keyed by game and seq, due a moment later (the bot
// "thinks" for a beat, so a person sees the position before the answer). The job finds the game still at that seq and
// moves through the same seq-checked commit as a player's move (bot-move.ts).
import { isRealTimeGame } from "~/engine/registry";
import type { NewJob } from "../repositories/jobs";
import type { SeatRecord } from "../repositories/tables";

export const BOT_MOVE_JOB = "game.bot-move";

export const botMoveJobKey = (gameId: string, seq: number) => `bot:${gameId}:${seq}`;

/** How long a bot waits before it answers: long enough to see the position, short enough to feel at once. */
export const BOT_THINK_MS = 700;

export interface BotMovePayload {
  gameId: string;
  seq: number;
}

/** Whether a seat belongs to a bot account. */
export const isBotSeat = (s: Pick<SeatRecord, "botLevel">) => s.botLevel !== null;

/**
 * The job that moves for the bots among the seats to act (one job per position: it moves one bot, and that move's
 * commit enqueues the next). Bots of a real-time game (Judge) act through the live match instead (src/server/judge).
 */
export function botMoveJobs(
  game: string,
  seats: readonly SeatRecord[],
  toAct: readonly number[],
  gameId: string,
  seq: number,
  now: Date,
): NewJob[] {
  if (isRealTimeGame(game)) return [];
  if (!seats.some((s) => isBotSeat(s) && toAct.includes(s.seat))) return [];
  return [
    {
      kind: BOT_MOVE_JOB,
      payload: { gameId, seq },
      runAt: new Date(now.getTime() + BOT_THINK_MS),
      key: botMoveJobKey(gameId, seq),
    },
  ];
}
