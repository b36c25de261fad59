// Unit tests per rule of docs/rules/sfj.md, beyond the vectors and goldens.

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ALL_CARDS, CARD_CODES } from "../../core/cards";
import { parseOptionValues } from "../../core/options";
import { Rng } from "../../core/rng";
import { drawFirstDealer, highestDrawers } from "../firstDealer";
import { configOf, SFJ_OPTION_SPECS } from "../options";
import { rolesOf } from "../roles";
import { roundWinner, settle } from "../scoring";
import type { SfjDealJson } from "../deal";
import type { SfjState } from "../state";
import { apply, applyAll, deepFreeze, id, playRandomRound, R, randomDeal, setupOf, startedGame } from "./kit";

const golden = (name: string) =>
  JSON.parse(readFileSync(new URL(`../golden/${name}`, import.meta.url), "utf8")) as {
    options: Record<string, unknown>;
    rounds: { dealer: number; deal: SfjDealJson; moves: object[] }[];
  };
const g2 = golden("2p-round.json").rounds[0]!;
const g3 = golden("3p-roles.json").rounds[0]!;
const g4 = golden("4p-five-brights.json").rounds[0]!;
const fresh2 = () => startedGame(2, 0, g2.deal);

const error = (s: SfjState, move: unknown) => {
  const r = R.applyMove(s, move);
  return r.ok ? null : r.error.code;
};

describe("setup and options", () => {
  it("2 to 4 players, no teams", () => {
    for (const n of [1, 5]) expect(R.validateSetup({ players: n, teams: null, options: {} }).ok).toBe(false);
    expect(
      R.validateSetup({
        players: 4,
        teams: [
          [0, 2],
          [1, 3],
        ],
        options: {},
      }).ok,
    ).toBe(false);
    expect(R.teamLayouts(4)).toEqual([]);
  });
  it("every documented option is declared with its default", () => {
    const defaults = Object.fromEntries(SFJ_OPTION_SPECS.map((s) => [s.name, s.default]));
    expect(defaults).toMatchObject({
      must_play_matching_if_able: false,
      two_matches_choice: "player_chooses",
      bright_roles_stack: false,
      tea_party_sets: "hanami_tsukimi",
      chaff_value: 0,
      rounds: 12,
    });
    for (const s of SFJ_OPTION_SPECS) expect(s.label.length && s.help.length).toBeTruthy();
  });
  it("rounds is 12 or 6; chaff_value 0 or 1; unknown values are errors", () => {
    expect(parseOptionValues(SFJ_OPTION_SPECS, { rounds: 6 }, "sfj").ok).toBe(true);
    expect(parseOptionValues(SFJ_OPTION_SPECS, { rounds: 7 }, "sfj").ok).toBe(false);
    expect(parseOptionValues(SFJ_OPTION_SPECS, { chaff_value: 2 }, "sfj").ok).toBe(false);
    expect(parseOptionValues(SFJ_OPTION_SPECS, { two_matches_choice: "dealer" }, "sfj").ok).toBe(false);
    expect(parseOptionValues(SFJ_OPTION_SPECS, { gaji: "on" }, "sfj").ok).toBe(false);
  });
  it("the custom tea sets apply only with tea_party_sets = custom and must differ", () => {
    const v = (options: Record<string, unknown>) => {
      const p = parseOptionValues(SFJ_OPTION_SPECS, options, "sfj");
      return p.ok && R.validateSetup({ players: 3, teams: null, options: p.value }).ok;
    };
    expect(v({ black_tea_and_cake: "moon_cup" })).toBe(false);
    expect(v({ tea_party_sets: "custom", black_tea_and_cake: "moon_cup", japanese_tea_and_sweets: "moon_cup" })).toBe(
      false,
    );
    expect(v({ tea_party_sets: "custom", black_tea_and_cake: "off", japanese_tea_and_sweets: "off" })).toBe(true);
    expect(
      v({ tea_party_sets: "custom", black_tea_and_cake: "moon_cup", japanese_tea_and_sweets: "curtain_cup" }),
    ).toBe(true);
  });
});

describe("roles", () => {
  const cards = (...codes: string[]) => codes.map(id);
  it("tea parties: Curtain + Cup is black-tea-and-cake, Moon + Cup japanese-tea-and-sweets; both stack", () => {
    const c = configOf(3, setupOf(3).options);
    expect(rolesOf(c, cards("M03-0", "M09-0"))).toEqual(["black-tea-and-cake"]);
    expect(rolesOf(c, cards("M08-0", "M09-0"))).toEqual(["japanese-tea-and-sweets"]);
    expect(rolesOf(c, cards("M03-0", "M08-0", "M09-0"))).toEqual(["black-tea-and-cake", "japanese-tea-and-sweets"]);
  });
  it("custom tea sets: swapped, or off", () => {
    const swapped = configOf(
      3,
      setupOf(3, { tea_party_sets: "custom", black_tea_and_cake: "moon_cup", japanese_tea_and_sweets: "curtain_cup" })
        .options,
    );
    expect(rolesOf(swapped, cards("M08-0", "M09-0"))).toEqual(["black-tea-and-cake"]);
    const off = configOf(
      3,
      setupOf(3, { tea_party_sets: "custom", black_tea_and_cake: "off", japanese_tea_and_sweets: "off" }).options,
    );
    expect(rolesOf(off, cards("M03-0", "M08-0", "M09-0"))).toEqual([]);
  });
  it("bright_roles_stack pays Five and Four Brights together (45 per opponent)", () => {
    const c = configOf(4, setupOf(4, { bright_roles_stack: true }).options);
    const roles = [rolesOf(c, cards("M01-0", "M03-0", "M08-0", "M11-0", "M12-0")), [], [], []];
    expect(roles[0]).toEqual(["five-brights", "four-brights"]);
    expect(settle(c, [60, 60, 60, 60], roles).scores).toEqual([135, -45, -45, -45]);
  });
  it("every role together: a pile holding all 48 cards pays 25+15+10+10+5+5 = 70 per opponent", () => {
    const c = configOf(2, setupOf(2).options);
    const roles = rolesOf(c, ALL_CARDS);
    expect(roles).toEqual([
      "five-brights",
      "boar-deer-butterfly",
      "red-vases",
      "blue-vases",
      "black-tea-and-cake",
      "japanese-tea-and-sweets",
    ]);
    expect(settle(c, [240, 0], [roles, []]).scores).toEqual([120 + 70, -120 - 70]);
  });
});

describe("scoring", () => {
  it("chaff_value 1: the cards total 264 and the breakeven is 132 / 88 / 66", () => {
    for (const [n, b] of [
      [2, 132],
      [3, 88],
      [4, 66],
    ] as const) {
      const c = configOf(n, setupOf(n, { chaff_value: 1 }).options);
      expect(c.values.reduce((a, v) => a + v, 0)).toBe(264);
      expect(c.breakeven).toBe(b);
    }
    expect(configOf(3, setupOf(3).options).breakeven).toBe(80);
  });
  it("a round with chaff_value 1 still sums to zero (3-player golden deal)", () => {
    const s = applyAll(startedGame(3, 1, g3.deal, { chaff_value: 1 }), g3.moves);
    // Chaff captured (golden/README.md): seat 0 nine, seat 1 nine, seat 2 six; breakeven 88:
    // 69 − 88 − 30 = −49; 99 − 88 + 40 − 10 = 41; 96 − 88 + 20 − 20 = 8.
    expect(R.roundSummaries(s)[0]!.scores).toEqual([-49, 41, 8]);
  });
  it("round winner: the highest score; a tie goes to the tied seat earliest from the dealer", () => {
    expect(roundWinner([10, 30, -40], 0)).toBe(1);
    expect(roundWinner([20, 20, -40], 1)).toBe(1);
    expect(roundWinner([20, 20, -40], 2)).toBe(0);
    expect(roundWinner([0, 0, 0, 0], 3)).toBe(3);
  });
  it("explainRound: steps add up to the total, card points list the captured cards", () => {
    const s = applyAll(startedGame(3, 1, g3.deal), g3.moves);
    const e = R.explainRound(s, 0)!;
    expect(e.sides.map((x) => x.total)).toEqual([-50, 40, 10]);
    for (const side of e.sides) expect(side.steps.reduce((a, st) => a + st.points, 0)).toBe(side.total);
    expect(e.sides[1]!.steps.map((x) => x.label)).toContain(
      "Boar, Deer & Butterfly (Inoshikachō): 15 from each of 2 opponents",
    );
    expect(e.sides.flatMap((x) => x.steps[0]!.cards!)).toHaveLength(48);
    expect(R.explainRound(s, 1)).toBeNull();
  });
});

describe("first dealer", () => {
  it("highest printed value deals; ties draw again among the tied seats only", () => {
    expect(
      highestDrawers([
        { seat: 0, card: id("M01-0") },
        { seat: 1, card: id("M08-0") },
        { seat: 2, card: id("M02-0") },
      ]),
    ).toEqual([0, 1]);
    let tieSeen = false;
    for (let i = 0; i < 200; i++) {
      const { dealer, attempts } = drawFirstDealer(Rng.fromSeed(`fd/${i}`), 4);
      const last = attempts.at(-1)!;
      expect(highestDrawers(last)).toEqual([dealer]);
      for (let k = 1; k < attempts.length; k++) {
        tieSeen = true;
        expect(attempts[k]!.map((d) => d.seat)).toEqual(highestDrawers(attempts[k - 1]!));
      }
    }
    expect(tieSeen).toBe(true);
  });
  it("a live game keeps the draws for the pages and deals the first round to the drawn seat", () => {
    const s = R.newGame(setupOf(3), "draws");
    if (!s.ok) throw new Error();
    const draws = s.value.dealerDraws!;
    const dealer = highestDrawers(draws.at(-1)!)[0];
    expect(s.value.round!.dealer).toBe(dealer);
    expect(R.playerView(s.value, null).dealerDraws).toEqual(
      draws.map((a) => a.map((d) => ({ seat: d.seat, card: CARD_CODES[d.card] }))),
    );
    expect(R.dealtRounds(s.value)).toHaveLength(1);
    expect(R.dealtRounds(s.value)[0]!.dealer).toBe(dealer);
  });
});

describe("deal validation", () => {
  const base = g2.deal;
  const bad = (deal: unknown, dealer = 0) => R.startRound(R.newGameAwaitingDeal(setupOf(2)), dealer, deal);
  it("accepts the exact sizes with every card once", () => expect(bad(base).ok).toBe(true));
  it("refuses wrong sizes, unknown fields, unknown or repeated cards, bad dealers", () => {
    expect(bad({ ...base, field: base.field.slice(1), pile: [...base.pile, base.field[0]] }).ok).toBe(false);
    expect(bad({ ...base, extra: 1 }).ok).toBe(false);
    expect(bad({ ...base, field: ["M13-0", ...base.field.slice(1)] }).ok).toBe(false);
    expect(bad({ ...base, hands: [base.hands[0]] }).ok).toBe(false);
    expect(bad(null).ok).toBe(false);
    expect(bad(base, 2).ok).toBe(false);
    expect(bad(base, -1).ok).toBe(false);
  });
  it("startRound is refused while a round is in play", () => {
    expect(R.startRound(fresh2(), 1, base).ok).toBe(false);
  });
});

describe("a turn", () => {
  it("play then draw, as two moves of the same seat; then the next seat", () => {
    let s = fresh2();
    expect(R.toAct(s)).toEqual([0]);
    expect(R.playerView(s, 0).step).toBe("play");
    expect(error(s, { seat: 0, draw: true })).toBe("wrong-step");
    expect(error(s, { seat: 1, play: "M01-1" })).toBe("not-your-turn");
    s = apply(s, g2.moves[0]);
    expect(R.toAct(s)).toEqual([0]);
    expect(R.legalMoves(s, 0)).toEqual([{ seat: 0, draw: true }]);
    expect(error(s, { seat: 0, play: "M03-0" })).toBe("wrong-step");
    s = apply(s, { seat: 0, draw: true });
    expect(R.toAct(s)).toEqual([1]);
  });
  it("two matches: a take is required and must be one of them; legal moves list both", () => {
    const s = fresh2();
    expect(R.legalMoves(s, 0).filter((m) => "play" in m && m.play === "M01-3")).toEqual([
      { seat: 0, play: "M01-3", take: "M01-0" },
      { seat: 0, play: "M01-3", take: "M01-2" },
    ]);
    expect(error(s, { seat: 0, play: "M01-3" })).toBe("take-required");
    expect(error(s, { seat: 0, play: "M01-3", take: "M02-0" })).toBe("bad-take");
  });
  it("one match: the capture is forced; a take naming it is accepted, another is not", () => {
    const s = fresh2();
    // M03-0 against the table's one Cherry, M03-1.
    expect(R.legalMoves(s, 0).filter((m) => "play" in m && m.play === "M03-0")).toEqual([{ seat: 0, play: "M03-0" }]);
    const a = apply(s, { seat: 0, play: "M03-0" });
    const b = apply(s, { seat: 0, play: "M03-0", take: "M03-1" });
    expect(a.round!.captured[0]).toEqual([id("M03-0"), id("M03-1")]);
    expect(b.round).toEqual(a.round);
    expect(error(s, { seat: 0, play: "M03-0", take: "M01-0" })).toBe("bad-take");
  });
  it("no match: the card stays on the table and a take is refused", () => {
    const s = fresh2();
    const a = apply(s, { seat: 0, play: "M09-0" });
    expect(a.round!.field.at(-1)).toBe(id("M09-0"));
    expect(a.round!.captured[0]).toEqual([]);
    expect(error(s, { seat: 0, play: "M09-0", take: "M01-0" })).toBe("bad-take");
  });
  it("three on the table: the fourth takes all of them, played (3p golden) or drawn (4p golden)", () => {
    const s3 = apply(startedGame(3, 1, g3.deal), g3.moves[0]);
    expect([...s3.round!.captured[1]!].sort((a, b) => a - b)).toEqual([
      id("M09-0"),
      id("M09-1"),
      id("M09-2"),
      id("M09-3"),
    ]);
    const s4 = applyAll(startedGame(4, 0, g4.deal), g4.moves.slice(0, 2));
    expect(s4.round!.captured[0]).toEqual([
      id("M11-2"),
      id("M11-1"),
      id("M05-0"),
      id("M05-1"),
      id("M05-2"),
      id("M05-3"),
    ]);
    // A take naming one of the three is accepted too.
    const t4 = applyAll(startedGame(4, 0, g4.deal), [g4.moves[0], { seat: 0, draw: true, take: "M05-2" }]);
    expect(t4.round).toEqual(s4.round);
  });
  it("a draw with two matches needs a take; the turned card is public in the draw step only", () => {
    let s = applyAll(startedGame(4, 0, g4.deal), g4.moves.slice(0, 3));
    expect(R.playerView(s, 3).turnedCard).toBe("M02-1");
    expect(R.legalMoves(s, 1)).toEqual([
      { seat: 1, draw: true, take: "M02-0" },
      { seat: 1, draw: true, take: "M02-2" },
    ]);
    expect(error(s, { seat: 1, draw: true })).toBe("take-required");
    s = apply(s, { seat: 1, draw: true, take: "M02-2" });
    expect(R.playerView(s, 3).turnedCard).toBeNull();
  });
  it("must_play_matching_if_able: only matching cards while one is held", () => {
    const s = startedGame(2, 0, g2.deal, { must_play_matching_if_able: true });
    const plays = R.legalMoves(s, 0).map((m) => ("play" in m ? m.play : ""));
    // Seat 0 holds M01-3 M02-1 M03-0 M04-1 M06-2 that match the table; the rest do not.
    expect([...new Set(plays)].sort()).toEqual(["M01-3", "M02-1", "M03-0", "M04-1", "M06-2"]);
    expect(error(s, { seat: 0, play: "M09-0" })).toBe("must-play-matching");
    // Without the option every card is playable.
    expect(new Set(R.legalMoves(fresh2(), 0).map((m) => ("play" in m ? m.play : ""))).size).toBe(10);
  });
  it("the round ends when the hands and the pile are empty (same turn), every card captured", () => {
    const s = applyAll(fresh2(), g2.moves);
    expect(s.phase).toBe("awaiting-deal");
    expect(s.round!.field).toEqual([]);
    expect(s.round!.captured.flat()).toHaveLength(48);
    expect(error(s, { seat: 1, play: "M01-1" })).toBe("not-playing");
  });
});

/** A 2-player deal where seat `holder` (or the table) holds all of `month`, otherwise the 2p golden deal. */
function dealWithFour(holder: number | "field", month: number): SfjDealJson {
  const d = JSON.parse(JSON.stringify(g2.deal)) as SfjDealJson;
  const four = [0, 1, 2, 3].map((i) => `M${String(month).padStart(2, "0")}-${i}`);
  const target = holder === "field" ? d.field : d.hands[holder]!;
  const places = [...d.hands, d.field, d.pile];
  for (const card of four) {
    if (target.includes(card)) continue;
    const at = target.findIndex((c) => !four.includes(c));
    const from = places.find((p) => p.includes(card))!;
    from[from.indexOf(card)] = target[at]!;
    target[at] = card;
  }
  return d;
}

describe("exceptional cases at the deal", () => {
  it("four in a hand: the holder chooses before the first turn; nothing else is legal meanwhile", () => {
    const s = startedGame(2, 1, dealWithFour(0, 12));
    expect(R.toAct(s)).toEqual([0]);
    expect(R.legalMoves(s, 0)).toEqual([
      { seat: 0, replace: true },
      { seat: 0, replace: false },
    ]);
    expect(R.legalMoves(s, 1)).toEqual([]);
    expect(R.playerView(s, 0).replaceOffer).toEqual({ month: 12 });
    expect(R.playerView(s, 1).replaceOffer).toBeNull();
    expect(R.playerView(s, null).step).toBe("replace");
    expect(error(s, { seat: 0, play: s.round!.hands[0]!.map((c) => CARD_CODES[c])[0] })).toBe("wrong-step");
    expect(error(s, { seat: 0, replace: "yes" })).toBe("bad-move");
    const kept = apply(s, { seat: 0, replace: false });
    expect(R.toAct(kept)).toEqual([1]); // the dealer plays first
    expect(kept.round!.hands).toEqual(s.round!.hands);
    expect(error(kept, { seat: 1, replace: true })).toBe("wrong-step");
    expect(R.describeMove(s, { seat: 0, replace: false })).toBe("keeps a four-of-a-month hand");
    expect(R.describeMove(s, { seat: 0, replace: true })).toBe("gives back the four Paulownia cards for four new ones");
    expect(R.phraseMove!(s, { seat: 0, replace: true })).toEqual({ key: "givesBackFour", args: { month: 12 } });
  });
  it("replace: the four go back, the pile is reshuffled from the deal's data, four come from the top", () => {
    const deal = dealWithFour(0, 12);
    const s = startedGame(2, 1, deal);
    const r = apply(s, { seat: 0, replace: true });
    const hand = r.round!.hands[0]!;
    expect(hand).toHaveLength(10);
    expect(hand.slice(0, 6)).toEqual(s.round!.hands[0]!.filter((c) => c < 44));
    // Same result on every replay (derived from the deal, no hidden seed).
    expect(apply(startedGame(2, 1, deal), { seat: 0, replace: true }).round).toEqual(r.round);
    expect(r.round!.pile).toHaveLength(20);
    expect(new Set([...hand, ...r.round!.pile]).size).toBe(30);
    expect(R.playerView(r, 1).events).toEqual([{ kind: "replace", seat: 0, month: 12 }]);
  });
  it("three of a month in a hand is not offered", () => {
    const d = dealWithFour(0, 12);
    // Move one Paulownia to the pile: three remain.
    const at = d.hands[0]!.indexOf("M12-3");
    [d.hands[0]![at], d.pile[5]] = [d.pile[5]!, "M12-3"];
    expect(R.playerView(startedGame(2, 0, d), 0).step).toBe("play");
  });
  it("four on the table are re-filled before play (automatic, repeated while needed)", () => {
    const d = dealWithFour("field", 2);
    expect(d.field.filter((c) => c.startsWith("M02"))).toHaveLength(4);
    const s = startedGame(2, 0, d);
    expect(s.round!.refills).toBeGreaterThanOrEqual(1);
    const months = s.round!.field.map((c) => c >> 2);
    for (let m = 0; m < 12; m++) expect(months.filter((x) => x === m).length).toBeLessThan(4);
    expect(s.round!.field).toHaveLength(8);
    expect(R.playerView(s, null).events[0]).toEqual({ kind: "refill", month: 2 });
    expect(R.explainRound(applyAll(s, []), 0)).toBeNull();
  });
});

describe("game flow", () => {
  it("a live game deals the next round at once, rotates the dealer, ends after `rounds` rounds", () => {
    const st = R.newGame(setupOf(3, { rounds: 6 }), "flow");
    if (!st.ok) throw new Error();
    let s = st.value;
    const rng = Rng.fromSeed("flow");
    const first = s.round!.dealer;
    for (let k = 0; k < 6; k++) {
      expect(s.phase).toBe("playing");
      expect(s.round!.dealer).toBe((first + k) % 3);
      expect(R.playerView(s, null).roundNumber).toBe(k + 1);
      s = playRandomRound(s, rng).state;
    }
    expect(s.phase).toBe("game-over");
    expect(R.dealtRounds(s)).toHaveLength(6);
    expect(R.toAct(s)).toEqual([]);
    expect(error(s, { seat: 0, draw: true })).toBe("not-playing");
    const totals = R.roundSummaries(s).reduce((acc, r) => acc.map((t, i) => t + r.scores[i]!), [0, 0, 0]);
    expect(R.totals(s)).toEqual(totals);
    const max = Math.max(...totals);
    expect(R.winner(s)).toBe(totals.filter((t) => t === max).length > 1 ? null : totals.indexOf(max));
  });
  it("a game from a record waits for the next deal between rounds", () => {
    const s = applyAll(fresh2(), g2.moves);
    expect(s.phase).toBe("awaiting-deal");
    expect(R.expectedDealer(s)).toBe(1);
    expect(R.expectedDealer(R.newGameAwaitingDeal(setupOf(2)))).toBeNull();
    expect(R.winner(s)).toBeNull();
  });
});

describe("views and descriptions", () => {
  it("a spectator sees no hand; a seat sees only its own; counts for everyone", () => {
    const s = fresh2();
    const spectator = R.playerView(s, null);
    expect(spectator.hand).toBeNull();
    expect(spectator.handCounts).toEqual([10, 10]);
    expect(spectator.pileCount).toBe(20);
    expect(spectator.turnedCard).toBeNull();
    expect(R.playerView(s, 1).hand).toEqual(g2.deal.hands[1]);
    expect(R.playerView(s, 7).hand).toBeNull();
    expect(spectator.breakeven).toBe(120);
  });
  it("roles in progress and points per seat are shown", () => {
    const s = applyAll(startedGame(3, 1, g3.deal), g3.moves.slice(0, 20));
    const v = R.playerView(s, null);
    expect(v.points.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(v.roles[1]).toContain("japanese-tea-and-sweets");
  });
  it("describeMove", () => {
    const s = fresh2();
    expect(R.describeMove(s, { seat: 0, play: "M01-3", take: "M01-0" })).toBe(
      "plays Pine chaff, takes Pine Crane & Sun",
    );
    expect(R.describeMove(s, { seat: 0, play: "M09-0" })).toBe("plays Chrysanthemum Sake Cup, it stays on the table");
    const d = apply(s, { seat: 0, play: "M09-0" });
    expect(R.describeMove(d, { seat: 0, draw: true })).toBe("draws Plum chaff, takes Plum Bush Warbler");
    const s3 = startedGame(3, 1, g3.deal);
    expect(R.describeMove(s3, { seat: 1, play: "M09-0" })).toBe(
      "plays Chrysanthemum Sake Cup, takes all three Chrysanthemum cards",
    );
    expect(R.describeMove(s, { nonsense: true } as never)).toBe("makes an invalid move");
  });
  it("applyMove does not mutate a frozen state, and errors are values", () => {
    const s = deepFreeze(fresh2());
    for (const m of [
      ...R.legalMoves(s, 0),
      { seat: 0 },
      "x",
      null,
      { seat: 0, play: "M01-3", take: 5 },
      { seat: 0, draw: false },
    ]) {
      expect(() => R.applyMove(s, m)).not.toThrow();
    }
  });
  it("random rounds from random deals never get stuck (2, 3, 4 players)", () => {
    const rng = Rng.fromSeed("stuck");
    for (let i = 0; i < 60; i++) {
      const n = 2 + (i % 3);
      const s = playRandomRound(startedGame(n, i % n, randomDeal(rng, n)), rng).state;
      expect(s.phase).toBe("awaiting-deal");
    }
  });
});
