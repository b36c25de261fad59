// Test support for the heuristics' two readings of a seat's knowledge (from its view, for the bot; from a full state,
// for the strong level's playouts): the positions they read must agree exactly.
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import type { EngineGameName, MatchSetup } from "../../core/ruleset";
import type { FishPos, FishScores } from "../fishing";
import { randomPositions, rulesetOf, type Position } from "./positions";

/** Both readings place every card alike and agree on the rest of the position. */
export function expectSamePos(a: { loc: Uint8Array; side: Int8Array }, b: { loc: Uint8Array; side: Int8Array }): void {
  expect(Array.from(a.loc)).toEqual(Array.from(b.loc));
  expect(Array.from(a.side)).toEqual(Array.from(b.side));
  expect(restOf(a)).toEqual(restOf(b));
}

function restOf(p: { loc: Uint8Array; side: Int8Array }): Record<string, unknown> {
  const { loc: _l, side: _s, ...rest } = p as unknown as Record<string, unknown>;
  return rest;
}

/** A fishing heuristic's two readings of a seat's knowledge, and its scores for the moves on either reading. */
export interface FishingKnowledge<C extends object, M> {
  /** Positions the readings do not cover. */
  skip?: (p: Position) => boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fromView: (view: any, setup: MatchSetup) => { pos: FishPos; ctx: C };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fromState: (state: any, seat: number) => { pos: FishPos; ctx: C };
  /** The ctx field holding the game's options: each reading builds its own object, so it is left out. */
  configKey: keyof C;
  scores: FishScores<C, M>;
}

/**
 * The readings agree exactly, and the state reading does not depend on any card the seat cannot see: the same
 * scores for every move either way.
 */
export function describeFishingKnowledge<C extends object, M>(
  title: string,
  game: EngineGameName,
  count: number,
  k: FishingKnowledge<C, M>,
): void {
  describe(`${title} heuristic knowledge: view and state readings agree`, () => {
    it(`in ${count} positions`, () => {
      const r = rulesetOf(game);
      for (const p of randomPositions(game, count, "know")) {
        if (k.skip?.(p)) continue;
        const v = k.fromView(r.playerView(p.state, p.seat), p.setup);
        const s = k.fromState(p.state, p.seat);
        expectSamePos(v.pos, s.pos);
        expect({ ...v.ctx, [k.configKey]: null }).toEqual({ ...s.ctx, [k.configKey]: null });
        const moves = r.legalMoves(p.state, p.seat) as M[];
        expect(k.scores(v.pos, v.ctx, moves, Rng.fromSeed("k"), 0)).toEqual(
          k.scores(s.pos, s.ctx, moves, Rng.fromSeed("k"), 0),
        );
      }
    });
  });
}
