// The SFJ heuristic reads a seat's knowledge from its view (the bot) or from a full state (the strong level's
// playouts). Both readings must agree exactly, and the state reading must not depend on any card the seat cannot
// see: the same scores for every move either way.
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import { configOf as sfjConfig } from "../options";
import { sfjPosFromState, sfjPosFromView, sfjScores } from "./heuristic";
import { expectSamePos } from "../../bots/testing/knowledge-check";
import { randomPositions, rulesetOf } from "../../bots/testing/positions";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

describe("SFJ heuristic knowledge: view and state readings agree", () => {
  it(`in ${COUNT} positions`, () => {
    const r = rulesetOf("sfj");
    for (const p of randomPositions("sfj", COUNT, "know")) {
      const config = sfjConfig(p.setup.players, p.setup.options);
      const v = sfjPosFromView(r.playerView(p.state, p.seat), config);
      const s = sfjPosFromState(p.state, p.seat);
      expectSamePos(v.pos, s.pos);
      expect({ ...v.ctx, config: null }).toEqual({ ...s.ctx, config: null });
      const moves = r.legalMoves(p.state, p.seat);
      expect(sfjScores(v.pos, v.ctx, moves, Rng.fromSeed("k"), 0)).toEqual(
        sfjScores(s.pos, s.ctx, moves, Rng.fromSeed("k"), 0),
      );
    }
  });
});
