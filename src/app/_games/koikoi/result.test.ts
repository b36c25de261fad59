// The round result dialog shows the engine's round explanation as it is: for Koi-Koi it already holds each yaku with
// its points (a growing yaku's least points and the cards beyond), the doubling at 7 and the koi-koi multiplier with
// their sums, so the game needs no result module of its own.
import { describe, expect, it } from "vitest";
import { play, position, R } from "~/engine/koikoi/tests/kit";

describe("a Koi-Koi round's explanation", () => {
  it("tells the yaku, the doubling and the koi-koi multiplier of a stop after the opponent's call", () => {
    const s = position({
      dealer: 0,
      turn: 1,
      hands: [["M02-2"], ["M08-0", "M09-2"]],
      field: ["M08-2", "M10-2"],
      pile: ["M07-2", "M01-3"],
      captured: [["M12-3"], ["M01-0", "M03-0", "M02-0", "M04-0", "M05-0", "M06-0", "M08-1", "M11-1"]],
      calls: [1, 0],
    });
    const done = play(s, [
      { seat: 1, play: "M08-0" },
      { seat: 1, draw: true },
      { seat: 1, koikoi: false },
    ]);
    const explanation = R.explainRound(done, done.finished.length - 1)!;
    const winner = explanation.sides[1]!;
    expect(winner.steps.map((st) => [st.label, st.points])).toEqual([
      ["Sankō (three brights)", 5],
      ["Tane (animals): 1 + 1 extra animal = 2", 2],
      ["Doubled for 7 points or more: 7 × 2 = 14", 7],
      ["Seat 0 called koi-koi: 14 × 2 = 28", 14],
    ]);
    expect(winner.total).toBe(28);
    expect(explanation.sides[0]!.total).toBe(0);
    expect(explanation.notes).toEqual([
      "Seat 1 stopped (shōbu).",
      "Seat 0 had called koi-koi: their yaku score nothing.",
    ]);
  });
});
