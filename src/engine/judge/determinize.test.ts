// Determinization (bots): a Judge state rebuilt from a seat's view (pickets revealed or not) with the
// unseen pile cards dealt at random gives the same view and plays on to the end of the match.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { checkDeterminizer } from "../bots/testing/determinize-check";
import { determinizeJudge } from "./determinize";
import { revealPickets, type JudgeState } from "./state";

const COUNT = Number(process.env.BOT_PROPERTY_POSITIONS ?? 1500);

describe("Judge determinization", () => {
  it(`rebuilds the same view for both seats (${COUNT} positions)`, () => {
    const rng = Rng.fromSeed("judge-prepare");
    const res = checkDeterminizer("judge", determinizeJudge, COUNT, {
      prepare: (p) => (rng.next() < 0.7 ? revealPickets(p.state as JudgeState) : p.state),
      hiddenKey: (s) => {
        const st = s as JudgeState;
        return JSON.stringify(st.deal!.piles.map((p) => p.slice(st.played + 1)));
      },
      roundOver: () => false,
    });
    expect(res.views).toBeGreaterThan(COUNT);
  });
});
