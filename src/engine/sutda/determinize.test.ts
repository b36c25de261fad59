// Determinization (bots): a Sutda state rebuilt from a seat's view and a random deal of the cards it
// cannot see gives that seat the same view and legal moves, the same auction bookkeeping (who still
// has to act), and plays on to the end of the hand.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { checkDeterminizer } from "../bots/testing/determinize-check";
import { randomPositions } from "../bots/testing/positions";
import { determinizeSutda } from "./determinize";
import { sutdaRuleset as R } from "./ruleset";
import type { SutdaState } from "./state";

const COUNT = Number(process.env.BOT_PROPERTY_POSITIONS ?? 1500);

describe("Sutda determinization", () => {
  it(`rebuilds the same view for every seat (${COUNT} positions)`, () => {
    const res = checkDeterminizer("sutda", determinizeSutda, COUNT, {
      hiddenKey: (s) => JSON.stringify((s as SutdaState).round!.cards),
      roundOver: (a, b) => (b as SutdaState).summaries.length > (a as SutdaState).summaries.length,
    });
    expect(res.views).toBeGreaterThan(COUNT);
  });

  it("rebuilds the auction's pending seats and the hand's stakes exactly", () => {
    const rng = Rng.fromSeed("sutda-pending");
    for (const p of randomPositions("sutda", 800, "pending")) {
      const st = p.state as SutdaState;
      const det = determinizeSutda(p.setup, R.playerView(st, p.seat), rng);
      if (!det.ok) throw new Error(det.error.message);
      expect(det.value.round!.auction).toEqual(st.round!.auction);
      expect(det.value.round!.seenSecond).toEqual(st.round!.seenSecond);
      expect(det.value.round!.firstUp).toEqual(st.round!.firstUp);
      expect(det.value.hand!.stakes).toEqual(st.hand!.stakes);
      expect(det.value.hand!.antes).toEqual(st.hand!.antes);
      expect(det.value.hand!.showdowns.map((s) => [s.contenders, s.replayed, s.voided])).toEqual(
        st.hand!.showdowns.map((s) => [s.contenders, s.replayed, s.voided]),
      );
    }
  });
});
