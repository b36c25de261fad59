// A shared property check for the games' determinizations (tests only): for random positions, every
// seat's view rebuilt from a random deal of its hidden cards is the same view, the rebuilt state gives
// that seat the same legal moves, some hidden cards really moved, and the round plays on to its end.

import { expect } from "vitest";
import { Rng } from "../../core/rng";
import type { GameName, MatchSetup } from "../../core/ruleset";
import type { Result } from "../../core/result";
import { randomPositions, randomMoveOf, rulesetOf, type Position } from "./positions";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Determinize = (setup: MatchSetup, view: any, rng: Rng) => Result<any>;

export interface CheckOptions {
  /** Seats whose views are rebuilt at each position (default: every seat). */
  seats?: (p: Position) => number[];
  /** Whether a rebuilt state must give the seat the same legal moves (default true). */
  sameLegalMoves?: boolean;
  /** A key for the hidden part of a state: the check requires it to differ sometimes. */
  hiddenKey: (state: unknown, seat: number) => string;
  /** Whether a rebuilt state's round (or hand) is over. */
  roundOver: (before: unknown, after: unknown) => boolean;
  /** A state prepared for a seat's view (Judge reveals the pickets first). */
  prepare?: (p: Position) => unknown;
}

export function checkDeterminizer(
  game: GameName,
  determinize: Determinize,
  count: number,
  opts: CheckOptions,
): { views: number; differing: number } {
  const r = rulesetOf(game);
  const positions = randomPositions(game, count, "det");
  const rng = Rng.fromSeed(`${game}-det`);
  let views = 0;
  let differing = 0;
  for (const p of positions) {
    const state = opts.prepare ? opts.prepare(p) : p.state;
    const seats = opts.seats ? opts.seats(p) : Array.from({ length: p.setup.players }, (_, s) => s);
    for (const seat of seats) {
      const view = r.playerView(state, seat);
      const det = determinize(p.setup, view, rng);
      if (!det.ok) throw new Error(`${game} seat ${seat}: ${det.error.message}`);
      expect(r.playerView(det.value, seat)).toEqual(view);
      if (opts.sameLegalMoves !== false)
        expect(JSON.stringify(r.legalMoves(det.value, seat))).toBe(JSON.stringify(r.legalMoves(state, seat)));
      if (opts.hiddenKey(det.value, seat) !== opts.hiddenKey(state, seat)) differing++;
      views++;
    }
  }
  expect(differing).toBeGreaterThan(0);
  // The rebuilt states play on (random moves) to the end of their round.
  for (const p of positions.slice(0, Math.min(300, positions.length))) {
    const state = opts.prepare ? opts.prepare(p) : p.state;
    const det = determinize(p.setup, r.playerView(state, p.seat), rng);
    if (!det.ok) throw new Error(det.error.message);
    let s = det.value;
    for (let moves = 0; r.phase(s) === "playing" && !opts.roundOver(det.value, s); moves++) {
      if (moves > 5000) throw new Error(`${game}: a rebuilt round does not end`);
      const seat = r.toAct(s)[0]!;
      const next = r.applyMove(s, randomMoveOf(r, s, seat, rng));
      if (!next.ok) throw new Error(`${game}: ${next.error.message}`);
      s = next.state;
    }
  }
  return { views, differing };
}
