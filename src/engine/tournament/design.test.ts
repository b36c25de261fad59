// Finite fields and affine geometries: field axioms for every prime power up to 16, and every
// pair of points on exactly one line of each AG(d, q) and its truncations.

import { describe, expect, it } from "vitest";
import { affineGeometryRounds, finiteField, primePower, truncatedAffineRounds } from "./design";

/** Pair-meeting counts of a schedule over points 0..n-1. */
function meetings(rounds: number[][][], n: number): number[] {
  const c = new Array<number>(n * n).fill(0);
  for (const r of rounds) for (const t of r) for (const a of t) for (const b of t) if (a < b) c[a * n + b]! += 1;
  const out: number[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) out.push(c[a * n + b]!);
  return out;
}

function partitions(round: number[][], n: number): boolean {
  const all = round.flat().sort((a, b) => a - b);
  return all.length === n && all.every((x, i) => x === i);
}

describe("primePower", () => {
  it("recognises prime powers", () => {
    expect([2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 25, 27].every((q) => primePower(q) !== null)).toBe(true);
    expect([1, 6, 10, 12, 14, 15, 18, 20].every((q) => primePower(q) === null)).toBe(true);
    expect(primePower(8)).toEqual({ p: 2, e: 3 });
    expect(primePower(9)).toEqual({ p: 3, e: 2 });
  });
});

describe("finiteField", () => {
  it.each([2, 3, 4, 5, 7, 8, 9, 11, 13, 16])("GF(%i) is a field", (q) => {
    const F = finiteField(q)!;
    for (let a = 0; a < q; a++) {
      expect(F.add(a, 0)).toBe(a);
      expect(F.mul(a, 1)).toBe(a);
      expect(F.mul(a, 0)).toBe(0);
      // additive and (for a != 0) multiplicative inverses exist
      expect(Array.from({ length: q }, (_, b) => F.add(a, b)).includes(0)).toBe(true);
      if (a !== 0) expect(Array.from({ length: q }, (_, b) => F.mul(a, b)).includes(1)).toBe(true);
      for (let b = 0; b < q; b++) {
        expect(F.add(a, b)).toBe(F.add(b, a));
        expect(F.mul(a, b)).toBe(F.mul(b, a));
        for (let c = 0; c < q; c++) {
          expect(F.mul(a, F.add(b, c))).toBe(F.add(F.mul(a, b), F.mul(a, c)));
          expect(F.mul(F.mul(a, b), c)).toBe(F.mul(a, F.mul(b, c)));
          expect(F.add(F.add(a, b), c)).toBe(F.add(a, F.add(b, c)));
        }
      }
    }
  });
  it("is null for other orders", () => expect(finiteField(6)).toBeNull());
});

describe("affineGeometryRounds", () => {
  it.each([
    [2, 2],
    [3, 2],
    [4, 2],
    [5, 2],
    [7, 2],
    [8, 2],
    [9, 2],
    [2, 3],
    [3, 3],
    [4, 3],
    [2, 4],
  ])("AG(d, q) with q = %i, d = %i: resolvable, every pair on exactly one line", (q, d) => {
    const rounds = affineGeometryRounds(q, d)!;
    const n = q ** d;
    expect(rounds).toHaveLength((n - 1) / (q - 1));
    for (const r of rounds) {
      expect(partitions(r, n)).toBe(true);
      expect(r.every((t) => t.length === q)).toBe(true);
    }
    expect(meetings(rounds, n).every((m) => m === 1)).toBe(true);
  });

  it("the affine plane of order 3 (9 entrants at tables of 3): the 3x3 grid's rows, columns and wrapped diagonals", () => {
    // 0 1 2 / 3 4 5 / 6 7 8
    expect(affineGeometryRounds(3, 2)).toEqual([
      [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
      ],
      [
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
      ],
      [
        [0, 4, 8],
        [1, 5, 6],
        [2, 3, 7],
      ],
      [
        [0, 5, 7],
        [1, 3, 8],
        [2, 4, 6],
      ],
    ]);
  });
});

describe("truncatedAffineRounds", () => {
  it.each([
    [3, 2, 1],
    [3, 2, 3],
    [4, 2, 1],
    [4, 2, 2],
    [4, 2, 4],
    [5, 2, 3],
    [3, 3, 2],
  ])("AG(d, q) with q = %i, d = %i, minus %i points of a line: still every pair exactly once", (q, d, remove) => {
    const rounds = truncatedAffineRounds(q, d, remove)!;
    const n = q ** d - remove;
    for (const r of rounds) expect(partitions(r, n)).toBe(true);
    expect(meetings(rounds, n).every((m) => m === 1)).toBe(true);
    const sizes = new Set(rounds.flatMap((r) => r.map((t) => t.length)));
    for (const s of sizes) expect([q, q - 1, q - remove].includes(s)).toBe(true);
  });
});
