// Bye points and the ledger's checks.

import { describe, expect, it } from "vitest";
import { buildLedger, byePoints, roundHalfAway } from "./ledger";

describe("byePoints", () => {
  it("a fixed number, or the round's average rounded half away from zero", () => {
    expect(byePoints(1, [5, 7])).toBe(1);
    expect(byePoints("average", [30, 20, 10, 25, 25, 10])).toBe(20);
    expect(byePoints("average", [1, 2])).toBe(2); // 1.5
    expect(byePoints("average", [-1, -2])).toBe(-2); // -1.5
    expect(byePoints("average", [])).toBe(0);
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(0.49)).toBe(0);
  });
});

describe("buildLedger", () => {
  it("counts meetings, byes and scores", () => {
    const L = buildLedger(
      ["a", "b", "c"],
      [
        { round: 1, tables: [{ round: 1, sides: ["a", "b"], games: [{ totals: [3, 1], winner: 0 }] }], byes: ["c"] },
        { round: 2, tables: [{ round: 2, sides: ["b", "a"], games: [{ totals: [2, 2], winner: null }] }], byes: ["c"] },
      ],
      { mode: "cumulative", bye: "average" },
    );
    if (!L.ok) throw new Error(L.error.message);
    expect(L.value.meetings(0, 1)).toBe(2);
    expect(L.value.meetings(0, 2)).toBe(0);
    expect(L.value.score).toEqual([5, 3, 4]);
    expect(L.value.byeCount).toEqual([0, 0, 2]);
    expect(L.value.played).toEqual([2, 2, 0]);
  });
});
