// First-dealer rotation across the games of a pairing: every seat deals first floor or ceil of
// games / seats times, and the extra first deals go to the seats that dealt first least before.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstDealerCounts, firstDealers } from "./dealer";

const plan = (seats: number, games: number, before: number[] = []) => {
  const r = firstDealers(seats, games, before);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("firstDealers", () => {
  it("rotates through the seats in seat order", () => {
    expect(plan(2, 2)).toEqual([0, 1]);
    expect(plan(2, 6)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(plan(3, 6)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(plan(4, 12)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
    expect(plan(3, 0)).toEqual([]);
  });

  it("gives the games that do not divide to those who dealt first least before", () => {
    expect(plan(2, 1, [3, 2])).toEqual([1]);
    expect(plan(2, 3, [1, 0])).toEqual([1, 0, 1]);
    expect(plan(3, 1, [1, 1, 0])).toEqual([2]);
    expect(plan(3, 2, [0, 1, 0])).toEqual([2, 0]); // seats 2 and 0 are the consecutive pair with the fewest
    expect(plan(4, 2, [2, 2, 2, 2])).toEqual([0, 1]);
    // games divide evenly: the one who dealt first least before starts
    expect(plan(2, 2, [5, 4])).toEqual([1, 0]);
  });

  it("is as equal as the game count allows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 40 }), (seats, games) => {
        const counts = firstDealerCounts(seats, plan(seats, games));
        expect(counts.reduce((a, b) => a + b, 0)).toBe(games);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        // consecutive games never have the same first dealer (seats > 1)
        const p = plan(seats, games);
        if (seats > 1) for (let i = 1; i < p.length; i++) expect(p[i]).not.toBe(p[i - 1]);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it("over a Swiss event, single-game pairings balance who deals first", () => {
    // 2 seats, one game per pairing, 8 rounds: each player alternates as far as the history allows
    const dealt = [0, 0];
    for (let r = 0; r < 8; r++) {
      const p = plan(2, 1, dealt);
      dealt[p[0]!]! += 1;
    }
    expect(dealt).toEqual([4, 4]);
  });

  it("refuses bad arguments", () => {
    expect(firstDealers(0, 2).ok).toBe(false);
    expect(firstDealers(2, -1).ok).toBe(false);
    expect(firstDealers(2, 1.5).ok).toBe(false);
    expect(firstDealers(3, 2, [1, 2]).ok).toBe(false);
  });
});

describe("first deals over an event", () => {
  it("counts first deals per side and maps them to the seats of a new table", async () => {
    const { firstDealsBySide, dealtBeforeAt } = await import("./dealer");
    const game = (firstDealer: number) => ({ totals: [0, 0], winner: null, firstDealer });
    const rounds = [
      { round: 1, byes: [], tables: [{ round: 1, sides: ["a", "b"], games: [game(0), game(1), game(0)] }] },
      { round: 2, byes: [], tables: [{ round: 2, sides: ["b", "c"], games: [game(1)] }] },
    ];
    const c = firstDealsBySide(rounds);
    expect(Object.fromEntries(c)).toEqual({ a: 2, b: 1, c: 1 });
    expect(dealtBeforeAt(["c", "a"], c)).toEqual([1, 2]);
    // 2v2 teams: seat 1 and 3 belong to side 1
    const teams = [
      [0, 2],
      [1, 3],
    ];
    const t = firstDealsBySide(
      [{ round: 1, byes: [], tables: [{ round: 1, sides: ["red", "blue"], games: [game(1), game(3), game(2)] }] }],
      teams,
    );
    expect(Object.fromEntries(t)).toEqual({ blue: 2, red: 1 });
    expect(dealtBeforeAt(["blue", "red"], t, teams)).toEqual([2, 1, 2, 1]);
    expect(plan(4, 1, dealtBeforeAt(["blue", "red"], t, teams))).toEqual([1]);
  });
});
