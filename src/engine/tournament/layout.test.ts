// tableLayout: the vectors in vectors/layout.json, plus the invariants for every count and shape.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tableLayout } from "./layout";

const file = JSON.parse(readFileSync(new URL("./vectors/layout.json", import.meta.url), "utf8")) as {
  vectors: { n: number; tableSize: number; minTableSize?: number; sizes: number[]; byes: number }[];
};

describe("tableLayout", () => {
  it.each(file.vectors)("$n entrants at tables of $tableSize (min $minTableSize)", (v) => {
    const shape =
      v.minTableSize === undefined
        ? { tableSize: v.tableSize }
        : { tableSize: v.tableSize, minTableSize: v.minTableSize };
    expect(tableLayout(v.n, shape)).toEqual({ ok: true, value: { sizes: v.sizes, byes: v.byes } });
  });

  it("seats everyone once, within the sizes, with the fewest byes possible", () => {
    for (let k = 2; k <= 7; k++)
      for (let m = 2; m <= k; m++)
        for (let n = 0; n <= 60; n++) {
          const r = tableLayout(n, { tableSize: k, minTableSize: m });
          if (!r.ok) throw new Error(r.error.message);
          const { sizes, byes } = r.value;
          expect(sizes.reduce((a, b) => a + b, 0) + byes).toBe(n);
          for (const s of sizes) expect(s >= m && s <= k).toBe(true);
          if (sizes.length) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          // no layout with fewer byes exists: n - byes + 1 .. n cannot be split into tables of m..k
          for (let seated = n - byes + 1; seated <= n; seated++) {
            const t = Math.ceil(seated / k);
            expect(t * m > seated).toBe(true);
          }
        }
  });

  it("refuses bad shapes", () => {
    expect(tableLayout(4, { tableSize: 1 }).ok).toBe(false);
    expect(tableLayout(4, { tableSize: 3, minTableSize: 4 }).ok).toBe(false);
    expect(tableLayout(4, { tableSize: 3, minTableSize: 1 }).ok).toBe(false);
    expect(tableLayout(-1, { tableSize: 2 }).ok).toBe(false);
    expect(tableLayout(2.5, { tableSize: 2 }).ok).toBe(false);
  });
});
