// The Koi-Koi strong level's pieces: every sampled round shows the seat exactly its own view of the round, and the
// search returns legal moves, the koi-koi decision included.

import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import { koikoiRuleset as R, type KoikoiState } from "../index";
import { koikoiDeterminizer } from "../determinize";
import { koikoiSearch } from "./search";
import { setupFor } from "../../bots/testing/positions";

const setup = setupFor("koikoi", 2);

/** The states of a seeded game of random legal moves. */
function positions(seed: string): KoikoiState[] {
  const g = R.newGame(setup, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Rng.fromSeed(`${seed}/moves`);
  const out: KoikoiState[] = [];
  while (s.phase === "playing") {
    out.push(s);
    const legal = R.legalMoves(s, s.round!.turn);
    const next = R.applyMove(s, legal[rng.int(legal.length)]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
  }
  return out;
}

/** What a view says of the round in play. */
function roundPart(s: KoikoiState, seat: number) {
  const v = R.playerView(s, seat);
  const { hand, handCounts, field, pileCount, turnedCard, captured, yaku, calls, step, toAct, month, dealer } = v;
  return { hand, handCounts, field, pileCount, turnedCard, captured, yaku, calls, step, toAct, month, dealer };
}

describe("Koi-Koi determinization", () => {
  it("samples rounds that show the seat to act its own view, with the hidden cards changed", () => {
    const rng = Rng.fromSeed("det");
    let differs = 0;
    let checked = 0;
    for (const s of positions("det-game")) {
      const seat = s.round!.turn;
      const det = koikoiDeterminizer(setup, R.playerView(s, seat));
      if (!det.ok) throw new Error(det.error.message);
      const sample = det.value(rng);
      expect(roundPart(sample, seat)).toEqual(roundPart(s, seat));
      expect(R.legalMoves(sample, seat)).toEqual(R.legalMoves(s, seat));
      if (JSON.stringify(sample.round!.hands[1 - seat]) !== JSON.stringify(s.round!.hands[1 - seat])) differs++;
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    expect(differs).toBeGreaterThan(checked / 2);
  });

  it("refuses a spectator's view", () => {
    const s = positions("spectator")[0]!;
    expect(koikoiDeterminizer(setup, R.playerView(s, null)).ok).toBe(false);
  });
});

describe("Koi-Koi search", () => {
  it("returns a legal move at every step of a game, decisions included", () => {
    const rng = Rng.fromSeed("search");
    let decisions = 0;
    for (const s of positions("search-game").slice(0, 80)) {
      const seat = s.round!.turn;
      const legal = R.legalMoves(s, seat);
      if ("koikoi" in legal[0]!) decisions++;
      const i = koikoiSearch({
        game: "koikoi",
        setup,
        seat,
        level: "strong",
        rng,
        view: R.playerView(s, seat),
        legalMoves: legal,
        budget: { playouts: 24 },
      });
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(legal.length);
    }
    expect(decisions).toBeGreaterThan(0);
  });
});
