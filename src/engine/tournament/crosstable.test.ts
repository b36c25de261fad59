// The crosstable of the round robin of four from vectors/standings.json (example 2), by hand.

import { describe, expect, it } from "vitest";
import { crosstable } from "./crosstable";
import type { RoundRecord } from "./types";

const game = (round: number, sides: [string, string], totals: [number, number]) => ({
  round,
  sides,
  games: [{ totals, winner: totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : null }],
});
const rounds: RoundRecord[] = [
  { round: 1, tables: [game(1, ["A", "B"], [20, 10]), game(1, ["C", "D"], [19, 11])], byes: [] },
  { round: 2, tables: [game(2, ["A", "C"], [5, 15]), game(2, ["B", "D"], [20, 0])], byes: [] },
  { round: 3, tables: [game(3, ["A", "D"], [10, 10]), game(3, ["B", "C"], [12, 8])], byes: [] },
];

describe("crosstable", () => {
  it("rows and columns in standings order, each meeting with both sides' points", () => {
    const ct = crosstable({ entrants: ["A", "B", "C", "D"], rounds, scoring: { mode: "cumulative" } });
    if (!ct.ok) throw new Error(ct.error.message);
    expect(ct.value.order).toEqual(["B", "C", "A", "D"]);
    const cell = (r: string, c: string) => ct.value.rows[ct.value.order.indexOf(r)]!.cells[ct.value.order.indexOf(c)]!;
    expect(cell("B", "C")).toEqual([{ round: 3, points: 12, opponentPoints: 8, result: 1 }]);
    expect(cell("C", "B")).toEqual([{ round: 3, points: 8, opponentPoints: 12, result: 0 }]);
    expect(cell("A", "D")).toEqual([{ round: 3, points: 10, opponentPoints: 10, result: 0.5 }]);
    expect(cell("A", "A")).toEqual([]);
    expect(ct.value.rows.map((r) => r.standing.score)).toEqual([42, 42, 35, 21]);
  });

  it("multi-side tables fill the cell of every pair; byes listed per row", () => {
    const ct = crosstable({
      entrants: ["x", "y", "z", "w"],
      rounds: [
        {
          round: 1,
          tables: [{ round: 1, sides: ["x", "y", "z"], games: [{ totals: [3, 2, 2], winner: 0 }] }],
          byes: ["w"],
        },
      ],
      scoring: { mode: "cumulative", bye: 2 },
    });
    if (!ct.ok) throw new Error(ct.error.message);
    // y, z and w tie on 2; the bye adds no Buchholz (w 0, y and z 5), then y before z by seed
    expect(ct.value.order).toEqual(["x", "y", "z", "w"]);
    const row = (e: string) => ct.value.rows[ct.value.order.indexOf(e)]!;
    expect(row("w").byes).toEqual([{ round: 1, points: 2 }]);
    expect(row("y").cells[ct.value.order.indexOf("z")]).toEqual([
      { round: 1, points: 2, opponentPoints: 2, result: 0.5 },
    ]);
    expect(row("x").cells.map((c) => c.length)).toEqual([0, 1, 1, 0]);
  });
});
