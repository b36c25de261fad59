// The Sutda heuristic reads a seat's knowledge from its view (the bot) or from a full state (the strong level's
// playouts). Both readings must agree exactly, and the state reading must not depend on any card the seat cannot
// see: the same scores for every move either way.
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import { configOf as sutdaConfig } from "../options";
import { handStrength, sutdaKnowFromState, sutdaKnowFromView } from "./heuristic";
import { randomPositions, rulesetOf } from "../../bots/testing/positions";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

describe("Sutda heuristic knowledge: view and state readings agree", () => {
  it(`in ${COUNT} positions`, () => {
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
