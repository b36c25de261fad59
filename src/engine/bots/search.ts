// The "strong" level's search: determinized Monte Carlo (perfect-information Monte Carlo). Each
// iteration samples one full state consistent with what the seat knows (its view), plays every
// candidate move in it, and finishes the round with a fast policy for every seat (the heuristic,
// with a little noise). A candidate's score is the mean of the round results for the bot's side.
// All candidates of an iteration share the sampled deal and the playout's random numbers (common
// random numbers: the comparison between moves is much less noisy than each mean). Candidates that
// are clearly worse than the best are dropped as the evidence builds up.

import type { MoveResult, Result } from "../core/result";
import { Rng } from "../core/rng";
import type { BotBudget } from "./types";

export interface SearchWorld<S, M> {
  /** A new full state consistent with the seat's view, or null when none could be built. */
  sample(rng: Rng): S | null;
  /** The state after the bot's candidate move, or null when the move is impossible there. */
  apply(state: S, move: M): S | null;
  /** Plays the round (or hand) to its end from `state` and returns the bot side's result. */
  playout(state: S, rng: Rng): number;
}

/**
 * The world of a game's determinizer (`sample`: a full state from the seat's view), its rules (`applyMove`) and its
 * playout: a deal that could not be built and a move the rules refuse are null.
 */
export function determinizedWorld<S, M>(
  sample: (rng: Rng) => Result<S>,
  applyMove: (state: S, move: M) => MoveResult<S>,
  playout: (state: S, rng: Rng) => number,
): SearchWorld<S, M> {
  return {
    sample: (r) => {
      const s = sample(r);
      return s.ok ? s.value : null;
    },
    apply: (s, m) => {
      const next = applyMove(s, m);
      return next.ok ? next.state : null;
    },
    playout,
  };
}

/** Playouts when no budget is given (and the ceiling of a time budget). */
export const DEFAULT_PLAYOUTS = 400;
export const MAX_PLAYOUTS = 200_000;

export interface SearchStats {
  /** Mean result per candidate (NaN when never evaluated). */
  means: number[];
  counts: number[];
  playouts: number;
  iterations: number;
}

function seedOf(rng: Rng): Rng {
  return Rng.from([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1]);
}

/**
 * The index of the candidate with the best mean result. `budget.playouts` caps the playouts (one per
 * candidate per iteration); with `budget.ms` and `budget.now` the search stops once the time is spent
 * (checked after each iteration, and at least one iteration is always made).
 */
export function searchBest<S, M>(
  candidates: readonly M[],
  world: SearchWorld<S, M>,
  rng: Rng,
  budget: BotBudget | undefined,
  stats?: SearchStats,
  prior = -1,
  anchor = ANCHOR.z,
): number {
  const n = candidates.length;
  if (n <= 1) return 0;
  const timed = budget?.ms !== undefined && budget.now !== undefined;
  const maxPlayouts = budget?.playouts ?? (timed ? MAX_PLAYOUTS : DEFAULT_PLAYOUTS);
  const deadline = timed ? budget.now!() + budget.ms! : Infinity;
  /** Per candidate, its result in each iteration (NaN when not evaluated there). */
  const vals: number[][] = Array.from({ length: n }, () => []);
  const alive = new Array<boolean>(n).fill(true);
  let playouts = 0;
  let iterations = 0;
  let failures = 0;
  for (;;) {
    const state = world.sample(rng);
    if (state === null) {
      if (++failures > 20) break;
      continue;
    }
    const words = seedOf(rng).state();
    for (let i = 0; i < n; i++) {
      let v = NaN;
      if (alive[i]) {
        const after = world.apply(state, candidates[i]!);
        if (after !== null) {
          v = world.playout(after, Rng.from(words));
          playouts++;
        }
      }
      vals[i]!.push(v);
    }
    iterations++;
    if (iterations >= 16 && iterations % 8 === 0) prune(vals, alive);
    if (playouts >= maxPlayouts || alive.filter((x) => x).length <= 1) break;
    if (timed && budget.now!() >= deadline) break;
  }
  const means = vals.map(meanOf);
  let best = -1;
  for (let i = 0; i < n; i++)
    if (alive[i] && !Number.isNaN(means[i]!) && (best < 0 || means[i]! > means[best]!)) best = i;
  // Anchored on a prior choice (the heuristic's move): leave it only for a move whose paired advantage
  // over it is significant, so that the sampling noise of a short search does not overturn it.
  if (prior >= 0 && best >= 0 && best !== prior && anchor > 0) {
    const d = pairedDiff(vals[best]!, vals[prior]!);
    if (d.k < 2 || d.mean < anchor * d.se) best = prior;
  }
  if (stats) {
    stats.means = means;
    stats.counts = vals.map((v) => v.filter((x) => !Number.isNaN(x)).length);
    stats.playouts = playouts;
    stats.iterations = iterations;
  }
  return best < 0 ? 0 : best;
}

/**
 * How many standard errors of paired advantage a move needs to replace the prior (the heuristic's
 * move, where the game passes one: Sakura; 2-player Sakura passes 0). Measured (DECISIONS.md): without the anchor the search
 * leaves the heuristic's move in about a third of the decisions for no measurable gain, so those
 * departures are mostly sampling noise; with 1.5 it departs only on evidence.
 */
export const ANCHOR = { z: 1.5 };

/** Mean and standard error of the paired differences a − b over the iterations where both were played. */
function pairedDiff(a: readonly number[], b: readonly number[]): { mean: number; se: number; k: number } {
  let s = 0;
  let sq = 0;
  let k = 0;
  for (let t = 0; t < a.length; t++) {
    const x = a[t]!;
    const y = b[t]!;
    if (Number.isNaN(x) || Number.isNaN(y)) continue;
    const d = x - y;
    s += d;
    sq += d * d;
    k++;
  }
  if (k === 0) return { mean: 0, se: Infinity, k };
  const m = s / k;
  return { mean: m, se: k > 1 ? Math.sqrt(Math.max(0, sq / k - m * m) / (k - 1)) : Infinity, k };
}

function meanOf(v: readonly number[]): number {
  let s = 0;
  let k = 0;
  for (const x of v) {
    if (Number.isNaN(x)) continue;
    s += x;
    k++;
  }
  return k ? s / k : NaN;
}

/**
 * Drops candidates clearly worse than the best: the mean of the paired differences (same sampled
 * deals, same playout randomness) is more than three standard errors below zero.
 */
function prune(vals: readonly number[][], alive: boolean[]): void {
  let best = -1;
  let bestMean = -Infinity;
  for (let i = 0; i < vals.length; i++) {
    if (!alive[i]) continue;
    const m = meanOf(vals[i]!);
    if (m > bestMean) {
      bestMean = m;
      best = i;
    }
  }
  if (best < 0) return;
  const b = vals[best]!;
  for (let i = 0; i < vals.length; i++) {
    if (i === best || !alive[i]) continue;
    const { mean, se, k } = pairedDiff(b, vals[i]!);
    if (k < 16) continue;
    if (mean > 3.5 * se + 1e-9) alive[i] = false;
  }
}

/** The result for side `mine` of a round's side scores: half against the best opponent, half against their mean. */
export function sideResult(scores: readonly number[], mine: number, playing?: readonly number[]): number {
  let best = -Infinity;
  let total = 0;
  let k = 0;
  for (let s = 0; s < scores.length; s++) {
    if (s === mine || (playing && !playing.includes(s))) continue;
    const v = scores[s]!;
    if (v > best) best = v;
    total += v;
    k++;
  }
  if (k === 0) return scores[mine]!;
  const my = scores[mine]!;
  return 0.5 * (my - best) + 0.5 * (my - total / k);
}
