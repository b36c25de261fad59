// Round robin schedules: Berger for two sides; for larger tables the method and round counts in
// vectors/roundrobin.json (5, 6 and 9 entrants at tables of 3 checked by hand), with every pair
// meeting, everyone placed exactly once per round, byes spread evenly, and the same schedule for
// the same inputs.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { roundRobin, type RoundRobinSchedule } from "./roundrobin";

const file = JSON.parse(readFileSync(new URL("./vectors/roundrobin.json", import.meta.url), "utf8")) as {
  vectors: { n: number; tableSize: number; minTableSize: number; method: string; rounds: number }[];
};

const names = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`);

/** Schedules by (entrants, table sizes), each computed once for the file: an annealed one takes seconds. */
const schedules = new Map<string, ReturnType<typeof roundRobin>>();
function scheduleOf(n: number, tableSize: number, minTableSize = tableSize): ReturnType<typeof roundRobin> {
  const key = `${n}/${tableSize}/${minTableSize}`;
  let s = schedules.get(key);
  if (!s) {
    s = roundRobin(names(n), { tableSize, minTableSize });
    schedules.set(key, s);
  }
  return s;
}

/** Checks a schedule's invariants and returns its pair-meeting counts. */
function checkSchedule(
  s: RoundRobinSchedule,
  entrants: readonly string[],
  minTable: number,
  maxTable: number,
): Map<string, number> {
  const meet = new Map<string, number>();
  const byes = new Map<string, number>(entrants.map((e) => [e, 0]));
  s.rounds.forEach((r, i) => {
    expect(r.round).toBe(i + 1);
    const placed = [...r.tables.flat(), ...r.byes].sort();
    expect(placed).toEqual([...entrants].sort());
    for (const t of r.tables) {
      expect(t.length >= minTable && t.length <= maxTable).toBe(true);
      for (let a = 0; a < t.length; a++)
        for (let b = a + 1; b < t.length; b++) {
          const key = [t[a]!, t[b]!].sort().join("|");
          meet.set(key, (meet.get(key) ?? 0) + 1);
        }
    }
    for (const b of r.byes) byes.set(b, byes.get(b)! + 1);
  });
  expect(meet.size).toBe((entrants.length * (entrants.length - 1)) / 2);
  const counts = [...byes.values()];
  if (s.method === "annealed" || s.method === "berger")
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  return meet;
}

describe("roundRobin: two-sided tables", () => {
  it("uses the Berger tables, with one bye each for odd counts", () => {
    const r = roundRobin(names(5), { tableSize: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.method).toBe("berger");
    expect(r.value.rounds).toHaveLength(5);
    expect(r.value.rounds[0]).toEqual({
      round: 1,
      tables: [
        ["e2", "e5"],
        ["e3", "e4"],
      ],
      byes: ["e1"],
    });
    const meet = checkSchedule(r.value, names(5), 2, 2);
    expect([...meet.values()].every((m) => m === 1)).toBe(true);
    for (let n = 2; n <= 24; n++) {
      const s = roundRobin(names(n), { tableSize: 2 });
      if (!s.ok) throw new Error(s.error.message);
      expect([...checkSchedule(s.value, names(n), 2, 2).values()].every((m) => m === 1)).toBe(true);
    }
  });
});

describe("roundRobin: larger tables", () => {
  it.each(file.vectors)("$n entrants at tables of $minTableSize to $tableSize: $method in $rounds rounds", (v) => {
    const entrants = names(v.n);
    const r = scheduleOf(v.n, v.tableSize, v.minTableSize);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.method).toBe(v.method);
    expect(r.value.rounds.length).toBeLessThanOrEqual(v.rounds);
    const meet = checkSchedule(r.value, entrants, v.minTableSize, v.tableSize);
    if (v.method === "affine-geometry") expect([...meet.values()].every((m) => m === 1)).toBe(true);
  });

  it("9 entrants at tables of 3: the affine plane, every pair exactly once in 4 rounds", () => {
    const r = scheduleOf(9, 3);
    expect(r.ok && r.value.rounds.map((x) => x.tables)).toEqual([
      [
        ["e1", "e2", "e3"],
        ["e4", "e5", "e6"],
        ["e7", "e8", "e9"],
      ],
      [
        ["e1", "e4", "e7"],
        ["e2", "e5", "e8"],
        ["e3", "e6", "e9"],
      ],
      [
        ["e1", "e5", "e9"],
        ["e2", "e6", "e7"],
        ["e3", "e4", "e8"],
      ],
      [
        ["e1", "e6", "e8"],
        ["e2", "e4", "e9"],
        ["e3", "e5", "e7"],
      ],
    ]);
  });

  it("5 and 6 entrants at tables of exactly 3: 4 rounds (the minimum) with the most even meetings possible", () => {
    // Optimal by exhaustive enumeration (all 4-round schedules covering every pair):
    //   5 entrants: sum of squared meetings 18 (one pair meets three times, every other pair once);
    //   6 entrants: 48 (one pair meets in all four rounds, six pairs twice, eight pairs once).
    const sumSq = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b * b, 0);
    const five = scheduleOf(5, 3);
    if (!five.ok) throw new Error(five.error.message);
    expect(five.value.rounds).toHaveLength(4);
    expect(five.value.rounds.every((r) => r.byes.length === 2)).toBe(true);
    expect(sumSq(checkSchedule(five.value, names(5), 3, 3))).toBe(18);
    const six = scheduleOf(6, 3);
    if (!six.ok) throw new Error(six.error.message);
    expect(six.value.rounds).toHaveLength(4);
    expect(sumSq(checkSchedule(six.value, names(6), 3, 3))).toBe(48);
  });

  it("is deterministic", () => {
    // the same inputs again: the schedule the vectors checked
    expect(roundRobin(names(11), { tableSize: 4, minTableSize: 3 })).toEqual(scheduleOf(11, 4, 3));
  });

  it("one table when everyone fits; errors for impossible inputs", () => {
    expect(roundRobin(names(4), { tableSize: 4 })).toEqual({
      ok: true,
      value: { method: "single-table", rounds: [{ round: 1, tables: [names(4)], byes: [] }] },
    });
    expect(roundRobin(names(1), { tableSize: 2 }).ok).toBe(false);
    expect(roundRobin(names(3), { tableSize: 4 }).ok).toBe(false);
    expect(roundRobin(["a", "a", "b"], { tableSize: 2 }).ok).toBe(false);
  });
});
