// Seating the sides of a table: individual seats, and the team layouts of docs/rules/sakura.md, "Players and teams".

import { describe, expect, it } from "vitest";
import { seating, sideOfSeat } from "./seats";

const members: Record<string, string[]> = {
  solo1: ["ann"],
  solo2: ["bob"],
  solo3: ["cy"],
  t1: ["a1", "a2"],
  t2: ["b1", "b2"],
  t3: ["c1", "c2"],
  big1: ["x1", "x2", "x3"],
  big2: ["y1", "y2", "y3"],
};
const m = (side: string) => members[side]!;

describe("seating", () => {
  it("individual play: side i is seat i", () => {
    expect(seating(["solo2", "solo1", "solo3"], m, null)).toEqual({ ok: true, value: ["bob", "ann", "cy"] });
    expect(sideOfSeat(null, 3)).toEqual([0, 1, 2]);
  });
  it("2v2: teammates opposite", () => {
    expect(
      seating(["t1", "t2"], m, [
        [0, 2],
        [1, 3],
      ]),
    ).toEqual({ ok: true, value: ["a1", "b1", "a2", "b2"] });
    expect(
      sideOfSeat(
        [
          [0, 2],
          [1, 3],
        ],
        2,
      ),
    ).toEqual([0, 1, 0, 1]);
  });
  it("three teams of two and two teams of three", () => {
    expect(
      seating(["t1", "t2", "t3"], m, [
        [0, 3],
        [1, 4],
        [2, 5],
      ]),
    ).toEqual({ ok: true, value: ["a1", "b1", "c1", "a2", "b2", "c2"] });
    expect(
      seating(["big1", "big2"], m, [
        [0, 2, 4],
        [1, 3, 5],
      ]),
    ).toEqual({ ok: true, value: ["x1", "y1", "x2", "y2", "x3", "y3"] });
    expect(
      sideOfSeat(
        [
          [0, 3],
          [1, 4],
          [2, 5],
        ],
        3,
      ),
    ).toEqual([0, 1, 2, 0, 1, 2]);
  });
  it("refuses sides that do not fit the layout", () => {
    expect(
      seating(["t1", "solo1"], m, [
        [0, 2],
        [1, 3],
      ]).ok,
    ).toBe(false);
    expect(
      seating(["t1"], m, [
        [0, 2],
        [1, 3],
      ]).ok,
    ).toBe(false);
    expect(seating(["t1", "t2"], m, null).ok).toBe(false);
  });
});
