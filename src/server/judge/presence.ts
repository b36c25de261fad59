// Who is on the match page, and how late their connection delivers: the heartbeat (judge.ping every 2 s; opening the
// live stream counts as one, closing it dates the last one back) and the smoothed one-way delay of docs/rules/judge.md,
// "Playing online".
import { ewma, updateOwdEstimate } from "~/engine/judge";
import type { JudgePresenceRecord } from "../repositories/judge-matches";
import type { JudgeTimings } from "./timings";

/** EWMA weight of the delay deviation (as TCP's RTTVAR). */
const JITTER_ALPHA = 0.25;

export type Presence = readonly [JudgePresenceRecord | undefined, JudgePresenceRecord | undefined];

export function presenceBySeat(rows: readonly JudgePresenceRecord[]): Presence {
  return [rows.find((r) => r.seat === 0), rows.find((r) => r.seat === 1)];
}

export function isPresent(
  p: JudgePresenceRecord | undefined,
  now: number,
  t: Pick<JudgeTimings, "presenceTtlMs">,
): boolean {
  return !!p?.lastSeenAt && p.lastSeenAt.getTime() > now - t.presenceTtlMs;
}

export function presentSeats(p: Presence, now: number, t: Pick<JudgeTimings, "presenceTtlMs">): [boolean, boolean] {
  return [isPresent(p[0], now, t), isPresent(p[1], now, t)];
}

/** The delay credited to a seat's actions: min(OWD estimate, cap); 0 before any measurement. */
export function creditedDelay(p: JudgePresenceRecord | undefined, capMs: number): number {
  return Math.min(Math.max(p?.owdMs ?? 0, 0), capMs);
}

/** liveRoundStatus's grace: the largest delay credited to either player (an action not yet received can lie that far back). */
export function graceOf(p: Presence, capMs: number): number {
  return Math.max(creditedDelay(p[0], capMs), creditedDelay(p[1], capMs));
}

/**
 * The heartbeat the absence is counted from: the seat's last one, or the game's start when it never came. The seat
 * has been away since this + the presence TTL.
 */
export function lastSeenOf(p: JudgePresenceRecord | undefined, gameCreatedAt: Date): number {
  return p?.lastSeenAt?.getTime() ?? gameCreatedAt.getTime();
}

/** When an absent seat forfeits while its opponent waits. */
export function absentForfeitAt(lastSeen: number, t: Pick<JudgeTimings, "presenceTtlMs" | "absentForfeitMs">): number {
  return lastSeen + t.presenceTtlMs + t.absentForfeitMs;
}

/** The next delay estimate after a round-trip sample: EWMA of half the RTT (the engine's helper), and of the deviation. */
export function nextDelayEstimate(
  prev: JudgePresenceRecord | undefined,
  rttMs: number,
): { owdMs: number; jitterMs: number } {
  const before = prev?.owdMs ?? null;
  const owdMs = updateOwdEstimate(before, rttMs);
  const deviation = before === null ? 0 : Math.abs(Math.max(rttMs, 0) / 2 - before);
  return { owdMs, jitterMs: ewma(prev?.jitterMs ?? null, deviation, JITTER_ALPHA) };
}
