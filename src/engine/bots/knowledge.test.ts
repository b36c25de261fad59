// The heuristics read a seat's knowledge from its view (the bot) or from a full state (the strong
// level's playouts). Both readings must agree exactly, and the state reading must not depend on any
// card the seat cannot see: the same scores for every move either way.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { configOf as sakuraConfig } from "../sakura/setup";
import { configOf as sfjConfig } from "../sfj/options";
import { mushiOptions } from "../mushi/options";
import { configOf as sutdaConfig } from "../sutda/options";
import { mushiPosFromState, mushiPosFromView, mushiScores } from "../mushi/bot/heuristic";
import { sakuraPosFromState, sakuraPosFromView, sakuraScores } from "../sakura/bot/heuristic";
import { sfjPosFromState, sfjPosFromView, sfjScores } from "../sfj/bot/heuristic";
import { handStrength, sutdaKnowFromState, sutdaKnowFromView } from "../sutda/bot/heuristic";
import { randomPositions, rulesetOf } from "./testing/positions";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

function samePos(
  a: { loc: Uint8Array; side: Int8Array },
  b: { loc: Uint8Array; side: Int8Array },
  rest: (x: typeof a) => unknown,
): void {
  expect(Array.from(a.loc)).toEqual(Array.from(b.loc));
  expect(Array.from(a.side)).toEqual(Array.from(b.side));
  expect(rest(a)).toEqual(rest(b));
}

const restOf = (p: { loc: Uint8Array; side: Int8Array }) => {
  const { loc: _l, side: _s, ...rest } = p as unknown as Record<string, unknown>;
  return rest;
};

describe("heuristic knowledge: view and state readings agree", () => {
  it(`Sakura (${COUNT} positions)`, () => {
    const r = rulesetOf("sakura");
    for (const p of randomPositions("sakura", COUNT, "know")) {
      if (p.state.round.step === 4 || p.state.round.step === 5) continue;
      const cfg = sakuraConfig(p.setup);
      const v = sakuraPosFromView(r.playerView(p.state, p.seat), cfg);
      const s = sakuraPosFromState(p.state, p.seat);
      samePos(v.pos, s.pos, restOf);
      expect({ ...v.ctx, cfg: null }).toEqual({ ...s.ctx, cfg: null });
      const moves = r.legalMoves(p.state, p.seat);
      expect(sakuraScores(v.pos, v.ctx, moves, Rng.fromSeed("k"), 0)).toEqual(
        sakuraScores(s.pos, s.ctx, moves, Rng.fromSeed("k"), 0),
      );
    }
  });
  it(`SFJ (${COUNT} positions)`, () => {
    const r = rulesetOf("sfj");
    for (const p of randomPositions("sfj", COUNT, "know")) {
      const config = sfjConfig(p.setup.players, p.setup.options);
      const v = sfjPosFromView(r.playerView(p.state, p.seat), config);
      const s = sfjPosFromState(p.state, p.seat);
      samePos(v.pos, s.pos, restOf);
      expect({ ...v.ctx, config: null }).toEqual({ ...s.ctx, config: null });
      const moves = r.legalMoves(p.state, p.seat);
      expect(sfjScores(v.pos, v.ctx, moves, Rng.fromSeed("k"), 0)).toEqual(
        sfjScores(s.pos, s.ctx, moves, Rng.fromSeed("k"), 0),
      );
    }
  });
  it(`Mushi (${COUNT} positions)`, () => {
    const r = rulesetOf("mushi");
    for (const p of randomPositions("mushi", COUNT, "know")) {
      const opts = mushiOptions(p.setup.options);
      const v = mushiPosFromView(r.playerView(p.state, p.seat), opts);
      const s = mushiPosFromState(p.state, p.seat);
      samePos(v.pos, s.pos, restOf);
      expect({ ...v.ctx, opts: null }).toEqual({ ...s.ctx, opts: null });
      const moves = r.legalMoves(p.state, p.seat);
      expect(mushiScores(v.pos, v.ctx, moves, Rng.fromSeed("k"), 0)).toEqual(
        mushiScores(s.pos, s.ctx, moves, Rng.fromSeed("k"), 0),
      );
    }
  });
  it(`Sutda (${COUNT} positions)`, () => {
    const r = rulesetOf("sutda");
    for (const p of randomPositions("sutda", COUNT, "know")) {
      const cfg = sutdaConfig(p.setup.players, p.setup.options);
      const v = sutdaKnowFromView(r.playerView(p.state, p.seat), cfg);
      const s = sutdaKnowFromState(p.state, p.seat);
      expect({ ...v, cfg: null, unseen: [...v.unseen].sort((a, b) => a - b) }).toEqual({
        ...s,
        cfg: null,
        unseen: [...s.unseen].sort((a, b) => a - b),
      });
      expect(handStrength(v, Rng.fromSeed("k"), 20)).toEqual(
        handStrength({ ...s, unseen: v.unseen }, Rng.fromSeed("k"), 20),
      );
    }
  });
});
