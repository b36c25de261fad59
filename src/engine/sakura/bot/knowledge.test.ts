// The Sakura heuristic reads a seat's knowledge from its view (the bot) or from a full state (the strong level's
// playouts). Both readings must agree exactly, and the state reading must not depend on any card the seat cannot
// see: the same scores for every move either way.
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import { configOf as sakuraConfig } from "../setup";
import { sakuraScores } from "./heuristic";
import { sakuraPosFromState, sakuraPosFromView } from "./position";
import { expectSamePos } from "../../bots/testing/knowledge-check";
import { randomPositions, rulesetOf } from "../../bots/testing/positions";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

describe("Sakura heuristic knowledge: view and state readings agree", () => {
  it(`in ${COUNT} positions`, () => {
    const r = rulesetOf("sakura");
    for (const p of randomPositions("sakura", COUNT, "know")) {
      if (p.state.round.step === 4 || p.state.round.step === 5) continue;
      const cfg = sakuraConfig(p.setup);
      const v = sakuraPosFromView(r.playerView(p.state, p.seat), cfg);
      const s = sakuraPosFromState(p.state, p.seat);
      expectSamePos(v.pos, s.pos);
      expect({ ...v.ctx, cfg: null }).toEqual({ ...s.ctx, cfg: null });
      const moves = r.legalMoves(p.state, p.seat);
      expect(sakuraScores(v.pos, v.ctx, moves, Rng.fromSeed("k"), 0)).toEqual(
        sakuraScores(s.pos, s.ctx, moves, Rng.fromSeed("k"), 0),
      );
    }
  });
});
