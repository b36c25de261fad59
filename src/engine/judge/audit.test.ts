// Audit of the Judge engine against docs/rules/judge.md and docs/record-format.md:
// the ε boundary in both seat orders under both tie options, the bonus with five brights, and hostile
// moves (never a throw, the input state untouched).

import { describe, expect, it } from "vitest";
import { judgeOptions } from "./options";
import { resolvePicket } from "./resolve";
import { judgeRuleset as R } from "./ruleset";
import { deepFreeze, judgeSetup, makeDeal, playScript, stateFromDeal } from "./testkit";

describe("decision-table row 3 at the ε boundary, both seat orders", () => {
  const months: [number, number][] = [
    [9, 3],
    [3, 9],
  ];
  for (const tieHitVsDef of ["hit_wins", "defence_wins"] as const)
    for (const [m0, m1] of months) {
      const later = m0 > m1 ? 0 : 1;
      const earlier = 1 - later;
      it(`L = seat ${later}, ${tieHitVsDef}: |Δ| < ε is a tie, |Δ| = ε is not`, () => {
        const opts = judgeOptions(judgeSetup({ tie_hit_vs_def: tieHitVsDef }).options);
        const acts = (l: number, e: number) => {
          const a: [{ act: "hit" | "defend"; ms: number } | null, { act: "hit" | "defend"; ms: number } | null] = [
            null,
            null,
          ];
          a[later] = { act: "hit", ms: l };
          a[earlier] = { act: "defend", ms: e };
          return a;
        };
        const tie = tieHitVsDef === "hit_wins" ? later : null;
        // Defence 9.99 ms before the hit, and 9.99 ms after: both ties.
        expect(resolvePicket([m0, m1], acts(400, 390.01), opts)).toMatchObject({ winner: tie, tie: true });
        expect(resolvePicket([m0, m1], acts(400, 409.99), opts)).toMatchObject({ winner: tie, tie: true });
        // Exactly ε apart (J9's reading): not a tie; the earlier action decides.
        expect(resolvePicket([m0, m1], acts(400, 390), opts)).toMatchObject({ winner: null, row: "3a", tie: false });
        expect(resolvePicket([m0, m1], acts(400, 410), opts)).toMatchObject({ winner: later, row: "3b", tie: false });
      });
    }
});

describe("scoring", () => {
  it("five brights in a score pile earn +10 (not +20); heads never count", () => {
    const deal = makeDeal(["M11-0", "M12-1"], ["M01-0", "M03-0", "M08-0"], ["M12-0", "M02-0", "M04-0"]);
    // Seat 0 wins rounds 1-3 (taking M12-0 and its own three brights); M11-0 is seat 0's head.
    const { state } = playScript(deal, "AAA" + "B".repeat(20));
    const r = state.result!;
    expect(r.sides[0].brights).toHaveLength(4);
    expect(r.sides[0].points).toBe(6 + 10);
    const five = makeDeal(["M06-0", "M06-1"], ["M01-0", "M03-0", "M08-0"], ["M12-0", "M11-0", "M04-0"]);
    const s5 = playScript(five, "AAA" + "B".repeat(20)).state.result!;
    expect(s5.sides[0].brights).toHaveLength(5);
    expect(s5.sides[0].points).toBe(6 + 10);
  });
});

describe("hostile moves: an error value, never a throw, the state untouched", () => {
  it("wrong types, NaN / Infinity / strings for ms, extra keys, huge arrays, a seat field", () => {
    const s = deepFreeze(stateFromDeal(makeDeal(["M06-0", "M06-1"])));
    const before = JSON.stringify(s);
    const bad: unknown[] = [
      null,
      [],
      "hit",
      { round: 1 },
      { round: 1, actions: [{ seat: 0, act: "hit", ms: Number.NaN }] },
      { round: 1, actions: [{ seat: 0, act: "hit", ms: Number.POSITIVE_INFINITY }] },
      { round: 1, actions: [{ seat: 0, act: "hit", ms: "300" }] },
      { round: 1, actions: [{ seat: 0, act: "hit", ms: -1 }] },
      { round: 1, actions: [{ seat: "0", act: "hit", ms: 1 }] },
      { round: 1, actions: [{ seat: 0, act: "hit", ms: 1, extra: true }] },
      {
        round: 1,
        actions: [
          { seat: 0, act: "hit", ms: 1 },
          { seat: 0, act: "defend", ms: 2 },
        ],
      },
      { round: 1, actions: new Array(1_000_000).fill({ seat: 0, act: "hit", ms: 1 }) },
      { round: "1", actions: [] },
      { round: 2, actions: [] },
      { round: 1, actions: [], seat: 0 },
      { round: 1, actions: [{ seat: 0, act: "hit", ms: 5000 }] },
    ];
    for (const m of bad) {
      const r = R.applyMove(s, m);
      expect(r.ok, JSON.stringify(m)?.slice(0, 80)).toBe(false);
      expect(typeof R.describeMove(s, m as never)).toBe("string");
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
