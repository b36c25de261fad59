// Audit of the Mushi engine against docs/rules/mushi.md and docs/record-format.md:
// exact positions for the Lightning corners, the end-of-round transfers, the views, and hostile
// API input. Each test names the rule it checks.

import { describe, expect, it } from "vitest";
import { cardCode, parseCard, type CardId } from "../core/cards";
import { deckOf } from "./deck";
import { mushiSetup, randomPlayout } from "./playout";
import type { PositionSpec } from "./position";
import { mushiRuleset as R } from "./ruleset";
import type { MushiState } from "./state";
import { apply, position } from "./test-helpers";

const id = (code: string): CardId => parseCard(code)!;
const codes = (cards: readonly CardId[]) => cards.map(cardCode).sort();

/** Every card of the deck owned once, after the round (the zero-sum precondition). */
function expectAllOwned(s: MushiState) {
  const res = s.results[s.results.length - 1]!;
  const all = [...res.piles[0], ...res.piles[1]].sort((a, b) => a - b);
  expect(all).toEqual([...deckOf(s.opts.deck)]);
  expect(res.summary.scores[0]! + res.summary.scores[1]!).toBe(0);
}

/** Seat 0 to play, holding the Lightning (and M01-0) over `table`, with the four Maple cards in the stock. */
const lightningInHand = (table: string[]) =>
  position({
    turn: 0,
    step: "play",
    hands: [
      ["M11-3", "M01-0"],
      ["M02-0", "M03-0"],
    ],
    table,
    stock: ["M10-0", "M10-1", "M10-2", "M10-3"],
  });

describe("the Lightning", () => {
  it("a stock Lightning with only a triple and Willows to take stays; the next non-Willow stock card takes it, not its own match", () => {
    const s0 = position({
      turn: 0,
      step: "draw",
      hands: [["M01-0"], ["M02-0"]],
      table: ["M09-0", "M09-1", "M09-2", "M11-0", "M05-0"],
      stock: ["M11-3", "M05-2", "M09-3", "M10-0"],
      hasPlayed: [true, true],
    });
    // M05-0 is eligible: the Lightning must take it (one option, no take needed).
    const took = apply(s0, { seat: 0, draw: true });
    expect(codes(took.round!.piles[0].slice(-2))).toEqual(["M05-0", "M11-3"]);
    expect(took.round!.lightningMonth).toBe(5);

    const s1 = position({
      turn: 0,
      step: "draw",
      hands: [["M01-0"], ["M05-1"]],
      table: ["M09-0", "M09-1", "M09-2", "M11-0"],
      stock: ["M11-3", "M09-3", "M05-2", "M10-0"],
      hasPlayed: [true, true],
    });
    expect(R.legalMoves(s1, 0)).toEqual([{ seat: 0, draw: true }]);
    expect(R.applyMove(s1, { seat: 0, draw: true, take: "M09-0" }).ok).toBe(false);
    const stays = apply(s1, { seat: 0, draw: true });
    expect(stays.round!.table).toContain(id("M11-3"));
    expect(stays.round!.lightningUser).toBeNull();
    // Seat 1 plays M05-1 (stays), then turns M09-3: it takes the Lightning only; the triple stays.
    const after = apply(stays, { seat: 1, play: "M05-1" });
    expect(R.legalMoves(after, 1)).toEqual([{ seat: 1, draw: true }]);
    const t = apply(after, { seat: 1, draw: true });
    expect(codes(t.round!.table)).toEqual(["M05-1", "M09-0", "M09-1", "M09-2", "M11-0"]);
    expect(t.round!.lightningUser).toBe(1);
    expect(t.round!.lightningMonth).toBe(9);
  });

  it("the Lightning played from the hand with one eligible card captures it; a take naming another card is refused", () => {
    const s = lightningInHand(["M04-0", "M09-0", "M09-1", "M09-2", "M11-1"]);
    for (const take of ["M09-0", "M11-1", "M10-0", "M01-0"])
      expect(R.applyMove(s, { seat: 0, play: "M11-3", take }).ok).toBe(false);
    const a = apply(s, { seat: 0, play: "M11-3" });
    expect(a.round!.lightningMonth).toBe(4);
    const b = apply(s, { seat: 0, play: "M11-3", take: "M04-0" });
    expect(b.round!.piles).toEqual(a.round!.piles);
  });

  it("the Lightning played onto an empty table stays, and the same player's stock card takes it", () => {
    const s = lightningInHand([]);
    const a = apply(s, { seat: 0, play: "M11-3" });
    expect(codes(a.round!.table)).toEqual(["M11-3"]);
    const b = apply(a, { seat: 0, draw: true });
    expect(codes(b.round!.piles[0].slice(-2))).toEqual(["M10-0", "M11-3"]);
    expect(b.round!.lightningMonth).toBe(10);
  });

  /** Elder 0, younger 1, one turn left for seat 1: it plays M05-3 onto M05-2, then turns the last stock card. */
  const lastTurn = (spec: Pick<PositionSpec, "table" | "stock" | "piles" | "willowPairOwner">): PositionSpec => ({
    dealer: 0,
    turn: 1,
    step: "play",
    hands: [[], ["M05-3"]],
    rest: 0,
    hasPlayed: [true, true],
    ...spec,
  });
  const playLastTurn = (spec: PositionSpec) =>
    apply(position(spec), { seat: 1, play: "M05-3" }, { seat: 1, draw: true });

  it("a tabled Lightning when the last card is a Willow goes to the younger; the Willow pair and the transfers still hold", () => {
    // The last stock card is M11-2.
    const base = lastTurn({
      table: ["M11-3", "M11-1", "M05-2"],
      stock: ["M11-2"],
      piles: [["M11-0"], []],
      willowPairOwner: null,
    });
    for (const rule of ["takes_itself", "captures_remaining_rain", "captures_all_remaining"]) {
      const s = playLastTurn({ ...base, options: { last_lightning: rule } });
      const res = s.results[0]!;
      // M11-2 captured M11-1: seat 1 holds the Willow pair; the Lightning goes to seat 1 (the last drawer).
      expect(res.piles[1]).toContain(id("M11-3"));
      expect(res.piles[1]).toContain(id("M11-1"));
      expect(res.piles[1]).toContain(id("M11-2"));
      expectAllOwned(s);
    }
  });

  it("the last stock card is the Lightning: takes_itself leaves the Willow to the pair owner; captures_remaining_rain takes it", () => {
    const base = lastTurn({
      table: ["M11-2", "M05-2"],
      stock: ["M11-3"],
      piles: [["M11-0", "M11-1"], []],
      willowPairOwner: 0,
    });
    const itself = playLastTurn(base);
    expect(itself.results[0]!.piles[0]).toContain(id("M11-2"));
    expect(itself.results[0]!.piles[1]).toContain(id("M11-3"));
    expectAllOwned(itself);
    const rain = playLastTurn({ ...base, options: { last_lightning: "captures_remaining_rain" } });
    expect(rain.results[0]!.piles[1]).toContain(id("M11-2"));
    expect(rain.results[0]!.piles[1]).toContain(id("M11-3"));
    expectAllOwned(rain);
  });
});

describe("views (the only way state leaves the server)", () => {
  it("a viewer that is not a seat (2, -1, 0.5, NaN, undefined) is a spectator: no hand, no legal moves, never a throw", () => {
    const s = R.newGame(mushiSetup(), "audit-view");
    if (!s.ok) throw new Error(s.error.message);
    const spectator = R.playerView(s.value, null);
    for (const v of [2, -1, 0.5, Number.NaN, undefined]) {
      const view = R.playerView(s.value, v as unknown as number);
      expect(view.round!.hand).toEqual([]);
      expect(view.round!.legalMoves).toEqual([]);
      expect(view.round!.canDeclareFour).toBe(false);
      expect(view.viewer).toBeNull();
      expect(JSON.stringify(view)).toBe(JSON.stringify(spectator));
    }
  });

  it("before the draw the next stock card is never named anywhere in a view; in the draw step only the turned card is", () => {
    const { state } = randomPlayout(mushiSetup(), "audit-leak", "audit-leak/moves", undefined, 40);
    const r = state.round!;
    const hidden = new Set(r.stock.slice(r.next + (r.step === "draw" ? 1 : 0)).map(cardCode));
    for (const v of [0, 1, null]) {
      const view = R.playerView(state, v);
      // Combination definitions (yaku[].cards) list fixed card sets, not positions: leave them out.
      const round = { ...view.round!, yaku: view.round!.yaku.map((ys) => ys.map((y) => ({ ...y, cards: [] }))) };
      const text = JSON.stringify({ ...view, round, history: null });
      for (const code of text.match(/M\d\d-\d/g) ?? []) expect(hidden.has(code), code).toBe(false);
    }
  });
});

describe("setup validation (docs/record-format.md: an unknown key or value is an error)", () => {
  it("validateSetup refuses unknown options and values and a missing teams field without throwing", () => {
    const bad = [
      { players: 2, teams: null, options: { deck: 52 } },
      { players: 2, teams: null, options: { no_such_option: 1 } },
      { players: 2, teams: null, options: { rounds: "6" } },
    ];
    for (const setup of bad) {
      const v = R.validateSetup(setup as never);
      expect(v.ok).toBe(false);
      expect(R.newGame(setup as never, "x").ok).toBe(false);
    }
    const noTeams = R.validateSetup({ players: 2, options: {} } as never);
    expect(noTeams.ok).toBe(true);
    if (noTeams.ok) expect(noTeams.value.options.deck).toBe(40);
  });
});
