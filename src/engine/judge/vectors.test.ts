// Test vectors J1–J13 and every row of the decision tables (docs/rules/judge.md, "A picket round"), read from JSON data
// files (scalachess style): vectors/j-vectors.json and vectors/decision-table.json.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardCode, FIVE_BRIGHTS, type CardCode } from "../core/cards";
import { judgeOptions } from "./options";
import { resolvePicket, type RowId, type SeatActions, type TimedAction } from "./resolve";
import { judgeRuleset } from "./ruleset";
import type { JudgeMove } from "./move";
import { MATCH_ROUNDS } from "./state";
import { apply, judgeSetup, makeDeal, playScript, stateFromDeal } from "./testkit";
import type { JudgeView } from "./view";

const load = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./vectors/${name}`, import.meta.url), "utf8")) as T;

type Action = JudgeMove["actions"][number];
interface PicketVector {
  id: string;
  rule: string;
  kind: "picket";
  options?: Record<string, unknown>;
  before?: { pickets: [CardCode, CardCode]; actions: Action[] }[];
  pickets: [CardCode, CardCode];
  actions: Action[];
  expect: {
    winner: number | null;
    row: RowId;
    tie?: boolean;
    taken: number;
    takenCards?: CardCode[];
    potBefore?: number;
    potAfter: number;
    cards: [number, number];
  };
}
interface SetupVector {
  id: string;
  rule: string;
  kind: "setup";
  seeds: string[];
  expect: { heads: number; pileSizes: [number, number]; rounds: number };
}
interface MatchVector {
  id: string;
  rule: string;
  kind: "match";
  heads: [CardCode, CardCode];
  top0: CardCode[];
  top1: CardCode[];
  script: string;
  options?: Record<string, unknown>;
  expect: {
    cards: [number, number];
    brights: [CardCode[], CardCode[]];
    bonus: [number, number];
    scores: [number, number];
    winner: number | null;
  };
}
type Vector = PicketVector | SetupVector | MatchVector;

const { vectors } = load<{ vectors: Vector[] }>("j-vectors.json");
const HEADS: [CardCode, CardCode] = ["M06-0", "M06-1"];

describe("Judge test vectors", () => {
  it("covers J1 to J13", () => {
    const ids = new Set(vectors.map((v) => v.id.replace(/[^J0-9].*$/, "")));
    for (let i = 1; i <= 13; i++) expect(ids.has(`J${i}`)).toBe(true);
  });

  for (const v of vectors) {
    it(`${v.id}: ${v.rule}`, () => {
      if (v.kind === "setup") {
        for (const seed of v.seeds) {
          const g = judgeRuleset.newGame(judgeSetup(), seed);
          if (!g.ok) throw new Error(g.error.message);
          const deal = judgeRuleset.dealtRounds(g.value)[0]!.deal as { heads: string[]; piles: string[][] };
          expect(deal.heads).toHaveLength(v.expect.heads);
          expect(deal.piles.map((p) => p.length)).toEqual(v.expect.pileSizes);
          const all = new Set([...deal.heads, ...deal.piles.flat()]);
          expect(all.size).toBe(48);
          // 23 picket rounds, then the match is over.
          let s = g.value;
          let rounds = 0;
          while (judgeRuleset.phase(s) === "playing") {
            s = apply(s, { round: rounds + 1, actions: [] });
            rounds++;
          }
          expect(rounds).toBe(v.expect.rounds);
          expect(MATCH_ROUNDS).toBe(v.expect.rounds);
        }
        return;
      }
      if (v.kind === "picket") {
        const before = v.before ?? [];
        const deal = makeDeal(
          HEADS,
          [...before.map((b) => b.pickets[0]), v.pickets[0]],
          [...before.map((b) => b.pickets[1]), v.pickets[1]],
        );
        let s = stateFromDeal(deal, v.options);
        before.forEach((b, i) => (s = apply(s, { round: i + 1, actions: b.actions })));
        const potBefore = s.pot.length;
        if (v.expect.potBefore !== undefined) expect(potBefore).toBe(v.expect.potBefore);
        const after = apply(s, { round: before.length + 1, actions: v.actions });
        const last = after.history[after.history.length - 1]!;
        expect(last.resolution.winner).toBe(v.expect.winner);
        expect(last.resolution.row).toBe(v.expect.row);
        if (v.expect.tie !== undefined) expect(last.resolution.tie).toBe(v.expect.tie);
        expect(last.taken).toHaveLength(v.expect.taken);
        if (v.expect.takenCards) expect(last.taken.map(cardCode)).toEqual(v.expect.takenCards);
        expect(after.pot).toHaveLength(v.expect.potAfter);
        expect(after.scorePiles.map((p) => p.length)).toEqual(v.expect.cards);
        // The same outcome appears in the public view.
        const view = judgeRuleset.playerView(after, null) as JudgeView;
        expect(view.lastOutcome?.winner).toBe(v.expect.winner);
        expect(view.pot).toHaveLength(v.expect.potAfter);
        return;
      }
      const deal = makeDeal(v.heads, v.top0, v.top1);
      const { state } = playScript(deal, v.script, v.options);
      expect(judgeRuleset.phase(state)).toBe("game-over");
      const r = state.result!;
      expect([r.sides[0].cards, r.sides[1].cards]).toEqual(v.expect.cards);
      expect(r.sides.map((x) => x.brights.map(cardCode).sort())).toEqual(v.expect.brights.map((b) => [...b].sort()));
      expect([r.sides[0].bonus, r.sides[1].bonus]).toEqual(v.expect.bonus);
      expect(judgeRuleset.totals(state)).toEqual(v.expect.scores);
      expect(judgeRuleset.winner(state)).toBe(v.expect.winner);
      expect(judgeRuleset.roundSummaries(state)).toEqual([
        { scores: v.expect.scores, yaku: [[], []], winner: v.expect.winner, nextDealer: null },
      ]);
      // Heads are never in a score pile.
      for (const pile of r.scorePiles) for (const h of v.heads) expect(pile.map(cardCode)).not.toContain(h);
      expect(FIVE_BRIGHTS).toHaveLength(5);
    });
  }
});

// ---------------------------------------------------------------------------------------------

type Cell = { act: "hit" | "defend"; ms: number } | null;
/** A table row: the cell of each of the two players `P`, and which of them wins (or "pot"). */
type VectorRow<P extends string> = Record<P, Cell> & {
  row: RowId;
  options: Record<string, unknown>;
  expect: P | "pot";
  tie: boolean;
  note: string;
};
type DiffRow = VectorRow<"L" | "E">;
type SameRow = VectorRow<"P1" | "P2">;
const table = load<{
  pickets: { later: CardCode; earlier: CardCode; same: [CardCode, CardCode] };
  different: DiffRow[];
  same: SameRow[];
}>("decision-table.json");

function seatActions(a: Cell, b: Cell): SeatActions {
  return [a ? ({ ...a } as TimedAction) : null, b ? ({ ...b } as TimedAction) : null];
}
function moveOf(round: number, acts: SeatActions): JudgeMove {
  const actions: Action[] = [];
  acts.forEach((a, seat) => a && actions.push({ seat, act: a.act, ms: a.ms }));
  return { round, actions };
}
function label(c: Cell) {
  return c ? `${c.act.toUpperCase()}@${c.ms}` : "NONE";
}

describe("decision table, different months (every row, L as seat 0 and as seat 1)", () => {
  it("has every row", () => {
    const rows = new Set(table.different.map((r) => r.row));
    for (const r of ["1", "2", "3a", "3b", "4", "5", "6", "7", "8", "9"]) expect(rows.has(r as RowId)).toBe(true);
  });
  for (const r of table.different) {
    for (const lSeat of [0, 1] as const) {
      const eSeat = lSeat === 0 ? 1 : 0;
      it(`row ${r.row}: L ${label(r.L)}, E ${label(r.E)} ${JSON.stringify(r.options)} → ${r.expect} (L = seat ${lSeat}) ${r.note}`, () => {
        const opts = judgeOptions(judgeSetup(r.options).options);
        const acts = lSeat === 0 ? seatActions(r.L, r.E) : seatActions(r.E, r.L);
        const months: [number, number] = lSeat === 0 ? [9, 3] : [3, 9];
        const want = r.expect === "pot" ? null : r.expect === "L" ? lSeat : eSeat;
        const res = resolvePicket(months, acts, opts);
        expect(res).toEqual({ winner: want, row: r.row, later: lSeat, tie: r.tie });
        // Through the engine as well.
        const p = table.pickets;
        const pickets: [CardCode, CardCode] = lSeat === 0 ? [p.later, p.earlier] : [p.earlier, p.later];
        const s = apply(stateFromDeal(makeDeal(HEADS, [pickets[0]], [pickets[1]]), r.options), moveOf(1, acts));
        expect(s.history[0]!.resolution.winner).toBe(want);
        expect(s.pot.length).toBe(want === null ? 2 : 0);
        if (want !== null) expect(s.scorePiles[want].map(cardCode).sort()).toEqual([...pickets].sort());
      });
    }
  }
});

describe("decision table, same month (every row, both seat orders)", () => {
  it("has every row", () => {
    const rows = new Set(table.same.map((r) => r.row));
    for (const r of ["S1", "S2", "S3", "S4"]) expect(rows.has(r as RowId)).toBe(true);
  });
  for (const r of table.same) {
    for (const p1Seat of [0, 1] as const) {
      it(`row ${r.row}: ${label(r.P1)} vs ${label(r.P2)} ${JSON.stringify(r.options)} → ${r.expect} (P1 = seat ${p1Seat}) ${r.note}`, () => {
        const opts = judgeOptions(judgeSetup(r.options).options);
        const acts = p1Seat === 0 ? seatActions(r.P1, r.P2) : seatActions(r.P2, r.P1);
        const want = r.expect === "pot" ? null : r.expect === "P1" ? p1Seat : p1Seat === 0 ? 1 : 0;
        expect(resolvePicket([5, 5], acts, opts)).toEqual({ winner: want, row: r.row, later: null, tie: r.tie });
        const [a, b] = table.pickets.same;
        const s = apply(stateFromDeal(makeDeal(HEADS, [a], [b]), r.options), moveOf(1, acts));
        expect(s.history[0]!.resolution.winner).toBe(want);
      });
    }
  }
});
