// A bot told apart by how fast and how well it reacts rather than by how it searches (a reflex game's levels): its
// reaction profile, which the level picker also quotes, and the normal deviates its reaction times are drawn from.

import type { Rng } from "../core/rng";

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

/** The profiles of the levels that are not random. */
export interface LevelReactions {
  readonly heuristic: ReactionProfile;
  readonly strong: ReactionProfile;
}

/** A standard normal deviate (Box–Muller). */
export function normal(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
