// Sanity scenarios for the Sutda bot: hand-built positions where the right play is plain. Each position is a
// real engine state; the bot gets its seat's view and legal moves only.
import { describe, expect, it } from "vitest";
import { playHand, setupOf as sutdaSetup } from "../test-helpers";
import { scenarioMove as move } from "../../bots/testing/harness";

describe("Sutda heuristic scenarios", () => {
  // Auction 1: seat 0 (Oya) opens 1, seat 1 follows. Auction 2: seat 0 opens 1, seat 1 raises to 90.
  const allInRaise = [
    { seat: 0, bet: 1 },
    { seat: 1, call: true },
    { seat: 0, bet: 1 },
    { seat: 1, bet: 90 },
  ];
  const trash = [
    ["M01-2", "M09-2"],
    ["M10-2", "M10-3"],
  ];
  it("folds a mangtong (1+9) in the second auction against an all-in raise", () => {
    const st = playHand(2, {}, 0, trash, allInRaise);
    const setup = sutdaSetup(2);
    const folds = [0, 1, 2, 3, 4].filter((k) => "fold" in move("sutda", setup, st, 0, "heuristic", `fold-${k}`)).length;
    expect(folds).toBe(5);
    expect("fold" in move("sutda", setup, st, 0, "strong")).toBe(true);
  });
  it("never folds a 38 gwang-ttaeng; raises or follows", () => {
    const st = playHand(
      2,
      {},
      0,
      [
        ["M03-0", "M08-0"],
        ["M10-2", "M10-3"],
      ],
      allInRaise,
    );
    const setup = sutdaSetup(2);
    for (const k of [0, 1, 2, 3, 4]) expect("fold" in move("sutda", setup, st, 0, "heuristic", `gt-${k}`)).toBe(false);
  });
});
