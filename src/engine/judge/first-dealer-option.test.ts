// Ruleset.newGame's optional first dealer: Judge has no dealer, so the option is ignored (even a
// value that is not a seat) and the game is the one the seed alone gives.

import { describe, expect, it } from "vitest";
import { judgeRuleset as R } from "./ruleset";

describe("Judge: newGame with a first dealer", () => {
  it("ignores the first dealer", () => {
    const v = R.validateSetup({ players: 2, teams: null, options: {} });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    for (let i = 0; i < 10; i++) {
      const plain = R.newGame(v.value, `judge-${i}`);
      expect(plain.ok).toBe(true);
      for (const firstDealer of [0, 1, 7, -1]) expect(R.newGame(v.value, `judge-${i}`, { firstDealer })).toEqual(plain);
      expect(plain.ok && R.dealtRounds(plain.value)[0]!.dealer).toBe(null);
    }
  });
});
