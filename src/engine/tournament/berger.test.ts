// Two-sided round robin: the FIDE Berger tables (vectors/berger.json) exactly, odd counts through
// the dummy, and completeness for every count up to 40.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bergerRounds } from "./berger";

const file = JSON.parse(readFileSync(new URL("./vectors/berger.json", import.meta.url), "utf8")) as {
  tables: Record<string, [number, number][][]>;
};

describe("bergerRounds", () => {
  it.each(Object.entries(file.tables))("matches the FIDE Berger table for %s", (n, table) => {
    const rounds = bergerRounds(Number(n));
    expect(rounds.map((r) => r.pairs.map(([a, b]) => [a + 1, b + 1]))).toEqual(table);
    expect(rounds.every((r) => r.bye === -1)).toBe(true);
  });

  it.each(Object.entries(file.tables))("for %s - 1 entrants the highest number is the bye", (n, table) => {
    const odd = Number(n) - 1;
    const rounds = bergerRounds(odd);
    expect(rounds.map((r) => r.pairs.map(([a, b]) => [a + 1, b + 1]))).toEqual(
      table.map((round) => round.filter(([a, b]) => a !== Number(n) && b !== Number(n))),
    );
    expect(rounds.map((r) => r.bye + 1)).toEqual(
      table.map((round) => round.flat()[round.flat().indexOf(Number(n)) ^ 1]),
    );
  });

  it("every pair meets exactly once and everyone plays once per round (2..40)", () => {
    for (let n = 2; n <= 40; n++) {
      const rounds = bergerRounds(n);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const met = new Set<string>();
      const byes = new Array<number>(n).fill(0);
      for (const r of rounds) {
        const seen = r.pairs.flat();
        if (r.bye >= 0) {
          seen.push(r.bye);
          byes[r.bye]! += 1;
        }
        expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        for (const [a, b] of r.pairs) {
          const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect(byes.every((b) => b === n % 2)).toBe(true);
    }
  });

  it("alternates the first side for the top entrant's fixed partner", () => {
    const rounds = bergerRounds(6);
    // entrant 6 (index 5) is second in odd rounds and first in even rounds
    rounds.forEach((r, i) => expect(r.pairs[0]![i % 2 === 0 ? 1 : 0]).toBe(5));
  });
});
