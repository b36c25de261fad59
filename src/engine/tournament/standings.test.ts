// Standings: the hand-worked examples of vectors/standings.json, and properties over random
// events (Swiss pairings with random results): the order of the input never matters, ranks are
// 1..n, the rows are sorted by score, and every reason names the criterion that split the rows.
//
// Example 1 (victories): scores A 2, B 2, C 2, D 1, E 1, F 1. Buchholz: A = D 1 + B 2 + C 2 = 5,
// B = E 1 + A 2 + F 1 = 4, C = F 1 + D 1 + A 2 = 4, D = A 2 + C 2 + E 1 = 5, E = B 2 + F 1 + D 1 = 4,
// F = C 2 + E 1 + B 2 = 5. Sonneborn-Berger (the scores of those beaten): A = D 1 + C 2 = 3, B = E 1 +
// A 2 = 3, C = F 1 + D 1 = 2, D = E 1, E = F 1, F = B 2. A over B, C on Buchholz; B over C on SB;
// F over D on SB (both Buchholz 5); D over E on Buchholz.
// Example 2 (cumulative, round robin): A 20+5+10 = 35, B 10+20+12 = 42, C 19+15+8 = 42,
// D 11+0+10 = 21. B and C have Buchholz 98 (A 35 + D 21 + the other 42). SB: B beat D (21) and C
// (42) = 63; C beat D (21) and A (35) = 56. A: beat B (42), level with D (21/2) = 52.5; D: level
// with A = 17.5. Example 3: head-to-head alone after the score: B beat C, 1 to 0.
// Example 4 (tables of three): round 1's six sides scored 120 (average 20: P7's bye), round 2's
// 90 (average 15: P3's bye). Scores P1 40, P2 25, P3 25, P4 45, P5 35, P6 40, P7 35. Buchholz sums
// every opponent at every table: P6 = (P4 45 + P5 35) + (P2 25 + P5 35) = 140, P1 = (25 + 25) +
// (45 + 35) = 130; P5 = (45 + 40) + (25 + 40) = 150, P7 = bye + (40 + 45) = 85; P2 = (40 + 25) +
// (35 + 40) = 140, P3 = 65. SB counts half an opponent's score for a level place (P4 and P5 at 25).

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { standings, type TieBreak } from "./standings";
import { pairSwiss } from "./swiss";
import type { RoundRecord, ScoringRules, TableResult } from "./types";

interface Ex {
  name: string;
  entrants: string[];
  scoring: ScoringRules;
  tiebreaks?: TieBreak[];
  rounds:
    | { round: number; tables: { sides: string[]; totals: number[]; winner: number | null }[]; byes: string[] }[]
    | string;
  expect: Record<string, unknown>[];
}
const file = JSON.parse(readFileSync(new URL("./vectors/standings.json", import.meta.url), "utf8")) as {
  examples: Ex[];
};

const toRounds = (rs: Exclude<Ex["rounds"], string>): RoundRecord[] =>
  rs.map((r) => ({
    round: r.round,
    byes: r.byes,
    tables: r.tables.map((t) => ({ round: r.round, sides: t.sides, games: [{ totals: t.totals, winner: t.winner }] })),
  }));

describe("standings: worked examples", () => {
  let previous: Ex["rounds"] = [];
  for (const ex of file.examples) {
    const rounds: Ex["rounds"] = typeof ex.rounds === "string" ? previous : ex.rounds;
    previous = rounds;
    it(ex.name, () => {
      const st = standings({
        entrants: ex.entrants,
        rounds: toRounds(rounds as Exclude<Ex["rounds"], string>),
        scoring: ex.scoring,
        ...(ex.tiebreaks ? { tiebreaks: ex.tiebreaks } : {}),
      });
      if (!st.ok) throw new Error(st.error.message);
      expect(st.value.map((r) => r.rank)).toEqual(ex.expect.map((_, i) => i + 1));
      st.value.forEach((row, i) => expect(row).toMatchObject(ex.expect[i]!));
    });
  }
});

/** A random event: Swiss pairings with random table points. */
function randomEvent(
  seed: string,
  n: number,
  k: number,
  rounds: number,
  mode: "cumulative" | "victories",
): { entrants: string[]; rounds: RoundRecord[] } {
  const rng = Rng.fromSeed(seed);
  const entrants = Array.from({ length: n }, (_, i) => `p${i}`);
  const done: RoundRecord[] = [];
  for (let r = 1; r <= rounds; r++) {
    const p = pairSwiss({
      entrants,
      rounds: done,
      round: r,
      shape: { tableSize: k, minTableSize: Math.min(k, 2) },
      scoring: { mode, bye: 1 },
    });
    if (!p.ok) throw new Error(p.error.message);
    const tables: TableResult[] = p.value.tables.map((sides) => ({
      round: r,
      sides,
      games: [{ totals: sides.map(() => rng.int(7) - 2), winner: rng.int(2) ? rng.int(sides.length) : null }],
    }));
    done.push({ round: r, tables, byes: p.value.byes });
  }
  return { entrants, rounds: done };
}

describe("standings: properties", () => {
  it("do not depend on the order of rounds, tables or split round records", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 13 }),
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom("cumulative" as const, "victories" as const),
        fc.integer(),
        (n, k, rounds, mode, salt) => {
          const ev = randomEvent(`st:${salt}`, n, k, rounds, mode);
          const scoring: ScoringRules = { mode, bye: "average" };
          const base = standings({ entrants: ev.entrants, rounds: ev.rounds, scoring });
          if (!base.ok) throw new Error(base.error.message);
          const rng = Rng.fromSeed(`shuffle:${salt}`);
          // shuffled rounds, shuffled tables, each table's sides rotated (games rotated the same way), rounds split in two records
          const shuffled: RoundRecord[] = rng.shuffleInPlace(
            ev.rounds.flatMap((r) => {
              const tables = rng.shuffleInPlace(
                r.tables.map((t) => {
                  const s = rng.int(t.sides.length);
                  const rot = <T>(xs: readonly T[]) => [...xs.slice(s), ...xs.slice(0, s)];
                  return {
                    ...t,
                    sides: rot(t.sides),
                    games: t.games.map((g) => ({
                      totals: rot(g.totals),
                      winner: g.winner === null ? null : (g.winner - s + t.sides.length) % t.sides.length,
                    })),
                  };
                }),
              );
              const cut = rng.int(tables.length + 1);
              return [
                { round: r.round, tables: tables.slice(0, cut), byes: r.byes },
                { round: r.round, tables: tables.slice(cut), byes: [] },
              ];
            }),
          );
          expect(standings({ entrants: ev.entrants, rounds: shuffled, scoring })).toEqual(base);
        },
      ),
      { numRuns: 150, seed: 5 },
    );
  });

  it("rank 1..n by score, reasons consistent with the values", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom(2, 3),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        (n, k, rounds, salt) => {
          const ev = randomEvent(`rk:${salt}`, n, k, rounds, "cumulative");
          const st = standings({ entrants: ev.entrants, rounds: ev.rounds, scoring: { mode: "cumulative" } });
          if (!st.ok) throw new Error(st.error.message);
          const rows = st.value;
          expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
          expect(rows.map((r) => r.entrant).sort()).toEqual([...ev.entrants].sort());
          for (let i = 0; i + 1 < rows.length; i++) {
            const a = rows[i]!,
              b = rows[i + 1]!;
            expect(a.score).toBeGreaterThanOrEqual(b.score);
            switch (a.decidedBy) {
              case "score":
                expect(a.score).toBeGreaterThan(b.score);
                break;
              case "buchholz":
                expect(a.score).toBe(b.score);
                expect(a.buchholz).toBeGreaterThan(b.buchholz);
                break;
              case "sonneborn-berger":
                expect([a.score, a.buchholz]).toEqual([b.score, b.buchholz]);
                expect(a.sonnebornBerger).toBeGreaterThan(b.sonnebornBerger);
                break;
              case "head-to-head":
                expect([a.score, a.buchholz, a.sonnebornBerger]).toEqual([b.score, b.buchholz, b.sonnebornBerger]);
                expect(a.headToHead!).toBeGreaterThan(b.headToHead!);
                break;
              case "seed":
                expect([a.score, a.buchholz, a.sonnebornBerger]).toEqual([b.score, b.buchholz, b.sonnebornBerger]);
                expect(a.seed).toBeLessThan(b.seed);
                break;
              default:
                throw new Error(`no reason between ranks ${a.rank} and ${b.rank}`);
            }
          }
          expect(rows[rows.length - 1]!.decidedBy).toBeNull();
        },
      ),
      { numRuns: 150, seed: 9 },
    );
  });
});

describe("standings: inputs", () => {
  const t = (round: number, sides: string[], totals: number[]): TableResult => ({
    round,
    sides,
    games: [{ totals, winner: null }],
  });
  it("refuses unknown or doubly seated entrants and unknown tie-breaks", () => {
    const scoring: ScoringRules = { mode: "cumulative" };
    expect(
      standings({ entrants: ["a", "b"], rounds: [{ round: 1, tables: [t(1, ["a", "z"], [1, 2])], byes: [] }], scoring })
        .ok,
    ).toBe(false);
    expect(
      standings({
        entrants: ["a", "b", "c"],
        rounds: [{ round: 1, tables: [t(1, ["a", "b"], [1, 2])], byes: ["a"] }],
        scoring,
      }).ok,
    ).toBe(false);
    expect(standings({ entrants: ["a", "a"], rounds: [], scoring }).ok).toBe(false);
    expect(standings({ entrants: ["a", "b"], rounds: [], scoring, tiebreaks: ["median" as TieBreak] }).ok).toBe(false);
    expect(
      standings({ entrants: ["a", "b"], rounds: [{ round: 2, tables: [t(1, ["a", "b"], [1, 2])], byes: [] }], scoring })
        .ok,
    ).toBe(false);
  });
  it("a fixed bye and no results: everyone by seed", () => {
    const st = standings({
      entrants: ["a", "b", "c"],
      rounds: [{ round: 1, tables: [t(1, ["b", "c"], [3, 3])], byes: ["a"] }],
      scoring: { mode: "victories", bye: 1 },
    });
    expect(st.ok && st.value.map((r) => [r.entrant, r.score, r.decidedBy])).toEqual([
      ["a", 1, "score"],
      ["b", 0, "seed"],
      ["c", 0, null],
    ]);
  });
});
