// Swiss pairing: the hand-worked examples of vectors/swiss.json; properties over random events:
// everyone active placed exactly once per round, the fewest repeats possible for two-sided tables
// (checked by brute force, a second bye counting as a repeat), the bye to the lowest ranked
// without one, no repeats at larger tables while the no-repeat search can find a seating, the
// same pairing for the same inputs in any order, withdrawn entrants left out.

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { buildLedger } from "./ledger";
import { standings } from "./standings";
import { pairSwiss } from "./swiss";
import type { RoundRecord, ScoringRules, TableResult, TableShape } from "./types";

interface Ex {
  name: string;
  entrants: string[];
  shape: TableShape;
  scoring: ScoringRules;
  rounds: { round: number; tables: { sides: string[]; totals: number[]; winner: number | null }[]; byes: string[] }[];
  expect: { tables: string[][]; byes: string[]; repeats?: number };
}
const file = JSON.parse(readFileSync(new URL("./vectors/swiss.json", import.meta.url), "utf8")) as { examples: Ex[] };

const toRounds = (rs: Ex["rounds"]): RoundRecord[] =>
  rs.map((r) => ({
    round: r.round,
    byes: r.byes,
    tables: r.tables.map((t) => ({ round: r.round, sides: t.sides, games: [{ totals: t.totals, winner: t.winner }] })),
  }));

describe("pairSwiss: worked examples", () => {
  it.each(file.examples)("$name", (ex) => {
    const p = pairSwiss({
      entrants: ex.entrants,
      rounds: toRounds(ex.rounds),
      round: ex.rounds.length + 1,
      shape: ex.shape,
      scoring: ex.scoring,
    });
    if (!p.ok) throw new Error(p.error.message);
    expect(p.value.tables).toEqual(ex.expect.tables);
    expect(p.value.byes).toEqual(ex.expect.byes);
    expect(p.value.repeats).toBe(ex.expect.repeats ?? 0);
  });
});

/** Plays `rounds` Swiss rounds with random results; checks every pairing with `check`. */
function runEvent(
  seed: string,
  n: number,
  shape: TableShape,
  rounds: number,
  check: (
    pairing: { tables: readonly (readonly string[])[]; byes: readonly string[]; repeats: number; repeatByes: number },
    done: RoundRecord[],
    active: string[],
  ) => void,
  withdrawAfter = 0,
  fixedScoring?: ScoringRules,
): RoundRecord[] {
  const rng = Rng.fromSeed(seed);
  const entrants = Array.from({ length: n }, (_, i) => `p${i}`);
  const scoring: ScoringRules = fixedScoring ?? { mode: rng.int(2) ? "cumulative" : "victories", bye: 1 };
  const done: RoundRecord[] = [];
  const withdrawn: string[] = [];
  for (let r = 1; r <= rounds; r++) {
    if (withdrawAfter && r > withdrawAfter && withdrawn.length === 0) withdrawn.push(entrants[rng.int(n)]!);
    const p = pairSwiss({ entrants, rounds: done, round: r, shape, scoring, withdrawn });
    if (!p.ok) throw new Error(p.error.message);
    check(
      p.value,
      done,
      entrants.filter((e) => !withdrawn.includes(e)),
    );
    const tables: TableResult[] = p.value.tables.map((sides) => ({
      round: r,
      sides,
      games: [
        {
          totals: sides.map(() => rng.int(5)),
          winner: rng.int(sides.length + 1) < sides.length ? rng.int(sides.length) : null,
        },
      ],
    }));
    done.push({ round: r, tables, byes: p.value.byes });
  }
  return done;
}

/** The fewest repeats (+ second byes) over every two-sided pairing of `active`, by brute force. */
function bruteMinimum(active: readonly string[], done: RoundRecord[], all: readonly string[]): number {
  const L = buildLedger(all, done, { mode: "cumulative" });
  if (!L.ok) throw new Error(L.error.message);
  const idx = active.map((e) => L.value.index.get(e)!);
  let best = Infinity;
  const rec = (left: number[], acc: number) => {
    if (acc >= best) return;
    if (left.length === 0) return void (best = acc);
    const [a, ...rest] = left;
    for (let i = 0; i < rest.length; i++)
      rec([...rest.slice(0, i), ...rest.slice(i + 1)], acc + L.value.meetings(a!, rest[i]!));
  };
  if (idx.length % 2 === 0) rec(idx, 0);
  else
    for (const b of idx)
      rec(
        idx.filter((x) => x !== b),
        L.value.byeCount[b]!,
      );
  return best;
}

describe("pairSwiss: two-sided properties", () => {
  it("places every active entrant once and repeats no more than unavoidable (brute force)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer(),
        fc.boolean(),
        (n, rounds, salt, withdraw) => {
          const entrants = Array.from({ length: n }, (_, i) => `p${i}`);
          runEvent(
            `sw2:${salt}`,
            n,
            { tableSize: 2 },
            rounds,
            (p, done, active) => {
              expect([...p.tables.flat(), ...p.byes].sort()).toEqual([...active].sort());
              expect(p.byes.length).toBe(active.length % 2);
              expect(p.tables.every((t) => t.length === 2)).toBe(true);
              // the matching minimises earlier meetings summed over the seated pairs (+ second byes)
              const L = buildLedger(entrants, done, { mode: "cumulative" });
              if (!L.ok) throw new Error(L.error.message);
              const at = (e: string) => L.value.index.get(e)!;
              const met =
                p.tables.reduce((acc, [a, b]) => acc + L.value.meetings(at(a!), at(b!)), 0) +
                p.byes.reduce((acc, b) => acc + L.value.byeCount[at(b)]!, 0);
              expect(met).toBe(bruteMinimum(active, done, entrants));
              expect(p.repeats === 0 && p.repeatByes === 0).toBe(met === 0);
            },
            withdraw && n > 3 ? 1 : 0,
          );
        },
      ),
      { numRuns: 250, seed: 17 },
    );
  });

  it("gives the bye to the lowest ranked entrant without one when that costs no repeat", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).map((h) => 2 * h + 1),
        fc.integer({ min: 1, max: 5 }),
        fc.integer(),
        (n, rounds, salt) => {
          const entrants = Array.from({ length: n }, (_, i) => `p${i}`);
          const scoring: ScoringRules = { mode: "cumulative", bye: 1 };
          runEvent(
            `bye:${salt}`,
            n,
            { tableSize: 2 },
            rounds,
            (p, done) => {
              if (p.repeats + p.repeatByes > 0) return;
              const st = standings({ entrants, rounds: done, scoring });
              if (!st.ok) throw new Error(st.error.message);
              const L = buildLedger(entrants, done, scoring);
              if (!L.ok) throw new Error(L.error.message);
              // every entrant ranked below the bye already had a bye, or giving it the bye forces a repeat
              const bye = p.byes[0]!;
              const below = st.value.slice(st.value.findIndex((r) => r.entrant === bye) + 1);
              for (const r of below) {
                const i = L.value.index.get(r.entrant)!;
                if (L.value.byeCount[i] === 0)
                  expect(
                    bruteMinimum(
                      entrants.filter((e) => e !== r.entrant),
                      done,
                      entrants,
                    ),
                  ).toBeGreaterThan(0);
              }
            },
            0,
            scoring,
          );
        },
      ),
      { numRuns: 150, seed: 19 },
    );
  });

  it("is deterministic and ignores the order of the finished rounds", () => {
    const done = runEvent("order", 9, { tableSize: 2 }, 4, () => {});
    const input = {
      entrants: Array.from({ length: 9 }, (_, i) => `p${i}`),
      round: 5,
      shape: { tableSize: 2 },
      scoring: { mode: "cumulative" as const, bye: 1 },
    };
    const a = pairSwiss({ ...input, rounds: done });
    const b = pairSwiss({
      ...input,
      rounds: [...done].reverse().map((r) => ({ ...r, tables: [...r.tables].reverse() })),
    });
    expect(a.ok).toBe(true);
    expect(b).toEqual(a);
  });
});

describe("pairSwiss: larger tables", () => {
  it.each([
    { n: 12, k: 3, m: 3, rounds: 3 },
    { n: 13, k: 3, m: 3, rounds: 3 },
    { n: 16, k: 4, m: 4, rounds: 3 },
    { n: 14, k: 4, m: 3, rounds: 3 },
    { n: 10, k: 3, m: 2, rounds: 3 },
    { n: 9, k: 3, m: 3, rounds: 4 },
  ])(
    "$n entrants at tables of $m to $k: everyone once per round, no repeats in $rounds rounds",
    ({ n, k, m, rounds }) => {
      for (let s = 0; s < 8; s++) {
        runEvent(`k:${n}:${k}:${s}`, n, { tableSize: k, minTableSize: m }, rounds, (p, _done, active) => {
          expect([...p.tables.flat(), ...p.byes].sort()).toEqual([...active].sort());
          for (const t of p.tables) expect(t.length >= m && t.length <= k).toBe(true);
          expect(p.repeats).toBe(0);
        });
      }
    },
  );

  it("gives byes to the lowest ranked with the fewest byes", () => {
    runEvent("kbye", 7, { tableSize: 4 }, 4, (p, done) => {
      expect(p.byes).toHaveLength(3);
      const entrants = Array.from({ length: 7 }, (_, i) => `p${i}`);
      const L = buildLedger(entrants, done, { mode: "cumulative", bye: 1 });
      if (!L.ok) throw new Error(L.error.message);
      const counts = entrants.map((e) => L.value.byeCount[L.value.index.get(e)!]!);
      const min = Math.min(...counts);
      // nobody with fewer byes than a bye recipient plays while the recipient sits out... unless all of the fewest already sit out
      const recipients = p.byes.map((b) => counts[entrants.indexOf(b)]!);
      const fewest = counts.filter((c) => c === min).length;
      if (fewest >= 3) expect(recipients.every((c) => c === min)).toBe(true);
    });
  });
});

describe("pairSwiss: inputs", () => {
  const base = {
    entrants: ["a", "b", "c", "d"],
    rounds: [] as RoundRecord[],
    round: 1,
    shape: { tableSize: 2 },
    scoring: { mode: "victories" as const },
  };
  it("leaves withdrawn entrants out", () => {
    const p = pairSwiss({ ...base, withdrawn: ["b"] });
    expect(p.ok && p.value).toMatchObject({ tables: [["a", "c"]], byes: ["d"] });
  });
  it("refuses bad inputs", () => {
    expect(pairSwiss({ ...base, round: 0 }).ok).toBe(false);
    expect(pairSwiss({ ...base, withdrawn: ["zz"] }).ok).toBe(false);
    expect(pairSwiss({ ...base, entrants: ["a"] }).ok).toBe(false);
    expect(pairSwiss({ ...base, shape: { tableSize: 1 } }).ok).toBe(false);
    expect(pairSwiss({ ...base, rounds: [{ round: 1, tables: [], byes: [] }], round: 1 }).ok).toBe(false);
  });
});
