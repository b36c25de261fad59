// Ruleset.newGame's optional first dealer (tournaments rotate it across the games of a pairing):
// the given seat deals the first round and the draw is skipped; without it nothing changes.

import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import type { MatchSetup } from "../../core/ruleset";
import { sfjRuleset as R } from "../ruleset";

function setup(players: number, teams: MatchSetup["teams"] = null): MatchSetup {
  const v = R.validateSetup({ players, teams, options: {} });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** Plays uniformly random legal moves for at most `max` moves; every move must be accepted. */
function playSome(state: ReturnType<typeof R.newGameAwaitingDeal>, seed: string, max: number) {
  const rng = Rng.fromSeed(seed);
  let s = state;
  for (let i = 0; i < max && R.phase(s) === "playing"; i++) {
    const seat = R.toAct(s)[0]!;
    const moves = R.legalMoves(s, seat);
    const next = R.applyMove(s, moves[rng.int(moves.length)]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
  }
  return s;
}

describe("SFJ: newGame with a first dealer", () => {
  it.each([{ players: 2, teams: null }, { players: 3, teams: null }, { players: 4, teams: null }])("every seat can be made the first dealer ($players players)", ({ players, teams }) => {
    const s = setup(players, teams as MatchSetup["teams"]);
    for (let seat = 0; seat < players; seat++) {
      const g = R.newGame(s, `fd-${players}-${seat}`, { firstDealer: seat });
      expect(g.ok).toBe(true);
      if (!g.ok) continue;
      expect(R.dealtRounds(g.value)[0]!.dealer).toBe(seat);
      expect(g.value.dealerDraws).toEqual([]);
      playSome(g.value, `moves-${seat}`, 400);
    }
  });

  it("refuses a first dealer that is not a seat", () => {
    const s = setup(3);
    for (const bad of [-1, 3, 1.5, Number.NaN]) {
      const g = R.newGame(s, "x", { firstDealer: bad });
      expect(g.ok).toBe(false);
      if (!g.ok) expect(g.error.code).toBe("bad-dealer");
    }
  });

  it("without a first dealer the draw happens as before", () => {
    const s = setup(3);
    for (let i = 0; i < 20; i++) {
      const a = R.newGame(s, `same-${i}`);
      const b = R.newGame(s, `same-${i}`, {});
      expect(a).toEqual(b);
      expect(a.ok && a.value.dealerDraws!.length).toBeGreaterThan(0);
    }
  });

  it("the same seed and first dealer give the same game", () => {
    const s = setup(3);
    expect(R.newGame(s, "again", { firstDealer: 1 })).toEqual(R.newGame(s, "again", { firstDealer: 1 }));
  });
});
