// Single elimination: the vectors in vectors/bracket.json; for 2..33 entrants (and tables of 3 and
// 4) every entrant placed once, the byes, the round count, the feeds, a champion reached; the
// better seed goes through when everything goes by seed; result errors.

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBracket, resolveBracket, seedingOrder, type Bracket } from "./bracket";
import type { TableResult } from "./types";

const file = JSON.parse(readFileSync(new URL("./vectors/bracket.json", import.meta.url), "utf8")) as {
  vectors: { n: number; tableSize: number; minTableSize?: number; round1: number[][]; later: number[][] }[];
  errors: { n: number; tableSize: number; minTableSize?: number }[];
};
const names = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
const shapeOf = (v: { tableSize: number; minTableSize?: number }) =>
  v.minTableSize === undefined ? { tableSize: v.tableSize } : { tableSize: v.tableSize, minTableSize: v.minTableSize };

/** Plays the bracket out; `pick` gives the winner's index among the sides of a match. */
function playOut(b: Bracket, pick: (sides: readonly string[], matchId: string) => number) {
  const results: { match: string; result: TableResult }[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const st = resolveBracket(b, results, "cumulative");
    if (!st.ok) throw new Error(st.error.message);
    if (st.value.champion !== null) return { state: st.value, results };
    expect(st.value.ready.length).toBeGreaterThan(0);
    for (const m of st.value.ready) {
      const sides = m.entrants as string[];
      const w = pick(sides, m.id);
      results.push({
        match: m.id,
        result: { round: m.round, sides, games: [{ totals: sides.map((_, i) => (i === w ? 10 : 0)), winner: w }] },
      });
    }
  }
  throw new Error("no champion");
}

describe("seedingOrder", () => {
  it("is the standard order for two sides", () => {
    expect(seedingOrder(2, 3)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedingOrder(2, 4)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });
  it("puts the top seeds in different branches", () => {
    for (const k of [2, 3, 4])
      for (let d = 1; d <= 3; d++) {
        const o = seedingOrder(k, d);
        expect([...o].sort((a, b) => a - b)).toEqual(Array.from({ length: k ** d }, (_, i) => i + 1));
        // seeds 1..k are in different top-level branches
        const branch = (s: number) => Math.floor(o.indexOf(s) / k ** (d - 1));
        expect(new Set(Array.from({ length: k }, (_, i) => branch(i + 1))).size).toBe(k);
      }
  });
});

describe("buildBracket vectors", () => {
  it.each(file.vectors)("$n entrants at tables of $tableSize (min $minTableSize)", (v) => {
    const b = buildBracket(names(v.n), shapeOf(v));
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.rounds[0]!.map((m) => m.slots.map((s) => s.seed))).toEqual(v.round1);
    expect(b.value.rounds.slice(1).map((r) => r.map((m) => m.slots.length))).toEqual(v.later);
  });
  it.each(file.errors)("$n entrants at tables of $tableSize (min $minTableSize) cannot be seated", (v) => {
    expect(buildBracket(names(v.n), shapeOf(v)).ok).toBe(false);
  });
});

describe("brackets for 2..33 entrants", () => {
  const shapes = [
    { tableSize: 2 },
    { tableSize: 3, minTableSize: 2 },
    { tableSize: 3 },
    { tableSize: 4, minTableSize: 2 },
    { tableSize: 4, minTableSize: 3 },
    { tableSize: 4 },
  ];
  it.each(shapes)("tables of $minTableSize to $tableSize", (shape) => {
    const k = shape.tableSize;
    const m = shape.minTableSize ?? k;
    for (let n = 2; n <= 33; n++) {
      const b = buildBracket(names(n), shape);
      if (!b.ok) {
        expect(m).toBeGreaterThan(2); // only strict minimum sizes can fail
        continue;
      }
      const rounds = b.value.rounds;
      let D = 1;
      while (k ** D < n) D++;
      expect(rounds).toHaveLength(n <= k ? 1 : D);
      // every entrant exactly once in round 1, in seed-consistent slots
      const seated = rounds[0]!.flatMap((x) => x.slots.map((s) => s.entrant));
      expect([...seated].sort()).toEqual(names(n).sort());
      for (const match of rounds.flat()) {
        const played = !match.walkover;
        if (played) expect(match.slots.length >= m && match.slots.length <= k).toBe(true);
        else expect(match.slots.length).toBe(1);
      }
      // byes only in round 1; for two sides exactly 2^D - n of them, to seeds 1..
      const walkovers = rounds.flat().filter((x) => x.walkover);
      expect(walkovers.every((x) => x.round === 1)).toBe(true);
      if (k === 2)
        expect(walkovers.map((x) => x.slots[0]!.seed).sort((a, c) => a! - c!)).toEqual(
          Array.from({ length: 2 ** D - n }, (_, i) => i + 1),
        );
      // feeds: every non-final match feeds exactly one slot, which names it back
      const byId = new Map(rounds.flat().map((x) => [x.id, x]));
      for (const match of rounds.flat()) {
        if (match.round === rounds.length) expect(match.next).toBeNull();
        else {
          const next = byId.get(match.next!.match)!;
          expect(next.slots[match.next!.slot]!.from).toBe(match.id);
        }
      }
      // everything by seed: the best seeds reach the final and seed 1 wins
      const seedOf = (e: string) => Number(e.slice(1));
      const bySeed = playOut(b.value, (sides) => sides.indexOf([...sides].sort((x, y) => seedOf(x) - seedOf(y))[0]!));
      expect(bySeed.state.champion).toBe("s1");
      const final = bySeed.state.rounds[bySeed.state.rounds.length - 1]![0]!;
      expect([...final.entrants].map((e) => seedOf(e!)).sort((x, y) => x - y)).toEqual(
        Array.from({ length: final.entrants.length }, (_, i) => i + 1),
      );
      // no entrant plays twice in a round
      for (const r of bySeed.state.rounds) {
        const es = r.flatMap((x) => x.entrants);
        expect(new Set(es).size).toBe(es.length);
      }
    }
  });

  it("reaches a champion whoever wins (random results)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 33 }), fc.constantFrom(2, 3, 4), fc.integer(), (n, k, salt) => {
        const b = buildBracket(names(n), { tableSize: k, minTableSize: 2 });
        if (!b.ok) throw new Error(b.error.message);
        const { state, results } = playOut(
          b.value,
          (sides, id) => Math.abs(salt + id.length * 7 + sides.length) % sides.length,
        );
        expect(names(n)).toContain(state.champion);
        expect(state.currentRound).toBeNull();
        // the champion won every match it played
        for (const r of results)
          if (r.result.sides.includes(state.champion!))
            expect(r.result.sides[r.result.games[0]!.winner!]).toBe(state.champion);
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});

describe("resolveBracket", () => {
  const b = buildBracket(names(5), { tableSize: 2 });
  if (!b.ok) throw new Error(b.error.message);
  const bracket = b.value;
  const r1 = { match: "R1-M2", result: { round: 1, sides: ["s4", "s5"], games: [{ totals: [5, 9], winner: 1 }] } };

  it("shows walkovers, ready and waiting matches", () => {
    const st = resolveBracket(bracket, [], "cumulative");
    if (!st.ok) throw new Error(st.error.message);
    expect(st.value.rounds[0]!.map((x) => x.status)).toEqual(["walkover", "ready", "walkover", "walkover"]);
    expect(st.value.rounds[1]!.map((x) => x.status)).toEqual(["waiting", "ready"]);
    expect(st.value.ready.map((x) => x.id)).toEqual(["R1-M2", "R2-M2"]);
    expect(st.value.currentRound).toBe(1);
    const after = resolveBracket(bracket, [r1], "cumulative");
    expect(after.ok && after.value.rounds[1]![0]!.entrants).toEqual(["s1", "s5"]);
    expect(after.ok && after.value.rounds[0]![1]!.winner).toBe("s5");
  });

  it("refuses results that do not fit", () => {
    expect(resolveBracket(bracket, [{ ...r1, match: "R9-M1" }], "cumulative").ok).toBe(false);
    expect(resolveBracket(bracket, [r1, r1], "cumulative").ok).toBe(false);
    expect(resolveBracket(bracket, [{ match: "R1-M1", result: r1.result }], "cumulative").ok).toBe(false);
    expect(
      resolveBracket(bracket, [{ match: "R1-M2", result: { ...r1.result, sides: ["s4", "s3"] } }], "cumulative").ok,
    ).toBe(false);
    expect(
      resolveBracket(
        bracket,
        [{ match: "R2-M1", result: { round: 2, sides: ["s1", "s5"], games: [{ totals: [1, 0], winner: 0 }] } }],
        "cumulative",
      ).ok,
    ).toBe(false);
    expect(resolveBracket(bracket, [{ match: "R1-M2", result: { ...r1.result, games: [] } }], "cumulative").ok).toBe(
      false,
    );
  });

  it("decides a level match by the documented chain", () => {
    const level = {
      match: "R1-M2",
      result: { round: 1, sides: ["s5", "s4"], games: [{ totals: [7, 7], winner: null }] },
    };
    const st = resolveBracket(bracket, [level], "cumulative");
    expect(st.ok && st.value.rounds[0]![1]!.winner).toBe("s4");
    expect(st.ok && st.value.rounds[0]![1]!.decidedBy).toBe("seed");
  });
});
