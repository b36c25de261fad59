// Unit tests for Mushi rules and API details not covered by the vectors and goldens: options,
// setup, deal validation, the four-in-hand declaration window, errors, descriptions, views,
// explanations and the game length.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCard } from "../core/cards";
import { parseOptionValues } from "../core/options";
import { foldRecord, parseRecord } from "../record";
import { mushiSetup, randomPlayout } from "./playout";
import { positionState } from "./position";
import { mushiRuleset as R } from "./ruleset";
import type { MushiState } from "./state";
import { apply, position } from "./test-helpers";

const golden = (name: string) =>
  JSON.parse(readFileSync(new URL(`./golden/${name}.json`, import.meta.url), "utf8")) as {
    options?: Record<string, unknown>;
    rounds: { dealer: number; deal: { hands: string[][]; field: string[]; pile: string[] }; moves: unknown[] }[];
  };
const G1 = golden("normal-round").rounds[0]!;
const DECL = golden("declared-four").rounds[0]!;

function startFrom(deal: unknown, dealer: number, options: Record<string, unknown> = {}): MushiState {
  const s = R.newGameAwaitingDeal(mushiSetup(options as Record<string, string | number>));
  const res = R.startRound(s, dealer, deal);
  if (!res.ok) throw new Error(res.error.message);
  return res.state;
}

describe("options as data", () => {
  it("every documented option with its values, a default, a label and help", () => {
    const byName = Object.fromEntries(R.optionSpecs.map((s) => [s.name, s]));
    expect(Object.keys(byName).sort()).toEqual([
      "deck",
      "five_brights",
      "hand_four_of_a_kind",
      "last_lightning",
      "rounds",
      "table_four_pairs",
      "table_misdeal",
      "target",
    ]);
    const values = (n: string) => {
      const s = byName[n]!;
      return s.kind === "enum" ? s.values.map((v) => v.value) : null;
    };
    expect(values("deck")).toEqual([40, 48]);
    expect(values("table_misdeal")).toEqual(["redeal", "elder_captures"]);
    expect(values("table_four_pairs")).toEqual(["no_redeal", "redeal"]);
    expect(values("hand_four_of_a_kind")).toEqual(["may_cancel", "play_on"]);
    expect(values("last_lightning")).toEqual(["takes_itself", "captures_remaining_rain", "captures_all_remaining"]);
    expect(values("five_brights")).toEqual(["off", "on_30"]);
    expect(values("rounds")).toEqual([12, 6, "target"]);
    expect(byName.target!.dependsOn).toEqual({ option: "rounds", values: ["target"] });
    for (const s of R.optionSpecs) {
      expect(s.label.length).toBeGreaterThan(3);
      expect(s.help.length).toBeGreaterThan(30);
    }
    expect(parseOptionValues(R.optionSpecs, {}, "mushi")).toEqual({
      ok: true,
      value: {
        deck: 40,
        table_misdeal: "redeal",
        table_four_pairs: "no_redeal",
        hand_four_of_a_kind: "may_cancel",
        last_lightning: "takes_itself",
        five_brights: "off",
        rounds: 12,
        target: 100,
      },
    });
  });
  it("refuses unknown options and values", () => {
    expect(parseOptionValues(R.optionSpecs, { rounds: "6" }, "mushi").ok).toBe(false);
    expect(parseOptionValues(R.optionSpecs, { rounds: 6 }, "mushi").ok).toBe(true);
    expect(parseOptionValues(R.optionSpecs, { deck: 44 }, "mushi").ok).toBe(false);
    expect(parseOptionValues(R.optionSpecs, { gaji: "on" }, "mushi").ok).toBe(false);
    expect(parseOptionValues(R.optionSpecs, { five_brights: true }, "mushi").ok).toBe(false);
  });
  it("presets only name real options and values", () => {
    for (const p of R.presets) expect(parseOptionValues(R.optionSpecs, p.values, "mushi").ok).toBe(true);
  });
  it("is for exactly two players, without teams", () => {
    const options = mushiSetup().options;
    expect(R.validateSetup({ players: 2, teams: null, options }).ok).toBe(true);
    expect(R.validateSetup({ players: 3, teams: null, options }).ok).toBe(false);
    expect(R.validateSetup({ players: 2, teams: [[0], [1]], options }).ok).toBe(false);
    expect(R.teamLayouts(2)).toEqual([]);
  });
});

describe("deals", () => {
  it("validates a record deal: sizes, every card once, only the deck's cards, known keys", () => {
    const s = R.newGameAwaitingDeal(mushiSetup());
    const bad = (deal: unknown) => expect(R.startRound(s, 0, deal).ok).toBe(false);
    bad({ ...G1.deal, extra: 1 });
    bad({ ...G1.deal, field: G1.deal.field.slice(1) });
    bad({ ...G1.deal, pile: [...G1.deal.pile.slice(1), G1.deal.field[0]] });
    bad({ ...G1.deal, pile: [...G1.deal.pile.slice(1), "M06-0"] });
    bad({ ...G1.deal, hands: [G1.deal.hands[0]] });
    bad("deal");
    expect(R.startRound(s, 2, G1.deal).ok).toBe(false);
    expect(R.startRound(s, null, G1.deal).ok).toBe(false);
    expect(R.startRound(s, 1, G1.deal).ok).toBe(true); // the first round accepts either elder
    // The 48-card deck wants 24 stock cards.
    const s48 = R.newGameAwaitingDeal(mushiSetup({ deck: 48 }));
    expect(R.startRound(s48, 0, G1.deal).ok).toBe(false);
  });
  it("dealFromSeed gives a valid deal of the game's deck", () => {
    for (const deck of [40, 48] as const) {
      const s = R.newGameAwaitingDeal(mushiSetup({ deck }));
      const deal = R.dealFromSeed(s, 0, "x") as { hands: string[][]; field: string[]; pile: string[] };
      expect(deal.pile).toHaveLength(deck - 24);
      const res = R.startRound(s, 0, deal);
      expect(res.ok).toBe(true);
      expect(R.dealFromSeed(s, 0, "x")).toEqual(deal);
    }
  });
  it("a live game deals the next round at once (phase stays playing) and keeps every round object", () => {
    const setup = mushiSetup();
    const { state, moves } = randomPlayout(setup, "live", "live/moves");
    expect(R.phase(state)).toBe("game-over");
    expect(R.dealtRounds(state)).toHaveLength(R.roundSummaries(state).length);
    expect(moves.length).toBeGreaterThan(12 * 31);
    const start = R.newGame(setup, "live");
    expect(start.ok && R.phase(start.value)).toBe("playing");
    expect(start.ok && R.expectedDealer(start.value)).toBe(start.ok && start.value.lots!.elder);
  });
});

describe('four of a month in a hand (declared with {seat, declare: "four"})', () => {
  it("the younger may declare at its first turn, before playing a card: the deal is cancelled, the same elder deals", () => {
    let s = startFrom(DECL.deal, 0);
    expect(R.legalMoves(s, 0).some((m) => "declare" in m)).toBe(false); // the elder holds no four
    expect(R.applyMove(s, { seat: 0, declare: "four" }).ok).toBe(false);
    s = apply(s, { seat: 0, play: "M01-0" }, { seat: 0, draw: true });
    expect(R.legalMoves(s, 1)).toContainEqual({ seat: 1, declare: "four" });
    expect(R.playerView(s, 1).round!.canDeclareFour).toBe(true);
    expect(R.playerView(s, 0).round!.canDeclareFour).toBe(false);
    expect(R.describeMove(s, { seat: 1, declare: "four" })).toBe(
      "declares four Maple cards in hand: the deal is cancelled",
    );
    expect(R.phraseMove!(s, { seat: 1, declare: "four" })).toEqual({ key: "declaresFourCancel", args: { month: 10 } });
    const after = apply(s, { seat: 1, declare: "four" });
    expect(R.phase(after)).toBe("awaiting-deal");
    expect(R.roundSummaries(after)).toEqual([
      { scores: [0, 0], yaku: [[], []], winner: null, nextDealer: 0, cancelled: true },
    ]);
    expect(R.expectedDealer(after)).toBe(0);
    expect(R.explainRound(after, 0)!.notes.join(" ")).toMatch(/declares four Maple/);
  });
  it("not after the holder has played a card, and not under play_on", () => {
    let s = startFrom(DECL.deal, 0);
    s = apply(
      s,
      { seat: 0, play: "M01-0" },
      { seat: 0, draw: true },
      { seat: 1, play: "M10-0" },
      { seat: 1, draw: true },
      { seat: 0, play: "M02-0" },
      { seat: 0, draw: true },
    );
    const late = R.applyMove(s, { seat: 1, declare: "four" });
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error.code).toBe("too-late");
    const p = startFrom(DECL.deal, 0, { hand_four_of_a_kind: "play_on" });
    const q = apply(p, { seat: 0, play: "M01-0" }, { seat: 0, draw: true });
    expect(R.legalMoves(q, 1).some((m) => "declare" in m)).toBe(false);
    expect(R.applyMove(q, { seat: 1, declare: "four" }).ok).toBe(false);
  });
  it("the elder may declare at its very first turn", () => {
    // Swap the hands of the declared-four deal: the elder (seat 1 as dealer) holds the Maples.
    const s = startFrom({ ...DECL.deal, hands: [DECL.deal.hands[0], DECL.deal.hands[1]] }, 1);
    expect(R.toAct(s)).toEqual([1]);
    expect(R.legalMoves(s, 1)[0]).toEqual({ seat: 1, declare: "four" });
    const after = apply(s, { seat: 1, declare: "four" });
    expect(R.expectedDealer(after)).toBe(1);
  });
});

describe("moves: shapes, turns and steps", () => {
  const s = startFrom(G1.deal, 0);
  const code = (m: unknown) => {
    const r = R.applyMove(s, m);
    return r.ok ? "ok" : r.error.code;
  };
  it("refuses malformed moves without throwing", () => {
    expect(code(null)).toBe("bad-move");
    expect(code([])).toBe("bad-move");
    expect(code({ seat: 0 })).toBe("bad-move");
    expect(code({ seat: 0, play: "M01-0", draw: true })).toBe("bad-move");
    expect(code({ seat: 0, play: "M01-0", foo: 1 })).toBe("bad-move");
    expect(code({ seat: 0, play: "M13-0" })).toBe("bad-move");
    expect(code({ seat: 0, play: "M01-0", take: 3 })).toBe("bad-move");
    expect(code({ seat: 0, draw: "yes" })).toBe("bad-move");
    expect(code({ seat: 0, declare: "five" })).toBe("bad-move");
    expect(code({ seat: 2, play: "M01-0" })).toBe("bad-move");
    expect(code({ seat: "0", play: "M01-0" })).toBe("bad-move");
  });
  it("turn, step and hand checks", () => {
    expect(code({ seat: 1, play: "M05-1" })).toBe("not-your-turn");
    expect(code({ seat: 0, draw: true })).toBe("must-play");
    expect(code({ seat: 0, play: "M05-1" })).toBe("not-in-hand");
    expect(code({ seat: 0, play: "M01-0", take: "M03-2" })).toBe("bad-take");
    expect(code({ seat: 0, play: "M01-0", take: "M01-2" })).toBe("ok"); // a take naming the only card
    const t = apply(s, { seat: 0, play: "M01-0" });
    expect(R.applyMove(t, { seat: 0, play: "M03-0" }).ok).toBe(false);
    expect(R.legalMoves(t, 0)).toEqual([{ seat: 0, draw: true }]);
    expect(R.legalMoves(t, 1)).toEqual([]);
  });
  it("a two-way match needs a take; both options are listed", () => {
    const t = apply(s, { seat: 0, play: "M01-0" }, { seat: 0, draw: true });
    expect(R.legalMoves(t, 1).filter((m) => "play" in m && m.play === "M05-1")).toEqual([
      { seat: 1, play: "M05-1", take: "M05-0" },
      { seat: 1, play: "M05-1", take: "M05-2" },
    ]);
    const r = R.applyMove(t, { seat: 1, play: "M05-1" });
    expect(!r.ok && r.error.code).toBe("take-required");
  });
  it("nothing moves once the game is over", () => {
    const { state } = randomPlayout(mushiSetup({ rounds: 6 }), "over", "over/moves");
    expect(R.phase(state)).toBe("game-over");
    expect(R.toAct(state)).toEqual([]);
    expect(R.legalMoves(state, 0)).toEqual([]);
    expect(R.applyMove(state, { seat: 0, draw: true }).ok).toBe(false);
    expect(R.roundSummaries(state).filter((x) => !x.cancelled)).toHaveLength(6);
  });
});

describe("descriptions, views and explanations", () => {
  it("describes moves without the player's name", () => {
    let s = startFrom(G1.deal, 0);
    expect(R.describeMove(s, { seat: 0, play: "M01-0" })).toBe("plays Pine Crane & Sun, takes Pine chaff");
    s = apply(s, { seat: 0, play: "M01-0" });
    expect(R.describeMove(s, { seat: 0, draw: true })).toBe(
      "draws Chrysanthemum chaff, takes Chrysanthemum Sake Cup, Chrysanthemum Blue ribbon and Chrysanthemum chaff",
    );
    s = apply(s, { seat: 0, draw: true });
    expect(R.describeMove(s, { seat: 1, play: "M05-1", take: "M05-0" })).toBe(
      "plays Iris Plain ribbon, takes Iris Eight-plank Bridge",
    );
    const u3 = position({
      turn: 0,
      step: "draw",
      hands: [[], []],
      table: ["M11-3", "M02-1"],
      stock: ["M02-2", "M10-3"],
    });
    expect(R.describeMove(u3, { seat: 0, draw: true })).toBe("draws Plum chaff, takes the Lightning");
    // the same as a phrase: M02-2 (6) takes M11-3 (43)
    expect(R.phraseMove!(u3, { seat: 0, draw: true })).toEqual({
      key: "takes",
      args: { verb: "draw", gaji: "no" },
      cards: { card: [6], taken: [43] },
    });
    const none = position({
      turn: 0,
      step: "play",
      hands: [["M11-3"], ["M01-0"]],
      table: ["M11-0"],
      stock: ["M12-1", "M12-2"],
    });
    expect(R.describeMove(none, { seat: 0, play: "M11-3" })).toBe(
      "plays the Lightning; there is no card it may take, it stays on the table",
    );
    const last = position({
      turn: 1,
      step: "draw",
      hands: [[], []],
      table: ["M11-0"],
      stock: ["M11-3"],
      willowPairOwner: 0,
    });
    expect(R.describeMove(last, { seat: 1, draw: true })).toBe(
      "draws the Lightning as the last stock card and takes it",
    );
  });
  it("a view shows the own hand, the turned-up stock card and counts, never the other hand", () => {
    let s = startFrom(G1.deal, 0);
    const v0 = R.playerView(s, 0);
    expect(v0.round!.hand).toEqual(G1.deal.hands[0]);
    expect(v0.round!.handCounts).toEqual([8, 8]);
    expect(v0.round!.turned).toBeNull();
    expect(v0.round!.stockCount).toBe(16);
    expect(v0.round!.legalMoves.length).toBeGreaterThan(0);
    expect(R.playerView(s, 1).round!.legalMoves).toEqual([]);
    expect(R.playerView(s, null).round!.hand).toEqual([]);
    expect(JSON.stringify(v0)).not.toContain(G1.deal.hands[1]![0]);
    s = apply(s, { seat: 0, play: "M01-0" });
    const v = R.playerView(s, null);
    expect(v.round!.turned).toBe("M09-3");
    expect(v.round!.stockCount).toBe(15);
    expect(v.round!.lastMove!.text).toBe("plays Pine Crane & Sun, takes Pine chaff");
    expect(v.toAct).toEqual([0]);
  });
  it("explains a round step by step: card points by kind, par, own and paid yaku, notes on transfers", () => {
    const parsed = parseRecord(golden("normal-round"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const folded = foldRecord<MushiState>(parsed.value);
    if (!folded.ok) throw new Error(folded.error.message);
    const e = R.explainRound(folded.value, 0)!;
    for (const side of e.sides) expect(side.steps.reduce((a, st) => a + st.points, 0)).toBe(side.total);
    expect(e.sides.map((x) => x.total)).toEqual([28, -28]);
    expect(e.sides[0]!.steps.map((x) => x.label)).toEqual([
      "Brights (3 × 20)",
      "Animals (4 × 10)",
      "Ribbons (3 × 5)",
      "Chaff (13 × 1)",
      "Par (half of 230)",
      "The Three (own combination)",
      "Four Paulownia (paid to the opponent)",
    ]);
    expect(e.notes.join(" ")).toMatch(/leftover Willow Plain ribbon/);
    expect(e.notes.join(" ")).toMatch(/Wisteria chaff of the Lightning month/);
    // the same lines as phrases of the app's catalogs, the yaku by their MushiYaku names
    expect(e.sides[0]!.steps.map((x) => x.phrase!.key)).toEqual([
      ...Array(4).fill("cardKind"),
      "par",
      "yakuOwn",
      "yakuPaid",
    ]);
    expect(e.sides[0]!.steps[5]!.phrase!.terms).toEqual({ yaku: { ns: "MushiYaku", key: "the-three" } });
    expect(e.notePhrases!.map((p) => p!.key).sort()).toEqual(["leftoverLightningMonth", "leftoverWillow"]);
    expect(R.explainRound(folded.value, 5)).toBeNull();
  });
});

describe("game length", () => {
  it("rounds = target ends after the round that brings a total to the target; that player wins", () => {
    for (let g = 0; g < 20; g++) {
      const { state } = randomPlayout(mushiSetup({ rounds: "target", target: 30 }), `t/${g}`, `t/moves/${g}`);
      const sums = R.roundSummaries(state).filter((x) => !x.cancelled);
      let t0 = 0;
      sums.forEach((x, i) => {
        t0 += x.scores[0]!;
        if (i < sums.length - 1) expect(Math.abs(t0)).toBeLessThan(30);
      });
      expect(Math.abs(t0)).toBeGreaterThanOrEqual(30);
      expect(R.winner(state)).toBe(t0 > 0 ? 0 : 1);
    }
  });
  it("a tie keeps the elder, reported as the round winner", () => {
    const parsed = parseRecord(golden("last-lightning-takes-itself"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const folded = foldRecord<MushiState>(parsed.value);
    if (!folded.ok) throw new Error(folded.error.message);
    expect(R.roundSummaries(folded.value)[0]).toEqual({
      scores: [0, 0],
      yaku: [[], ["four-wisteria"]],
      winner: 0,
      nextDealer: 0,
    });
    expect(R.expectedDealer(folded.value)).toBe(0);
  });
});

describe("position builder", () => {
  it("refuses a card placed twice or foreign to the deck", () => {
    expect(positionState({ turn: 0, step: "play", hands: [["M01-0"], ["M01-0"]], table: [], stock: [] }).ok).toBe(
      false,
    );
    expect(positionState({ turn: 0, step: "play", hands: [["M06-0"], []], table: [], stock: [] }).ok).toBe(false);
    expect(parseCard("M06-0")).toBe(20);
  });
});
