// The annealed balanced schedule: its lower bound, its invariants (partitions, bye spread,
// coverage) and determinism.

import { describe, expect, it } from "vitest";
import { annealSchedule, balancedSchedule, roundsLowerBound, uncoveredPairs } from "./balanced";

describe("roundsLowerBound", () => {
  it("counts pairs per round and meetings per entrant", () => {
    expect(roundsLowerBound(9, [3, 3, 3], 0)).toBe(4); // 36 pairs / 9 per round; 8 others / 2 per round
    expect(roundsLowerBound(5, [3], 2)).toBe(4); // 10 pairs / 3 per round
    expect(roundsLowerBound(6, [3, 3], 0)).toBe(3);
    expect(roundsLowerBound(16, [4, 4, 4, 4], 0)).toBe(5);
    expect(roundsLowerBound(7, [4], 3)).toBe(4); // 21 / 6 = 3.5; each sits out 3/7 of the rounds
    expect(roundsLowerBound(1, [], 1)).toBe(0);
  });
});

describe("annealSchedule / balancedSchedule", () => {
  it("partitions every round, spreads the byes, covers every pair", () => {
    for (const [n, sizes, byes] of [
      [7, [3, 3], 1],
      [10, [4, 3, 3], 0],
      [11, [4, 4], 3],
      [13, [3, 3, 3, 3], 1],
    ] as [number, number[], number][]) {
      const s = balancedSchedule(n, sizes, byes);
      expect(s).not.toBeNull();
      const count = new Array<number>(n).fill(0);
      for (const r of s!.rounds) {
        expect([...r.tables.flat(), ...r.byes].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(r.tables.map((t) => t.length)).toEqual(sizes);
        for (const b of r.byes) count[b]! += 1;
      }
      expect(Math.max(...count) - Math.min(...count)).toBeLessThanOrEqual(1);
      expect(uncoveredPairs(n, s!)).toBe(0);
      expect(s!.rounds.length).toBeGreaterThanOrEqual(roundsLowerBound(n, sizes, byes));
    }
  });

  it("is deterministic for the same seed", () => {
    expect(annealSchedule(10, [3, 3, 3], 1, 6, "x", 5000)).toEqual(annealSchedule(10, [3, 3, 3], 1, 6, "x", 5000));
  });

  it("finds the Kirkman schoolgirl schedule (15 at tables of 3, 7 rounds, every pair exactly once)", () => {
    const s = balancedSchedule(15, [3, 3, 3, 3, 3], 0)!;
    expect(s.rounds).toHaveLength(7);
    expect(uncoveredPairs(15, s)).toBe(0); // 7 x 5 x 3 = 105 = C(15, 2): every pair exactly once
  });
});
