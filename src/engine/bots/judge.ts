// Judge bots: once the pickets are revealed, the bot decides its one action for
// the picket round and its reaction time. The right action: the later month hits, the earlier month
// defends, both hit on the same month. Reaction times are drawn from a normal distribution (clipped)
// around 350 ms for the heuristic level, with a small mistake rate (the earlier month hits, the later
// month defends; on the same month a defence). The strong level reacts faster and errs less. The
// random level does anything (nothing, a hit or a defence) at any time inside the window.

import type { Rng } from "../core/rng";
import type { Act } from "../judge/resolve";
import type { JudgeBotAction, JudgeBotInput } from "./types";

export interface ReactionProfile {
  /** Mean and standard deviation of the reaction time, ms after the reveal. */
  readonly meanMs: number;
  readonly sdMs: number;
  /** Reaction times are clipped to this range. */
  readonly minMs: number;
  readonly maxMs: number;
  /** Chance of the wrong action. */
  readonly mistakeRate: number;
}

export const HEURISTIC_REACTION: ReactionProfile = { meanMs: 350, sdMs: 70, minMs: 180, maxMs: 900, mistakeRate: 0.04 };
export const STRONG_REACTION: ReactionProfile = { meanMs: 250, sdMs: 35, minMs: 160, maxMs: 600, mistakeRate: 0.008 };

/** A standard normal deviate (Box–Muller). */
export function normal(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The right action for `seat` given which seat holds the later month (null: the same month). */
export function rightAct(seat: number, later: number | null): Act {
  return later === null || later === seat ? "hit" : "defend";
}

/** A timed action drawn from a reaction profile. */
export function reactWith(
  profile: ReactionProfile,
  seat: number,
  later: number | null,
  windowMs: number,
  rng: Rng,
): JudgeBotAction {
  const right = rightAct(seat, later);
  const wrong: Act = right === "hit" ? "defend" : "hit";
  const act = rng.next() < profile.mistakeRate ? wrong : right;
  const raw = profile.meanMs + profile.sdMs * normal(rng);
  const ms = Math.round(Math.min(profile.maxMs, windowMs, Math.max(profile.minMs, raw)));
  return { seat, act, ms };
}

export function chooseJudge(input: JudgeBotInput): JudgeBotAction | null {
  const { view, rng, seat } = input;
  const rev = view.revealed;
  if (view.phase !== "playing" || rev === null || (seat !== 0 && seat !== 1)) return null;
  const windowMs = view.timing.windowMs;
  switch (input.level) {
    case "random": {
      const k = rng.int(3);
      if (k === 0) return null;
      return { seat, act: k === 1 ? "hit" : "defend", ms: 100 + rng.int(Math.max(1, windowMs - 100)) };
    }
    case "heuristic":
      return reactWith(HEURISTIC_REACTION, seat, rev.later, windowMs, rng);
    case "strong":
      return reactWith(STRONG_REACTION, seat, rev.later, windowMs, rng);
  }
}
