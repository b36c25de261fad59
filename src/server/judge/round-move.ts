// From the actions stored for a picket round to the one engine move that records it, and the inactivity counts.
import {
  falseStartActions,
  type JudgeMove,
  type LiveRoundStatus,
  type SeatActions,
  type TimedAction,
} from "~/engine/judge";
import type { CardId } from "~/engine/core/cards";
import type { JudgeActionRecord } from "../repositories/judge-matches";

/** The stored actions by seat with their effective times (false starts are not timed actions). */
export function seatActionsOf(actions: readonly JudgeActionRecord[]): SeatActions {
  const out: [TimedAction | null, TimedAction | null] = [null, null];
  for (const a of actions)
    if (!a.falseStart && (a.seat === 0 || a.seat === 1)) out[a.seat] = { act: a.act, ms: a.effectiveMs };
  return out;
}

/** The first false start stored (option false_start = opponent_wins_round), or null. */
export function firstFalseStart(actions: readonly JudgeActionRecord[]): JudgeActionRecord | null {
  return (
    [...actions].filter((a) => a.falseStart).sort((a, b) => a.receivedMs - b.receivedMs || a.seat - b.seat)[0] ?? null
  );
}

/**
 * The record move of a closed round: the actions with their whole-ms effective times, or, after a false start with
 * opponent_wins_round, the table input that gives the round to the offender's opponent (the engine's
 * falseStartActions: the record format has no false-start marker).
 */
export function roundMove(
  round: number,
  pickets: readonly [CardId, CardId],
  actions: readonly JudgeActionRecord[],
): JudgeMove {
  const fs = firstFalseStart(actions);
  const bySeat = fs ? falseStartActions(pickets, fs.seat === 0 ? 0 : 1) : seatActionsOf(actions);
  const list: JudgeMove["actions"] = [];
  for (const seat of [0, 1] as const) {
    const a = bySeat[seat];
    if (a) list.push({ seat, act: a.act, ms: a.ms });
  }
  return { round, actions: list };
}

/**
 * Inactivity: acting resets a seat's count; a round that ran its whole window without the seat's action adds
 * one; a round closed early by the opponent (the outcome was fixed before the seat could answer) changes nothing.
 */
export function nextIdleRounds(
  idle: readonly number[],
  actions: readonly JudgeActionRecord[],
  reason: LiveRoundStatus["reason"] | "false-start",
): [number, number] {
  const out: [number, number] = [idle[0] ?? 0, idle[1] ?? 0];
  for (const seat of [0, 1] as const) {
    if (actions.some((a) => a.seat === seat)) out[seat] = 0;
    else if (reason === "window-passed") out[seat]++;
  }
  return out;
}
