// The Koi-Koi adapter against real engine states: a new game, a few legal moves, and a state waiting for the
// koi-koi decision.
import { describe, expect, it } from "vitest";
import { play, R, setupOf } from "~/engine/koikoi/tests/kit";
import type { KoikoiState } from "~/engine/koikoi";
import { koikoiModel } from "./model";
import { sankoDecision } from "./test-positions";

function live(seed: string): KoikoiState {
  const g = R.newGame(setupOf(), seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

const THREE_ANIMALS = ["M02-0", "M04-0", "M05-0"];

describe("koikoiModel", () => {
  it("shows a new game's deal, turn and first-dealer draw", () => {
    const state = live("kk-ui-1");
    expect(state.phase).toBe("playing");
    const view = R.playerView(state, 0);
    const m = koikoiModel(view);
    expect(m.game).toBe("koikoi");
    expect(m.hand).toHaveLength(8);
    expect(m.handCounts).toEqual([8, 8]);
    expect(m.field).toHaveLength(8);
    expect(m.pileCount).toBe(24);
    expect(m.turned).toBeNull();
    expect(m.step).toBe("play");
    expect(m.turn).toBe(view.dealer);
    expect([m.roundNumber, m.roundsTotal]).toEqual([1, 12]);
    expect(m.sides.map((s) => [s.points, s.yaku.length])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(m.firstDealer?.dealer).toBe(view.dealer);
    expect(m.firstDealer?.attempts.length).toBeGreaterThan(0);
    expect(koikoiModel(R.playerView(state, null)).hand).toBeNull();
  });

  it("follows legal moves: the play, then the turned pile card", () => {
    let state = live("kk-ui-2");
    const dealer = state.round!.dealer;
    const move = R.legalMoves(state, dealer)[0]!;
    state = play(state, [move]);
    const m = koikoiModel(R.playerView(state, dealer));
    expect(m.step).toBe("draw");
    expect(m.turned).toMatch(/^M\d\d-\d$/);
    expect(m.pileCount).toBe(23);
    expect(m.last?.seat).toBe(dealer);
    expect(m.last?.card).toBe((move as { play: string }).play);
    expect(m.hand).toHaveLength(7);
  });

  it("waits for the decision with the yaku made and those in progress", () => {
    const s = sankoDecision(THREE_ANIMALS, ["M12-3"]);
    expect(R.legalMoves(s, 0)).toEqual([
      { seat: 0, koikoi: true },
      { seat: 0, koikoi: false },
    ]);
    const m = koikoiModel(R.playerView(s, 1));
    expect(m.step).toBe("own");
    expect(m.turn).toBe(0);
    expect(m.sides[0]!.yaku).toEqual([
      {
        label: "Sankō (three brights)",
        name: { ns: "Yaku", key: "sanko" },
        detail: { ns: "Yaku", key: "points", values: { count: 5 } },
      },
    ]);
    expect(m.sides[0]!.points).toBe(5);
    const progress = Object.fromEntries(m.sides[0]!.progress.map((p) => [p.label, p]));
    expect(Object.keys(progress)).toEqual([
      "Tane (animals)",
      "Hanami-zake (flower viewing)",
      "Tsukimi-zake (moon viewing)",
    ]);
    expect(progress["Tane (animals)"]).toEqual({
      label: "Tane (animals)",
      name: { ns: "Yaku", key: "tane" },
      have: ["M02-0", "M04-0", "M05-0"],
      need: 5,
      live: true,
    });
    expect(progress["Hanami-zake (flower viewing)"]!.have).toEqual(["M03-0"]);
    expect(progress["Hanami-zake (flower viewing)"]!.live).toBe(true);
  });

  it("marks a yaku dead once the opponent holds a card it needs, and tells the calls", () => {
    const s = sankoDecision(THREE_ANIMALS, ["M09-0"], [0, 1]);
    const m = koikoiModel(R.playerView(s, 0));
    const viewing = m.sides[0]!.progress.filter((p) => p.label.includes("viewing"));
    expect(viewing.map((p) => p.live)).toEqual([false, false]);
    expect(m.notes).toEqual([{ key: "koikoiCalls", args: { seat: 1, count: 1 } }]);
  });
});
