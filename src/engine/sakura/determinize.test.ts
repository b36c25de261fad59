// Determinization (bots): a state rebuilt from a seat's view and a random deal of the hidden cards
// gives that seat exactly the same view, keeps every card accounted for, and plays on legally.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { randomPositions } from "../bots/testing/positions";
import { sakuraRuleset as R } from "./ruleset";
import { determinizeSakura, sakuraStateFromView, sakuraUnseen } from "./determinize";
import { CAPTURED, FIELD, PILE, type SakuraState } from "./state";

const COUNT = Number(process.env.BOT_PROPERTY_POSITIONS ?? 1500);

describe("Sakura determinization", () => {
  const positions = randomPositions("sakura", COUNT, "det");
  it(`rebuilds the same view for every seat (${COUNT} positions)`, () => {
    const rng = Rng.fromSeed("sakura-det");
    let differs = 0;
    for (const p of positions) {
      const state = p.state as SakuraState;
      for (let seat = 0; seat < p.setup.players; seat++) {
        const view = R.playerView(state, seat);
        const det = determinizeSakura(p.setup, view, rng);
        if (!det.ok) throw new Error(det.error.message);
        expect(R.playerView(det.value, seat)).toEqual(view);
        const a = det.value.round!;
        const b = state.round!;
        // Public places identical; the hidden cards re-dealt among hands and pile.
        for (let c = 0; c < 48; c++) {
          if (b.loc[c] === FIELD || b.loc[c]! >= CAPTURED || b.loc[c] === seat) expect(a.loc[c]).toBe(b.loc[c]);
          if (a.loc[c] !== b.loc[c]) differs++;
        }
        expect(a.loc.filter((w) => w === PILE).length).toBe(b.loc.filter((w) => w === PILE).length);
      }
    }
    expect(differs).toBeGreaterThan(0);
  });

  it("plays on legally to the end of the round from the rebuilt state", () => {
    const rng = Rng.fromSeed("sakura-det-play");
    for (const p of positions.slice(0, 300)) {
      const view = R.playerView(p.state, p.seat);
      const det = determinizeSakura(p.setup, view, rng);
      if (!det.ok) throw new Error(det.error.message);
      let s = det.value;
      const results = s.results.length;
      expect(R.legalMoves(s, p.seat)).toEqual(R.legalMoves(p.state, p.seat));
      while (s.phase === "playing") {
        const seat = R.toAct(s)[0]!;
        const legal = R.legalMoves(s, seat);
        const next = R.applyMove(s, legal[rng.int(legal.length)]);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
      expect(s.results.length).toBe(results + 1);
    }
  });

  it("refuses a sample that contradicts the view", () => {
    const p = positions.find((x) => x.state.round.step === 0)!;
    const view = R.playerView(p.state, p.seat);
    const u = sakuraUnseen(view);
    if (!u.ok) throw new Error(u.error.message);
    const bad = sakuraStateFromView(p.setup, view, { hands: [], pile: [] });
    expect(bad.ok).toBe(false);
  });
});
