// Judge bots: once the pickets are revealed, the bot decides its one action for
// the picket round and its reaction time. The right action: the later month hits, the earlier month
// defends, both hit on the same month. Reaction times are drawn from a normal distribution (clipped)
// around 350 ms for the heuristic level, with a small mistake rate (the earlier month hits, the later
// month defends; on the same month a defence). The strong level reacts faster and errs less.

import type { Rng } from "../../core/rng";
import { normal, type LevelReactions, type ReactionProfile } from "../../bots/reaction";
import type { Act } from "../resolve";
import type { JudgeBotAction } from "./input";

export const HEURISTIC_REACTION: ReactionProfile = { meanMs: 350, sdMs: 70, minMs: 180, maxMs: 900, mistakeRate: 0.04 };
export const STRONG_REACTION: ReactionProfile = { meanMs: 250, sdMs: 35, minMs: 160, maxMs: 600, mistakeRate: 0.008 };

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

/** The reaction of each level that is not random (the level picker quotes them). */
export const JUDGE_REACTIONS: LevelReactions = { heuristic: HEURISTIC_REACTION, strong: STRONG_REACTION };
