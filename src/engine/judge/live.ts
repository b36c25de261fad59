// Pure helpers for the live Judge server (docs/rules/judge.md, "Playing online"): when a picket round's outcome is
// fixed, when its window closes, effective timestamps, the one-way-delay estimate, false starts.
// Time always comes in as an argument (ms since the reveal T0 on the server's clock); nothing
// here reads a clock.
//
// The engine itself only sees the finished round (one move with both seats' effective times).
// The server keeps, per round in progress, the revealed pickets and the actions received so far,
// and asks `liveRoundStatus` after each received action and on a timer at `closesAt`; once
// `closed` is true it submits `{round, actions}` (actions received so far) to applyMove.

import type { CardId } from "../core/cards";
import type { JudgeOptions } from "./options";
import {
  isTie,
  laterSeat,
  monthOfCard,
  resolvePicket,
  windowEnd,
  type Act,
  type Resolution,
  type SeatActions,
  type TimedAction,
} from "./resolve";

export type LiveOptions = Pick<
  JudgeOptions,
  "tieHitVsDef" | "unansweredMistake" | "noAction" | "epsilonMs" | "windowMs" | "extensionMs"
>;

/** The suggested cap on the one-way delay credited to a player. */
export const OWD_CAP_MS = 150;
/** The usual EWMA weight for a new sample (as TCP's smoothed RTT). */
export const EWMA_ALPHA = 0.125;

export interface LiveRoundInput {
  /** The revealed pickets by seat. */
  pickets: readonly [CardId, CardId];
  /** The actions received so far, by seat, with their effective times (ms after the reveal). */
  actions: SeatActions;
  /** The server's current time, ms after the reveal (same time base as the effective times). */
  nowMs: number;
  /**
   * How far before `nowMs` the effective time of an action not yet received can lie: the largest
   * delay credited (OWD_cap, or the largest min(OWD_est, cap) of the two players). 0 treats every
   * action as effective when received. Default 0.
   */
  graceMs?: number;
}

export interface LiveRoundStatus {
  /**
   * Nothing that can still arrive changes the outcome: close the round now and submit the actions
   * received so far. True once both have acted, once the outcome is fixed, or
   * once the window has passed.
   */
  closed: boolean;
  /** Why it closed. */
  reason: "both-acted" | "outcome-fixed" | "window-passed" | null;
  /** The outcome when closed (resolving the actions received so far; a missing seat is NONE). */
  resolution: Resolution | null;
  /** The winners still possible: seats, and null for the pot. */
  possible: (0 | 1 | null)[];
  /** End of the action window in effective time: W, extended to t + R after a mistaken action at t. */
  windowEndMs: number;
  /** Server time (ms after the reveal) at which the round closes if no other action arrives. */
  closesAtMs: number;
  /** Seats whose action the server may still accept (see acceptsAction for a given time). */
  waitingFor: (0 | 1)[];
}

interface Interval {
  lo: number;
  loOpen: boolean;
  hi: number;
  hiOpen: boolean;
}

/** A point of the intersection of two intervals, or null when it is empty. */
function pointIn(a: Interval, b: Interval): number | null {
  const lo = Math.max(a.lo, b.lo);
  const loOpen = (a.lo === lo && a.loOpen) || (b.lo === lo && b.loOpen);
  const hi = Math.min(a.hi, b.hi);
  const hiOpen = (a.hi === hi && a.hiOpen) || (b.hi === hi && b.hiOpen);
  if (lo < hi) return Number.isFinite(hi) ? (loOpen || hiOpen ? (lo + hi) / 2 : lo) : loOpen ? lo + 1 : lo;
  return lo === hi && !loOpen && !hiOpen ? lo : null;
}

/**
 * Winners reachable when seat `y` (who has not acted) may still act at an effective time in
 * `allowed`, or never. The outcome depends on y's time only through its order and tie with the
 * other seat's time t, so one time per class is enough: before (≤ t − ε), within ε, after (≥ t + ε).
 */
function reachable(
  months: readonly [number, number],
  actions: SeatActions,
  y: 0 | 1,
  allowed: Interval,
  opts: LiveOptions,
): Set<0 | 1 | null> {
  const out = new Set<0 | 1 | null>();
  out.add(resolvePicket(months, actions, opts).winner);
  const other = actions[y === 0 ? 1 : 0];
  const classes: Interval[] = [];
  if (!other) classes.push({ lo: -Infinity, loOpen: true, hi: Infinity, hiOpen: true });
  else {
    const t = other.ms;
    const e = opts.epsilonMs;
    if (e > 0)
      classes.push(
        { lo: -Infinity, loOpen: true, hi: t - e, hiOpen: false },
        { lo: t - e, loOpen: true, hi: t + e, hiOpen: true },
        { lo: t + e, loOpen: false, hi: Infinity, hiOpen: true },
      );
    else
      classes.push(
        { lo: -Infinity, loOpen: true, hi: t, hiOpen: true },
        { lo: t, loOpen: false, hi: t, hiOpen: false },
        { lo: t, loOpen: true, hi: Infinity, hiOpen: true },
      );
  }
  for (const cls of classes) {
    const ms = pointIn(cls, allowed);
    if (ms === null) continue;
    for (const act of ["hit", "defend"] as const) {
      const next: [TimedAction | null, TimedAction | null] = [actions[0], actions[1]];
      next[y] = { act, ms };
      out.add(resolvePicket(months, next, opts).winner);
    }
  }
  return out;
}

function statusAt(
  months: readonly [number, number],
  actions: SeatActions,
  now: number,
  grace: number,
  opts: LiveOptions,
) {
  const later = laterSeat(months);
  const end = windowEnd(later, actions, opts).end;
  const lb = now - grace;
  const waiting = ([0, 1] as const).filter((s) => actions[s] === null);
  if (waiting.length === 0)
    return {
      end,
      possible: new Set([resolvePicket(months, actions, opts).winner]),
      waiting,
      reason: "both-acted" as const,
    };
  if (lb >= end)
    return {
      end,
      possible: new Set([resolvePicket(months, actions, opts).winner]),
      waiting,
      reason: "window-passed" as const,
    };
  if (waiting.length === 2) return { end, possible: new Set<0 | 1 | null>([0, 1, null]), waiting, reason: null };
  // Still to come: effective times after now - grace (and never below 0), up to the window's end.
  const allowed: Interval =
    lb >= 0 ? { lo: lb, loOpen: true, hi: end, hiOpen: false } : { lo: 0, loOpen: false, hi: end, hiOpen: false };
  const possible = reachable(months, actions, waiting[0]!, allowed, opts);
  return { end, possible, waiting, reason: possible.size === 1 ? ("outcome-fixed" as const) : null };
}

/** The live status of a picket round in progress, as a pure function of the time. */
export function liveRoundStatus(input: LiveRoundInput, opts: LiveOptions): LiveRoundStatus {
  const months: [number, number] = [monthOfCard(input.pickets[0]), monthOfCard(input.pickets[1])];
  const grace = input.graceMs ?? 0;
  const s = statusAt(months, input.actions, input.nowMs, grace, opts);
  const closed = s.reason !== null;
  let closesAt = input.nowMs;
  if (!closed) {
    // The status changes only when now - grace crosses t - ε, t, t + ε or the window's end.
    const cands: number[] = [s.end + grace, grace];
    for (const a of input.actions)
      if (a) for (const x of [a.ms - opts.epsilonMs, a.ms, a.ms + opts.epsilonMs]) cands.push(x + grace);
    closesAt = Math.min(
      ...cands.filter((c) => c > input.nowMs && statusAt(months, input.actions, c, grace, opts).reason !== null),
    );
  }
  return {
    closed,
    reason: s.reason,
    resolution: closed ? resolvePicket(months, input.actions, opts) : null,
    possible: [...s.possible].sort((a, b) => (a ?? 2) - (b ?? 2)),
    windowEndMs: s.end,
    closesAtMs: closesAt,
    waitingFor: closed ? [] : s.waiting,
  };
}

/**
 * Whether the server may still record an action of `seat` with effective time `ms`: the seat has
 * not acted yet (one irrevocable action per round) and the time is inside the window as extended
 * by the actions so far. Actions after an early close are simply not recorded.
 */
export function acceptsAction(
  pickets: readonly [CardId, CardId],
  actions: SeatActions,
  seat: 0 | 1,
  ms: number,
  opts: LiveOptions,
): boolean {
  if (actions[seat] !== null || !Number.isFinite(ms) || ms < 0) return false;
  const later = laterSeat([monthOfCard(pickets[0]), monthOfCard(pickets[1])]);
  // An action's own kind never extends the window for itself, so a hit and a defence at the same
  // time are accepted alike.
  const next: [TimedAction | null, TimedAction | null] = [actions[0], actions[1]];
  next[seat] = { act: "hit", ms };
  return windowEnd(later, next, opts).bad === null;
}

// ---------------------------------------------------------------------------------------------
// Effective timestamps

/** t_eff = t_server_receive − min(OWD_est, OWD_cap). Times in ms on the server's clock, relative to the reveal. */
export function effectiveTime(receivedMs: number, owdEstimateMs: number, capMs: number = OWD_CAP_MS): number {
  return receivedMs - Math.min(Math.max(owdEstimateMs, 0), capMs);
}

/** One exponentially weighted moving-average step; the first sample (prev null) is taken as is. */
export function ewma(prev: number | null, sample: number, alpha: number = EWMA_ALPHA): number {
  return prev === null ? sample : prev + alpha * (sample - prev);
}

/** The smoothed one-way delay after a ping exchange: EWMA of half the round-trip time. */
export function updateOwdEstimate(prevOwdMs: number | null, rttSampleMs: number, alpha: number = EWMA_ALPHA): number {
  return ewma(prevOwdMs, Math.max(rttSampleMs, 0) / 2, alpha);
}

/**
 * A false start: an action the player sent before the reveal could have reached them.
 * The reveal reaches the client about min(OWD_est, cap) after T0, so an effective time earlier
 * than that (less a jitter allowance) was sent blind.
 */
export function isFalseStart(
  receivedMs: number,
  owdEstimateMs: number,
  capMs: number = OWD_CAP_MS,
  jitterMs = 0,
): boolean {
  const credited = Math.min(Math.max(owdEstimateMs, 0), capMs);
  return effectiveTime(receivedMs, owdEstimateMs, capMs) < credited - jitterMs;
}

/**
 * Optional hardening: a client-reported reaction time (local reveal → click, monotonic
 * clock) is used only if it lies within [bound − 2 × jitter, bound], where bound is the
 * server-derived effective time; otherwise the server-derived time stands.
 */
export function hardenedReactionTime(serverBoundMs: number, clientReportedMs: number | null, jitterMs: number): number {
  if (clientReportedMs === null || !Number.isFinite(clientReportedMs)) return serverBoundMs;
  return clientReportedMs >= serverBoundMs - 2 * jitterMs && clientReportedMs <= serverBoundMs
    ? clientReportedMs
    : serverBoundMs;
}

/** The ms value to write in a record: the effective time, never below 0, to the whole millisecond. */
export function recordMs(effectiveMs: number): number {
  return Math.max(0, Math.round(effectiveMs));
}

/**
 * For `false_start = opponent_wins_round`: the record format has no false-start marker, so the
 * server records the round as the table input that gives the opponent the round at 0 ms:
 * the opponent hits when it holds the later month or the same month (rows 1, S2); when the
 * offender holds the later month its false start stands as a defence (row 4: the earlier month wins).
 */
export function falseStartActions(pickets: readonly [CardId, CardId], offender: 0 | 1): SeatActions {
  const later = laterSeat([monthOfCard(pickets[0]), monthOfCard(pickets[1])]);
  const opponent: 0 | 1 = offender === 0 ? 1 : 0;
  const acts: [TimedAction | null, TimedAction | null] = [null, null];
  if (later === offender) acts[offender] = { act: "defend", ms: 0 };
  else acts[opponent] = { act: "hit", ms: 0 };
  return acts;
}

/** The acts that are right for each seat (later or same month: hit; earlier month: defend). Bots use it. */
export function correctAct(pickets: readonly [CardId, CardId], seat: 0 | 1): Act {
  const later = laterSeat([monthOfCard(pickets[0]), monthOfCard(pickets[1])]);
  return later === null || later === seat ? "hit" : "defend";
}

export { isTie };
