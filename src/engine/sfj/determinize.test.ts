// Determinization (bots): an SFJ state rebuilt from a seat's view and a random deal of its hidden
// cards gives that seat the same view and legal moves, and plays on to the end of the round.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { checkDeterminizer } from "../bots/testing/determinize-check";
import { apply, dealWithRestAsPile, R, setupOf, startedGame } from "./tests/kit";
import { determinizeSfj } from "./determinize";
import type { SfjState } from "./state";

const COUNT = Number(process.env.BOT_PROPERTY_POSITIONS ?? 1500);

describe("SFJ determinization", () => {
  it(`rebuilds the same view for every seat (${COUNT} positions)`, () => {
    const res = checkDeterminizer("sfj", determinizeSfj, COUNT, {
      hiddenKey: (s, seat) => {
        const r = (s as SfjState).round!;
        return JSON.stringify([r.hands.filter((_, i) => i !== seat), r.pile.slice(r.pileTop)]);
      },
      roundOver: (a, b) => (b as SfjState).finished.length > (a as SfjState).finished.length,
      sameLegalMoves: true,
    });
    expect(res.views).toBeGreaterThan(COUNT);
  });
});

describe("SFJ determinization: public four-of-a-month events", () => {
  // Seat 1 holds the four Pines; seat 0 deals and plays first, so seat 1 is asked first about its four.
  const deal = dealWithRestAsPile({
    hands: [
      ["M02-2", "M03-2", "M04-2", "M05-2", "M06-2", "M07-2", "M10-2"],
      ["M01-0", "M01-1", "M01-2", "M01-3", "M06-3", "M07-3", "M10-3"],
      ["M02-3", "M03-3", "M09-2", "M09-3", "M11-2", "M12-2", "M04-3"],
    ],
    field: ["M08-0", "M02-1", "M11-3", "M12-3", "M05-3", "M03-0"],
  });
  const fourOf = (hand: readonly number[]) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].some((m) => [0, 1, 2, 3].every((i) => hand.includes((m - 1) * 4 + i)));

  it("the seat deciding about a four holds one in every sample, and so does a seat that kept one", () => {
    let state = startedGame(3, 0, deal);
    expect(state.round!.step).toBe(0); // the replace step, seat 1 to decide
    expect(state.round!.turn).toBe(1);
    const rng = Rng.fromSeed("sfj-four");
    for (let k = 0; k < 50; k++) {
      const det = determinizeSfj(setupOf(3), R.playerView(state, 0), rng);
      if (!det.ok) throw new Error(det.error.message);
      expect(fourOf(det.value.round!.hands[1]!)).toBe(true);
    }
    state = apply(state, { seat: 1, replace: false });
    // Seat 0 plays a card; then from seat 2's view seat 1 still holds its kept four (nothing played yet).
    state = apply(state, R.legalMoves(state, 0)[0]);
    for (let k = 0; k < 50; k++) {
      const det = determinizeSfj(setupOf(3), R.playerView(state, 2), rng);
      if (!det.ok) throw new Error(det.error.message);
      expect(fourOf(det.value.round!.hands[1]!)).toBe(true);
      expect(R.playerView(det.value, 2)).toEqual(R.playerView(state, 2));
    }
  });
});
