// The Mushi heuristic reads a seat's knowledge from its view (the bot) or from a full state (the strong level's
// playouts). Both readings must agree exactly, and the state reading must not depend on any card the seat cannot
// see: the same scores for every move either way.
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import { mushiOptions } from "../options";
import { mushiPosFromState, mushiPosFromView, mushiScores } from "./heuristic";
import { expectSamePos } from "../../bots/testing/knowledge-check";
import { randomPositions, rulesetOf } from "../../bots/testing/positions";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

describe("Mushi heuristic knowledge: view and state readings agree", () => {
  it(`in ${COUNT} positions`, () => {
    const r = rulesetOf("mushi");
    for (const p of randomPositions("mushi", COUNT, "know")) {
      const opts = mushiOptions(p.setup.options);
      const v = mushiPosFromView(r.playerView(p.state, p.seat), opts);
      const s = mushiPosFromState(p.state, p.seat);
      expectSamePos(v.pos, s.pos);
      expect({ ...v.ctx, opts: null }).toEqual({ ...s.ctx, opts: null });
      const moves = r.legalMoves(p.state, p.seat);
      expect(mushiScores(v.pos, v.ctx, moves, Rng.fromSeed("k"), 0)).toEqual(
        mushiScores(s.pos, s.ctx, moves, Rng.fromSeed("k"), 0),
      );
    }
  });
});
