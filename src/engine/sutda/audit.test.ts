// Audit of the Sutda engine against docs/rules/sutda.md and docs/record-format.md: exact hands for
// the settlement corners (short stacks, several all-ins, completions a loser cannot pay), the
// auction circuit, and hostile API input.

import { describe, expect, it } from "vitest";
import { sutdaRuleset as R } from "./ruleset";
import { nextHand, playHand, T17_HANDS, T17_MOVES } from "./test-helpers";
import type { SutdaState } from "./state";

const last = (st: SutdaState) => st.details[st.details.length - 1]!;

describe("a loser who cannot pay in full pays everything they have and is excluded", () => {
  it("chips returned to the loser (its uncalled all-in) pay the completion first", () => {
    // Seat 1 (Oya, 51 chips) opens all-in 50; seat 0 (5 chips) follows all-in for 4 and shows a 9 pair (×3).
    // Layer 0-5 (10 chips) goes to seat 0; seat 1 owes 2 × 5 = 10 and gets 46 uncalled chips back: it pays the 10.
    const st = playHand(
      2,
      {},
      1,
      [
        ["M09-2", "M09-3"],
        ["M05-2", "M06-2"],
      ],
      [
        { seat: 1, bet: 50 },
        { seat: 0, call: true },
      ],
      [5, 51],
    );
    const d = last(st);
    expect(d.refunds).toEqual([0, 46]);
    expect(d.completionsPaid).toEqual([0, 10]);
    expect(d.completionsReceived).toEqual([10, 0]);
    expect(d.scores).toEqual([15, -15]);
    expect(st.stacks).toEqual([20, 36]);
    expect(d.excluded).toEqual([]);
    expect(d.notes.join(" ")).not.toMatch(/could not complete/);
  });

  it("several all-ins: each layer to the best hand that reached it; a loser pays from what it won in a higher layer", () => {
    // Stacks 3 / 6 / 10 / 100, ante 1, Oya seat 0. Everybody all-in but seat 3, which follows 9.
    // Hands: seat 0 9 pair (×3), seat 1 8 pair (×3), seat 2 Alli, seat 3 kkeut 5. Stakes 3 / 6 / 10 / 10.
    // Layers: 0-3 (12) → seat 0; 3-6 (9) → seat 1; 6-10 (8) → seat 2.
    // Completions: layer 0-3: seats 1, 2, 3 owe 2 × 3 each; layer 3-6: seats 2, 3 owe 2 × 3 each.
    // Seat 1 pays its 6 out of the 9 it won; seat 2 has only the 8 it won: 6 to seat 0, 2 to seat 1 (short 4,
    // excluded); seat 3 pays 12.
    const hands = [
      ["M09-2", "M09-3"],
      ["M08-0", "M08-2"],
      ["M01-2", "M02-2"],
      ["M02-3", "M03-2"],
    ];
    const moves = [
      { seat: 0, bet: 2 },
      { seat: 1, bet: 5 },
      { seat: 2, bet: 9 },
      { seat: 3, call: true },
    ];
    const st = playHand(4, {}, 0, hands, moves, [3, 6, 10, 100]);
    const d = last(st);
    expect(d.won).toEqual([12, 9, 8, 0]);
    expect(d.completionsPaid).toEqual([0, 6, 8, 12]);
    expect(d.completionsReceived).toEqual([6 + 6 + 6, 2 + 6, 0, 0]);
    expect(d.scores).toEqual([12 + 18 - 3, 9 + 8 - 6 - 6, 8 - 8 - 10, -10 - 12]);
    expect(d.scores.reduce((a, b) => a + b, 0)).toBe(0);
    expect(st.stacks).toEqual([30, 11, 0, 78]);
    expect(d.excluded).toEqual([2]);
    const ex = R.explainRound(st, 0)!;
    for (const side of ex.sides) expect(side.steps.reduce((a, s) => a + s.points, 0)).toBe(side.total);
    expect(d.notes.join(" ")).toMatch(/Short stacks: the pot is split into layers/);
  });

  it("completions received from a higher layer pay the loser's own completion of a lower layer", () => {
    // Stacks 2 / 6 / 100, ante 1, Oya seat 0. Seat 0 all-in (38 gwang-ttaeng, ×10), seat 1 all-in (9 pair, ×3),
    // seat 2 follows (kkeut 6). Layer 0-2 (6) → seat 0: seats 1 and 2 owe 9 × 2 = 18 each. Layer 2-6 (8) → seat 1:
    // seat 2 owes 2 × 4 = 8. Seat 1 has 8 (its layer) + 8 (seat 2's completion) = 16 for seat 0: short by 2, out.
    const hands = [
      ["M03-0", "M08-0"],
      ["M09-2", "M09-3"],
      ["M01-2", "M05-2"],
    ];
    const st = playHand(
      3,
      {},
      0,
      hands,
      [
        { seat: 0, bet: 1 },
        { seat: 1, bet: 5 },
        { seat: 2, call: true },
      ],
      [2, 6, 100],
    );
    const d = last(st);
    expect(d.won).toEqual([6, 8, 0]);
    expect(d.completionsPaid).toEqual([0, 16, 26]);
    expect(d.completionsReceived).toEqual([34, 8, 0]);
    expect(st.stacks).toEqual([40, 0, 68]);
    expect(d.scores).toEqual([38, -6, -32]);
    expect(d.excluded).toEqual([1]);
    expect(d.notes.join(" ")).toMatch(/Seat 1 could not complete the bet \(short by 2\)/);
  });

  it("T19 is unchanged: a loser with no chips at all pays nothing more and is excluded", () => {
    const st = playHand(3, {}, 0, T17_HANDS, T17_MOVES, [5, 100, 100]);
    expect(last(st).scores).toEqual([-5, -4, 9]);
    expect(last(st).excluded).toEqual([0]);
  });
});

describe("tie = rematch with side pots", () => {
  // Seats 0 and 1 (5 chips) are all-in for 5 with Alli each; seats 2 and 3 bet on to 16, seat 3's kkeut 8 beating
  // seat 2's kkeut 2. The side pot [5, 16) is contested by seats 2 and 3 only: the tie for the main pot does not
  // concern it.
  const hands = [
    ["M01-2", "M02-2"],
    ["M01-3", "M02-3"],
    ["M05-2", "M07-2"],
    ["M03-2", "M05-3"],
  ];
  const moves = [
    { seat: 0, bet: 4 },
    { seat: 1, call: true },
    { seat: 2, bet: 10 },
    { seat: 3, call: true },
    { seat: 2, bet: 5 },
    { seat: 3, call: true },
  ];
  const stacks = [5, 5, 100, 100];

  it("split: the main pot is shared, the side pot goes to seat 3", () => {
    expect(last(playHand(4, {}, 0, hands, moves, stacks)).scores).toEqual([5, 5, -16, 6]);
  });

  it("rematch: the side pot still goes to seat 3 (it was not refunded to both); the rematch settles the main pot", () => {
    const st = playHand(4, { tie: "rematch" }, 0, hands, moves, stacks);
    expect(st.rematchOf).toEqual([true, true, false, false]);
    const d = last(nextHand(st, R.expectedDealer(st), [["M09-2", "M09-3"], ["M04-2", "M06-2"], [], []]));
    // Main pot 20 to seat 0's 9 pair (×3): seat 1 owes 2 × 5 and has nothing; seats 2 and 3 lost to the tied hands
    // and pay no multiplier. Side pot 22 to seat 3.
    expect(d.won).toEqual([20, 0, 0, 22]);
    expect(d.refunds).toEqual([0, 0, 0, 0]);
    expect(d.scores).toEqual([15, -5, -16, 6]);
  });

  it("rematch: the side pot's winner also collects its multiplier from the side pot's loser (all40: tied 5 pairs)", () => {
    // Seats 0 and 1 tie with 5 pairs (all-in for 5); seat 3's 4 pair (×3) beats seat 2's kkeut 3 for [5, 16).
    const h = [
      ["M05-0", "M05-1"],
      ["M05-2", "M05-3"],
      ["M06-2", "M07-2"],
      ["M04-2", "M04-3"],
    ];
    const st = playHand(4, { deck: "all40", tie: "rematch" }, 0, h, moves, stacks);
    expect(st.rematchOf).toEqual([true, true, false, false]);
    const d = last(nextHand(st, R.expectedDealer(st), [["M09-2", "M09-3"], ["M01-2", "M03-2"], [], []]));
    // [0,5) 20 to seat 0 (9 pair, ×3): seat 1 owes 10 and has nothing. [5,16) 22 to seat 3, and seat 2 completes 2 × 11.
    expect(d.won).toEqual([20, 0, 0, 22]);
    expect(d.completionsPaid).toEqual([0, 0, 22, 0]);
    expect(d.completionsReceived).toEqual([0, 0, 0, 22]);
    expect(d.scores).toEqual([15, -5, -38, 28]);
  });

  it("rematch: a layer one tied player won outright at the first showdown is settled there, with its multiplier", () => {
    // all40: seats 0 and 1 tie with 5 pairs; seat 0 is all-in for 5, seat 1 and seat 2 (kkeut 3) stake 16.
    // [5, 16) was never tied: seat 1's 5 pair (×3) beat seat 2 there, so seat 2 completes 2 × 11 = 22 to seat 1.
    // [0, 5) was tied: the rematch decides it (seat 0's 9 pair, ×3: seat 1 completes 2 × 5; seat 2 pays no
    // multiplier on it, as it lost to the tied hands).
    const h = [
      ["M05-0", "M05-1"],
      ["M05-2", "M05-3"],
      ["M06-2", "M07-2"],
    ];
    const m = [
      { seat: 0, bet: 4 },
      { seat: 1, bet: 10 },
      { seat: 2, call: true },
      { seat: 1, bet: 5 },
      { seat: 2, call: true },
    ];
    const st = playHand(3, { deck: "all40", tie: "rematch" }, 0, h, m, [5, 100, 100]);
    expect(st.rematchOf).toEqual([true, true, false]);
    const d = last(nextHand(st, R.expectedDealer(st), [["M09-2", "M09-3"], ["M01-2", "M03-2"], []]));
    expect(d.won).toEqual([15, 22, 0]);
    expect(d.completionsPaid).toEqual([0, 10, 22]);
    expect(d.completionsReceived).toEqual([10, 22, 0]);
    expect(d.scores).toEqual([20, 18, -38]);
    // The same first showdown with tie = split: the side layer is settled the same way.
    const split = last(playHand(3, { deck: "all40" }, 0, h, m, [5, 100, 100]));
    expect(split.completionsPaid[2]).toBe(22 + 10);
  });
});

describe("hostile input never throws", () => {
  it("describeMove on malformed moves", () => {
    const st = playHand(
      2,
      {},
      0,
      [
        ["M01-2", "M02-2"],
        ["M05-2", "M06-2"],
      ],
      [],
    );
    for (const m of [null, undefined, "fold", 3, [], { seat: 9, call: true }, { seat: 0, bet: "3" }, { seat: 0 }])
      expect(typeof R.describeMove(st, m as never)).toBe("string");
  });
});

describe("the side-pot note", () => {
  it("is left out when nobody is all-in, even with a player who folded after the ante", () => {
    // Seat 1 folds at the ante (stake 1); seats 0 and 2 stake more and show down: one pot, no side pots.
    const moves = [
      { seat: 0, bet: 2 },
      { seat: 1, fold: true },
      { seat: 2, call: true },
      { seat: 0, bet: 1 },
      { seat: 2, call: true },
    ];
    const st = playHand(3, {}, 0, T17_HANDS, moves);
    const d = last(st);
    expect(d.outcome).toBe("showdown");
    expect(d.notes.join(" ")).not.toMatch(/Short stacks/);
  });
});
