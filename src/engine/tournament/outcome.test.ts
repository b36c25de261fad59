// Table outcomes by hand: points under both scoring modes, victories from each source, forfeits,
// places with ties, and the elimination winner's tie-break chain.

import { describe, expect, it } from "vitest";
import {
  checkTableResult,
  gamePoints,
  tableOutcome,
  tableWinner,
  versus,
  victoriesOf,
  winnerDecidedBy,
} from "./outcome";
import type { GameResult, TableResult } from "./types";

const seeds = ["A", "B", "C", "D"];
const seedOf = (e: string) => seeds.indexOf(e);

describe("victoriesOf", () => {
  it("uses the engine's own victories first (Sakura victories with Basa/Chu)", () => {
    expect(victoriesOf({ totals: [5, 2], winner: 0, victories: [5, 2], rounds: [{ winner: 1 }] })).toEqual([5, 2]);
  });
  it("else counts the rounds won, cancelled deals not counted", () => {
    const g: GameResult = {
      totals: [120, -120],
      winner: 0,
      rounds: [{ winner: 0 }, { winner: 1 }, { winner: 0 }, { winner: 0, cancelled: true }, { winner: null }],
    };
    expect(victoriesOf(g)).toEqual([2, 1]);
  });
  it("else gives the engine's game winner one victory", () => {
    expect(victoriesOf({ totals: [30, 20, 10], winner: 0 })).toEqual([1, 0, 0]);
    expect(victoriesOf({ totals: [30, 30], winner: null })).toEqual([0, 0]);
  });
});

describe("gamePoints", () => {
  it("cumulative: the engine totals; victories: the victories", () => {
    const g: GameResult = { totals: [310, 150, -40], winner: 0, rounds: [{ winner: 0 }, { winner: 2 }, { winner: 0 }] };
    expect(gamePoints(g, "cumulative")).toEqual([310, 150, -40]);
    expect(gamePoints(g, "victories")).toEqual([2, 0, 1]);
  });
  it("a forfeiting side scores no more than the lowest side that did not forfeit", () => {
    const g: GameResult = { totals: [50, -30, 80], winner: 2, forfeited: [true, false, false] };
    expect(gamePoints(g, "cumulative")).toEqual([-30, -30, 80]);
    expect(gamePoints({ totals: [-90, 10], winner: 1, forfeited: [true, false] }, "cumulative")).toEqual([-90, 10]);
    // everyone forfeited: the totals stand
    expect(gamePoints({ totals: [1, 2], winner: 1, forfeited: [true, true] }, "cumulative")).toEqual([1, 2]);
  });
});

describe("tableOutcome", () => {
  const t: TableResult = {
    round: 1,
    sides: ["A", "B", "C"],
    games: [
      { totals: [100, 40, -20], winner: 0 },
      { totals: [-10, 50, 80], winner: 2 },
    ],
  };
  it("sums the games and places the sides (ties share the better place)", () => {
    const o = tableOutcome(t, "cumulative");
    expect(o.points).toEqual([90, 90, 60]);
    expect(o.places).toEqual([1, 1, 3]);
    expect(o.gamesWon).toEqual([1, 0, 1]);
    expect(versus(o, 0, 1)).toBe(0.5);
    expect(versus(o, 0, 2)).toBe(1);
    expect(versus(o, 2, 1)).toBe(0);
  });
  it("breaks the tie for the winner by games won, then engine totals, then seed", () => {
    const o = tableOutcome(t, "cumulative");
    expect(o.sides[tableWinner(o, seedOf)]).toBe("A"); // 1 game won against 0
    expect(winnerDecidedBy(o, seedOf)).toBe("games-won");
    const level = tableOutcome(
      { round: 1, sides: ["C", "B"], games: [{ totals: [3, 3], winner: null, victories: [3, 3] }] },
      "victories",
    );
    expect(level.sides[tableWinner(level, seedOf)]).toBe("B");
    expect(winnerDecidedBy(level, seedOf)).toBe("seed");
    const byTotals = tableOutcome(
      {
        round: 1,
        sides: ["C", "B"],
        games: [
          { totals: [2, 2], winner: null, rounds: [{ winner: 0 }, { winner: 1 }] },
          { totals: [1, 0], winner: 0, rounds: [{ winner: 1 }, { winner: 0 }] },
        ],
      },
      "victories",
    );
    // victories 2-2 and games won 1-0: C goes through on games won
    expect(byTotals.sides[tableWinner(byTotals, seedOf)]).toBe("C");
    const engineTotals = tableOutcome(
      { round: 1, sides: ["D", "A"], games: [{ totals: [250, 180], winner: null, victories: [4, 4] }] },
      "victories",
    );
    expect(engineTotals.sides[tableWinner(engineTotals, seedOf)]).toBe("D");
    expect(winnerDecidedBy(engineTotals, seedOf)).toBe("engine-totals");
  });
  it("places a side with a forfeit below the others whatever its points", () => {
    const o = tableOutcome(
      {
        round: 2,
        sides: ["A", "B"],
        games: [
          { totals: [0, -50], winner: 0, forfeited: [false, true] },
          { totals: [10, 5], winner: 0, forfeited: [true, false] },
        ],
      },
      "cumulative",
    );
    // game 1: B forfeits (-50 stays -50); game 2: A forfeits and is capped at 5
    expect(o.points).toEqual([5, -45]);
    expect(o.forfeits).toEqual([1, 1]);
    expect(o.places).toEqual([1, 2]);
    const f = tableOutcome(
      { round: 2, sides: ["A", "B"], games: [{ totals: [40, -40], winner: 0, forfeited: [true, false] }] },
      "cumulative",
    );
    expect(f.points).toEqual([-40, -40]);
    expect(f.places).toEqual([2, 1]);
    expect(f.sides[tableWinner(f, seedOf)]).toBe("B");
  });
});

describe("checkTableResult", () => {
  it("refuses malformed results", () => {
    const good: TableResult = { round: 1, sides: ["A", "B"], games: [{ totals: [1, 2], winner: 1 }] };
    expect(checkTableResult(good).ok).toBe(true);
    expect(checkTableResult({ ...good, sides: ["A"] }).ok).toBe(false);
    expect(checkTableResult({ ...good, sides: ["A", "A"] }).ok).toBe(false);
    expect(checkTableResult({ ...good, games: [{ totals: [1], winner: 0 }] }).ok).toBe(false);
    expect(checkTableResult({ ...good, games: [{ totals: [1, Number.NaN], winner: 0 }] }).ok).toBe(false);
    expect(checkTableResult({ ...good, games: [{ totals: [1, 2], winner: 2 }] }).ok).toBe(false);
    expect(checkTableResult({ ...good, games: [{ totals: [1, 2], winner: 1, victories: [1] }] }).ok).toBe(false);
    expect(checkTableResult({ ...good, games: [{ totals: [1, 2], winner: 1, forfeited: [true] }] }).ok).toBe(false);
  });
});
