// Move time limits: a fixed limit per move, or a time bank with an increment (PLAY-API.md). A seat's clock runs
// from `turnStartedAt` (the last move, or the start) while it is to act; when it runs out the stand-in moves.
import { z } from "zod";
import type { TimeControl } from "../views/time-control";

const DAY = 86_400;

export const timeControlSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("per_move"),
    seconds: z
      .number()
      .int()
      .min(10, "A move needs at least 10 seconds.")
      .max(7 * DAY, "At most 7 days per move."),
  }),
  z.object({
    kind: z.literal("bank"),
    initialSeconds: z
      .number()
      .int()
      .min(60, "A time bank needs at least a minute.")
      .max(7 * DAY, "A time bank holds at most 7 days."),
    incrementSeconds: z
      .number()
      .int()
      .min(0, "The increment cannot be negative.")
      .max(DAY, "The increment is at most a day."),
  }),
]);

/** How many timeouts a seat may have before it is forfeited; null: never forfeited for time. */
export const timeoutsBeforeForfeitSchema = z
  .number()
  .int()
  .min(1, "At least one timeout.")
  .max(20, "At most 20 timeouts.")
  .nullable()
  .default(3);

// A move reads its table's stored time control several times (the commit, the mover's view, each stream's view), all
// from the one record object: parsed once per object. Records are never changed in place.
const parsedTimeControls = new WeakMap<object, TimeControl | null>();

function parseTimeControl(json: unknown): TimeControl | null {
  const r = timeControlSchema.safeParse(json);
  return r.success ? Object.freeze(r.data) : null;
}

/** A stored time control, or null (none, or not one this version understands); shared, so read-only. */
export function storedTimeControl(json: unknown): TimeControl | null {
  if (typeof json !== "object" || json === null) return parseTimeControl(json);
  let tc = parsedTimeControls.get(json);
  if (tc === undefined) parsedTimeControls.set(json, (tc = parseTimeControl(json)));
  return tc;
}

/** Lobby speed: a real-time game and anything under an hour a move is "fast"; longer limits and none are "daily". */
export function speedOf(game: { traits: { realTime: boolean } }, tc: TimeControl | null): "FAST" | "DAILY" {
  if (game.traits.realTime) return "FAST";
  if (!tc) return "DAILY";
  // A bank spread over a typical game of some twenty moves per seat.
  const perMove = tc.kind === "per_move" ? tc.seconds : tc.initialSeconds / 20 + tc.incrementSeconds;
  return perMove < 3600 ? "FAST" : "DAILY";
}

export function initialBankMs(tc: TimeControl | null): number | null {
  return tc?.kind === "bank" ? tc.initialSeconds * 1000 : null;
}

export interface ClockSeat {
  seat: number;
  bankMs: number | null;
  forfeited: boolean;
}

/** When `seat` (to act since `turnStartedAt`) runs out of time; a forfeited seat at once; null without a limit. */
export function seatDeadline(tc: TimeControl | null, seat: ClockSeat, turnStartedAt: Date): Date | null {
  if (seat.forfeited) return turnStartedAt;
  if (!tc) return null;
  const ms = tc.kind === "per_move" ? tc.seconds * 1000 : Math.max(0, seat.bankMs ?? 0);
  return new Date(turnStartedAt.getTime() + ms);
}

/** The earliest deadline of the seats to act (the game's deadlineAt). */
export function gameDeadline(
  tc: TimeControl | null,
  seats: readonly ClockSeat[],
  toAct: readonly number[],
  turnStartedAt: Date,
): Date | null {
  return earliestToAct(seats, toAct, (seat) => seatDeadline(tc, seat, turnStartedAt));
}

/** The earliest of `at` over the seats to act, or null when none has one. */
function earliestToAct(
  seats: readonly ClockSeat[],
  toAct: readonly number[],
  at: (seat: ClockSeat) => Date | null,
): Date | null {
  let min: Date | null = null;
  for (const s of seats) {
    const d = toAct.includes(s.seat) ? at(s) : null;
    if (d && (!min || d < min)) min = d;
  }
  return min;
}

/**
 * Banks after a move made at `now`: every seat that was to act pays the time since `turnStartedAt`; the mover gets
 * the increment. Returns the new bank of each seat that changed.
 */
export function banksAfterMove(
  tc: TimeControl | null,
  seats: readonly ClockSeat[],
  toActBefore: readonly number[],
  mover: number,
  turnStartedAt: Date,
  now: Date,
): Map<number, number> {
  const out = new Map<number, number>();
  if (tc?.kind !== "bank") return out;
  const elapsed = Math.max(0, now.getTime() - turnStartedAt.getTime());
  for (const s of toActBefore) {
    const seat = seats.find((x) => x.seat === s);
    if (!seat) continue;
    let bank = Math.max(0, (seat.bankMs ?? 0) - elapsed);
    if (s === mover) bank += tc.incrementSeconds * 1000;
    out.set(s, bank);
  }
  return out;
}

/** The share of a move's time gone when the warning goes. */
export const WARNING_AT = 0.8;
/** A move with less time than this gets no warning: its last fifth (two minutes) is too short to come back in. */
export const WARNING_MIN_MOVE_MS = 10 * 60_000;

/** When `seat`'s warning is due, or null when it gets none (no limit, forfeited, or too short a move). */
export function warningTime(tc: TimeControl | null, seat: ClockSeat, turnStartedAt: Date): Date | null {
  if (seat.forfeited) return null;
  const d = seatDeadline(tc, seat, turnStartedAt);
  if (!d) return null;
  const span = d.getTime() - turnStartedAt.getTime();
  return span < WARNING_MIN_MOVE_MS ? null : new Date(turnStartedAt.getTime() + WARNING_AT * span);
}

/** The earliest warning of the seats to act (deadline-warning.ts). */
export function earliestWarning(
  tc: TimeControl | null,
  seats: readonly ClockSeat[],
  toAct: readonly number[],
  turnStartedAt: Date,
): Date | null {
  return earliestToAct(seats, toAct, (seat) => warningTime(tc, seat, turnStartedAt));
}
