// Determinization (bots): an SFJ state rebuilt from a seat's view and a random deal of its hidden
// cards gives that seat the same view and legal moves, and plays on to the end of the round.
import { describe, expect, it } from "vitest";
import { checkDeterminizer } from "../bots/testing/determinize-check";
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
