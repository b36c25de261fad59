// Determinization (bots): a Mushi state rebuilt from a seat's view and a random deal of its hidden
// cards gives that seat the same view and legal moves, and plays on to the end of the round.
import { describe, expect, it } from "vitest";
import { checkDeterminizer } from "../bots/testing/determinize-check";
import { determinizeMushi } from "./determinize";
import type { MushiState } from "./state";

const COUNT = Number(process.env.BOT_PROPERTY_POSITIONS ?? 1500);

describe("Mushi determinization", () => {
  it(`rebuilds the same view for both seats (${COUNT} positions)`, () => {
    const res = checkDeterminizer("mushi", determinizeMushi, COUNT, {
      hiddenKey: (s, seat) => {
        const r = (s as MushiState).round!;
        return JSON.stringify([r.hands[1 - seat], r.stock.slice(r.next)]);
      },
      roundOver: (a, b) => (b as MushiState).results.length > (a as MushiState).results.length,
    });
    expect(res.views).toBeGreaterThan(COUNT);
  });
});
