// The live Judge match's clock settings (docs/rules/judge.md, "Timing"; the platform's choices are in README.md). The
// action window W and the mistake extension R are the table's options (the engine's window_ms and
// mistake_extension_ms); these are the server's own.
import { OWD_CAP_MS } from "~/engine/judge";

export interface JudgeTimings {
  /** "3-2-1": three beats from the countdown's start to the reveal T0. */
  countdownMs: number;
  /** After a resolved round, before the next countdown (the outcome stays on screen). */
  pauseMs: number;
  /** A player is on the match page while their last heartbeat (judge.ping, every 2 s) is younger than this. */
  presenceTtlMs: number;
  /** How long the coordinator's hold on a match lasts without renewal, and how often it renews it. */
  leaseMs: number;
  renewMs: number;
  /**
   * Before the first round every player presses Ready (a bot is always ready); once this long has passed since the
   * match began, the first countdown starts without waiting for the rest.
   */
  readyTimeoutMs: number;
  /** A player away from the match page this long while the opponent waits forfeits (platform policy). */
  absentForfeitMs: number;
  /** K: a player whose K consecutive rounds ran their whole window without an action from them forfeits. */
  idleRoundsLimit: number;
  /** OWD_cap: the largest one-way delay credited to a player (docs/rules/judge.md, "Playing online"). */
  owdCapMs: number;
  /** A false start is an action more than this much earlier than the reveal could have reached the player (at least; see falseStartAllowance). */
  falseStartAllowanceMs: number;
}

export const JUDGE_TIMINGS: JudgeTimings = {
  countdownMs: 1800,
  pauseMs: 1200,
  presenceTtlMs: 6000,
  leaseMs: 5000,
  renewMs: 1000,
  readyTimeoutMs: 60_000,
  absentForfeitMs: 120_000,
  idleRoundsLimit: 5,
  owdCapMs: OWD_CAP_MS,
  falseStartAllowanceMs: 10,
};

/** How often the match page sends judge.ping (the heartbeat and the delay sample). */
export const JUDGE_PING_INTERVAL_MS = 2000;

/** The jitter allowance of the false-start test: twice the player's delay deviation, between the floor and 50 ms. */
export function falseStartAllowance(t: Pick<JudgeTimings, "falseStartAllowanceMs">, jitterMs: number | null): number {
  return Math.min(50, Math.max(t.falseStartAllowanceMs, 2 * (jitterMs ?? 0)));
}
