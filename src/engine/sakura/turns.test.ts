// Turns, captures and hiki (docs/rules/sakura.md), move validation.
import { describe, expect, it } from "vitest";
import { CAPTURED, DEAD, FIELD, PILE, STEP_DRAW, STEP_PLAY } from "./state";
import { arrange, buildDeal, clear, codesAt, handOf, legalJson, playMoves, R, setupOf, startFrom } from "./testing/kit";

/** 2 players, seat 0 deals; the field is exactly `field`. */
function table(hand0: string[], field: string[], options: Record<string, string | boolean> = {}, pile: string[] = []) {
  const s = startFrom(setupOf(2, options), 0, buildDeal(2, { hands: [hand0], field, pile }));
  return clear(s, FIELD, DEAD, field);
}

describe("captures (core/fishing.ts)", () => {
  it("0 matches: the card stays on the field", () => {
    const s = playMoves(table(["M04-2"], ["M01-2"]), [{ seat: 0, play: "M04-2" }]);
    expect(codesAt(s, FIELD)).toEqual(["M01-2", "M04-2"]);
  });
  it("1 match: capture, take optional (naming the only card is accepted)", () => {
    for (const m of [
      { seat: 0, play: "M04-2" },
      { seat: 0, play: "M04-2", take: "M04-0" },
    ]) {
      const s = playMoves(table(["M04-2"], ["M04-0", "M01-2"]), [m]);
      expect(codesAt(s, CAPTURED)).toEqual(["M04-0", "M04-2"]);
    }
    expect(R.applyMove(table(["M04-2"], ["M04-0", "M01-2"]), { seat: 0, play: "M04-2", take: "M01-2" }).ok).toBe(false);
  });
  it("2 matches: the player chooses; the take is required (even two interchangeable chaff)", () => {
    const s = table(["M04-0"], ["M04-2", "M04-3", "M01-2"]);
    const moves = legalJson(s, 0).filter((m) => (m as { play?: string }).play === "M04-0");
    expect(moves).toEqual([
      { seat: 0, play: "M04-0", take: "M04-2" },
      { seat: 0, play: "M04-0", take: "M04-3" },
    ]);
    expect(R.applyMove(s, { seat: 0, play: "M04-0" }).ok).toBe(false);
    expect(codesAt(playMoves(s, [{ seat: 0, play: "M04-0", take: "M04-3" }]), CAPTURED)).toEqual(["M04-0", "M04-3"]);
  });
  it("3 matches: all three are captured", () => {
    const s = playMoves(table(["M04-0"], ["M04-1", "M04-2", "M04-3"]), [{ seat: 0, play: "M04-0" }]);
    expect(codesAt(s, CAPTURED)).toEqual(["M04-0", "M04-1", "M04-2", "M04-3"]);
  });
  it("the drawn card resolves the same way, with a take when there is a choice", () => {
    let s = table(["M07-2"], ["M04-2", "M04-3"], {}, ["M04-0"]);
    s = playMoves(s, [{ seat: 0, play: "M07-2" }]);
    expect(legalJson(s, 0)).toEqual([
      { seat: 0, draw: true, take: "M04-2" },
      { seat: 0, draw: true, take: "M04-3" },
    ]);
    expect(R.playerView(s, 0).round!.drawing).toBe("M04-0");
    expect(R.playerView(s, 1).round!.drawing).toBeNull();
    s = playMoves(s, [{ seat: 0, draw: true, take: "M04-2" }]);
    expect(codesAt(s, CAPTURED)).toEqual(["M04-0", "M04-2"]);
    expect([s.round!.turn, s.round!.step]).toEqual([1, STEP_PLAY]);
  });
});

describe("must_play_matching_if_able", () => {
  it("off (default): any hand card may be laid", () => {
    const s = table(["M04-2", "M07-2"], ["M04-0"]);
    expect(legalJson(s, 0)).toContainEqual({ seat: 0, play: "M07-2" });
  });
  it("on: a non-matching card may not be laid while a card matches", () => {
    const s = table(["M04-2", "M07-2"], ["M04-0"], { must_play_matching_if_able: true });
    const legal = legalJson(s, 0);
    expect(legal).toContainEqual({ seat: 0, play: "M04-2" });
    expect(
      legal.every((m) => (m as { play?: string }).play === undefined || (m as { play: string }).play.startsWith("M04")),
    ).toBe(true);
    const r = R.applyMove(s, { seat: 0, play: "M07-2" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("must-match");
  });
  it("on: with nothing matching, any card may be laid; the wild Gaji is always allowed", () => {
    const s = table(["M11-3"], ["M04-0"], { must_play_matching_if_able: true });
    const hand = handOf(s, 0);
    const legal = legalJson(s, 0);
    expect(legal).toContainEqual({ seat: 0, play: "M11-3" });
    // Only the Gaji captures: the other cards of the filler hand match nothing, so they stay allowed.
    for (const c of hand) if (c !== "M11-3" && !c.startsWith("M04")) expect(legal).toContainEqual({ seat: 0, play: c });
  });
});

describe("hiki", () => {
  const hikiMoves = (s: ReturnType<typeof table>) => legalJson(s, 0).filter((m) => "hiki" in (m as object));
  it("declared_any_split: 1+3, 2+2 and 3+1 splits", () => {
    expect(hikiMoves(table(["M05-0"], ["M05-1", "M05-2", "M05-3"]))).toEqual([{ seat: 0, hiki: 5 }]);
    expect(hikiMoves(table(["M05-0", "M05-1"], ["M05-2", "M05-3"]))).toEqual([{ seat: 0, hiki: 5 }]);
    expect(hikiMoves(table(["M05-0", "M05-1", "M05-2"], ["M05-3"]))).toEqual([{ seat: 0, hiki: 5 }]);
    expect(hikiMoves(table(["M05-0", "M05-1"], ["M05-2"]))).toEqual([]);
  });
  it("a 1+3 hiki and playing the single card are two moves with the same captures", () => {
    const s = table(["M05-0"], ["M05-1", "M05-2", "M05-3"]);
    const a = playMoves(s, [{ seat: 0, hiki: 5 }]);
    const b = playMoves(s, [{ seat: 0, play: "M05-0" }]);
    expect(codesAt(a, CAPTURED)).toEqual(codesAt(b, CAPTURED));
    expect(a.round!.step).toBe(STEP_DRAW);
  });
  it("four in the hand is a hiki only with Teshi off", () => {
    const deal = buildDeal(2, { hands: [["M05-0", "M05-1", "M05-2", "M05-3"]] });
    const on = startFrom(setupOf(2, { rounds: 2 }), 0, deal);
    expect(on.results[0]!.teshi?.kind).toBe("teshi");
    const off = startFrom(setupOf(2, { dealt_hand_teshi: "off" }), 0, deal);
    expect(legalJson(off, 0)).toContainEqual({ seat: 0, hiki: 5 });
    const after = playMoves(off, [{ seat: 0, hiki: 5 }]);
    expect(handOf(after, 0).length).toBe(4);
  });
  it("field_triple_only: only three on the field and the fourth in the hand", () => {
    const o = { hiki: "field_triple_only" };
    expect(hikiMoves(table(["M05-0"], ["M05-1", "M05-2", "M05-3"], o))).toEqual([{ seat: 0, hiki: 5 }]);
    expect(hikiMoves(table(["M05-0", "M05-1"], ["M05-2", "M05-3"], o))).toEqual([]);
    expect(hikiMoves(table(["M05-0", "M05-1", "M05-2"], ["M05-3"], o))).toEqual([]);
  });
  it("bga_single_turn: 3 on the field + 1, or 3 in the hand + 1 on the field", () => {
    const o = { hiki: "bga_single_turn" };
    expect(hikiMoves(table(["M05-0"], ["M05-1", "M05-2", "M05-3"], o))).toEqual([{ seat: 0, hiki: 5 }]);
    expect(hikiMoves(table(["M05-0", "M05-1"], ["M05-2", "M05-3"], o))).toEqual([]);
    expect(hikiMoves(table(["M05-0", "M05-1", "M05-2"], ["M05-3"], o))).toEqual([{ seat: 0, hiki: 5 }]);
  });
  it("an undeclarable hiki is refused", () => {
    const r = R.applyMove(table(["M05-0", "M05-1"], ["M05-2"]), { seat: 0, hiki: 5 });
    expect(r.ok).toBe(false);
  });
  it("a declarer who runs out of hand cards early takes draw-only turns", () => {
    // Seat 0 holds only three Iris; the fourth is on the field: one hiki empties the hand.
    let s = table(["M05-0", "M05-1", "M05-2"], ["M05-3", "M01-2"]);
    const extra: Record<string, number> = {};
    for (const c of handOf(s, 0)) if (!c.startsWith("M05")) extra[c] = DEAD;
    s = arrange(s, extra);
    s = playMoves(s, [
      { seat: 0, hiki: 5 },
      { seat: 0, draw: true },
    ]);
    expect(handOf(s, 0)).toEqual([]);
    const lay = handOf(s, 1)[0]!;
    const after = R.applyMove(
      s,
      R.legalMoves(s, 1).find((m) => (m as { play?: string }).play === lay)!,
    );
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    let t = after.state;
    t = playMoves(t, [R.legalMoves(t, 1)[0]]);
    expect([t.round!.turn, t.round!.step]).toEqual([0, STEP_DRAW]);
    expect(legalJson(t, 0).every((m) => "draw" in (m as object))).toBe(true);
  });
});

describe("turn structure and the end of a round", () => {
  it("Step A then Step B, each its own move; the draw cannot come first and nothing else can replace it", () => {
    const s = table(["M04-2"], ["M01-2"]);
    expect(R.applyMove(s, { seat: 0, draw: true }).ok).toBe(false);
    const a = playMoves(s, [{ seat: 0, play: "M04-2" }]);
    expect(a.round!.step).toBe(STEP_DRAW);
    expect(R.applyMove(a, { seat: 0, play: handOf(a, 0)[0]! }).ok).toBe(false);
    expect(legalJson(a, 0)).toEqual([{ seat: 0, draw: true }]);
  });
  it("two_player_end = stop_when_hands_empty: the round ends when the hands are empty, 8 cards undrawn", () => {
    const st = R.newGame(
      setupOf(2, {
        rounds: 1,
        two_player_end: "stop_when_hands_empty",
        dealt_hand_teshi: "off",
        field_four_pairs: "ignore",
        field_four_of_a_kind: "dealer_captures",
      }),
      "stop-1",
    );
    if (!st.ok) throw new Error(st.error.message);
    let s = st.value;
    let moves = 0;
    while (s.phase === "playing") {
      const legal = R.legalMoves(s, s.round!.turn).filter((m) => !("hiki" in m));
      s = playMoves(s, [legal[0]]);
      moves++;
    }
    const res = s.results[0]!;
    expect(res.undrawn.length).toBe(8);
    expect(codesAt(s, PILE).length).toBe(8);
    expect(moves).toBeGreaterThanOrEqual(32);
  });
});

describe("move validation: errors are values, never exceptions", () => {
  const s = table(["M04-2"], ["M01-2"]);
  const bad: [string, unknown][] = [
    ["not an object", "play"],
    ["null", null],
    ["an array", [1]],
    ["unknown key", { seat: 0, play: "M04-2", extra: 1 }],
    ["no action", { seat: 0 }],
    ["two actions", { seat: 0, play: "M04-2", draw: true }],
    ["bad seat", { seat: 5, play: "M04-2" }],
    ["seat as string", { seat: "0", play: "M04-2" }],
    ["bad card", { seat: 0, play: "M13-0" }],
    ["card not held", { seat: 0, play: "M01-2" }],
    ["draw not true", { seat: 0, draw: 1 }],
    ["take with hiki", { seat: 0, hiki: 5, take: "M05-0" }],
    ["bad month", { seat: 0, hiki: 13 }],
    ["bet outside Oi-bana", { seat: 0, bet: 3 }],
    ["dealer choice out of place", { seat: 0, dealer: 0 }],
    ["not your turn", { seat: 1, play: handOf(s, 1)[0] }],
  ];
  for (const [name, move] of bad) {
    it(name, () => {
      const r = R.applyMove(s, move);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(typeof r.error.message).toBe("string");
    });
  }
  it("after the game is over every move is refused", () => {
    const st = R.newGame(setupOf(2, { rounds: 1 }), "over");
    if (!st.ok) throw new Error(st.error.message);
    let g = st.value;
    while (g.phase === "playing") g = playMoves(g, [R.legalMoves(g, g.round!.turn)[0]]);
    expect(g.phase).toBe("game-over");
    expect(R.applyMove(g, { seat: 0, draw: true }).ok).toBe(false);
    expect(R.legalMoves(g, 0)).toEqual([]);
    expect(R.toAct(g)).toEqual([]);
  });
});
