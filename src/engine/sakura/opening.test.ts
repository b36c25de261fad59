// Opening checks (docs/rules/sakura.md) and the first-dealer draw.
import { describe, expect, it } from "vitest";
import { monthOf, SAKURA_VALUE } from "../core/cards";
import { rngStateFromSeed } from "../core/rng";
import { drawFirstDealer } from "./first-dealer";
import { CAPTURED, DEAD, FIELD } from "./state";
import { buildDeal, card, codesAt, R, setupOf, startFrom } from "./testing/kit";

describe("Teshi and Kuttsuki", () => {
  it("several qualifiers: the dealer wins", () => {
    const deal = buildDeal(3, {
      hands: [["M01-0", "M01-1", "M01-2", "M01-3"], undefined, ["M02-0", "M02-1", "M02-2", "M02-3"]],
    });
    const s = startFrom(setupOf(3, { rounds: 3 }), 2, deal);
    expect(s.results[0]!.teshi!.seat).toBe(2);
    expect(s.summaries[0]).toEqual({ scores: [0, 0, 6], yaku: [[], [], []], winner: 2, nextDealer: 2 });
  });
  it("several qualifiers, none the dealer: the earliest in turn order from the dealer", () => {
    const deal = buildDeal(3, {
      hands: [
        ["M01-0", "M01-1", "M01-2", "M01-3"],
        ["M02-0", "M02-1", "M02-2", "M02-3"],
      ],
    });
    expect(startFrom(setupOf(3, { rounds: 3 }), 2, deal).results[0]!.teshi!.seat).toBe(0);
    expect(
      startFrom(
        setupOf(3, { rounds: 3 }),
        1,
        buildDeal(3, {
          hands: [["M01-0", "M01-1", "M01-2", "M01-3"], undefined, ["M02-0", "M02-1", "M02-2", "M02-3"]],
        }),
      ).results[0]!.teshi!.seat,
    ).toBe(2);
  });
  it("in team play the whole team scores 6, the qualifying seat deals next", () => {
    const deal = buildDeal(4, { hands: [undefined, undefined, undefined, ["M06-0", "M06-1", "M06-2", "M06-3"]] });
    const s = startFrom(
      setupOf(4, { rounds: 2 }, [
        [0, 2],
        [1, 3],
      ]),
      0,
      deal,
    );
    expect(s.summaries[0]).toEqual({ scores: [0, 6], yaku: [[], []], winner: 1, nextDealer: 3 });
  });
  it("comes before the field checks (a Teshi hand and four of a month on the field: Teshi wins)", () => {
    const deal = buildDeal(2, {
      hands: [undefined, ["M01-0", "M01-1", "M01-2", "M01-3"]],
      field: ["M09-0", "M09-1", "M09-2", "M09-3"],
    });
    const s = startFrom(setupOf(2, { rounds: 2 }), 0, deal);
    expect(s.results[0]!.teshi!.seat).toBe(1);
    expect(s.summaries[0]!.cancelled).toBeUndefined();
  });
  it("is impossible with 3-card hands (6 and 7 players) and Kuttsuki needs 8 cards", () => {
    // Seven-card hand with three pairs and a triple: ⌊3/2⌋ + 3 = 4 pairs would need 8 cards; here 3+2+2 = 3 pairs.
    const deal = buildDeal(3, { hands: [["M01-0", "M01-1", "M01-2", "M02-0", "M02-1", "M03-0", "M03-1"]] });
    expect(startFrom(setupOf(3), 0, deal).phase).toBe("playing");
  });
});

describe("field checks", () => {
  it("four pairs on the field: redeal by the same dealer (default), play with `ignore`", () => {
    const deal = buildDeal(2, { field: ["M01-0", "M01-1", "M02-0", "M02-1", "M03-0", "M03-1", "M04-0", "M04-1"] });
    const s = startFrom(setupOf(2), 1, deal);
    expect(s.summaries[0]).toEqual({ scores: [0, 0], yaku: [[], []], winner: null, nextDealer: 1, cancelled: true });
    expect(s.phase).toBe("awaiting-deal");
    expect(R.expectedDealer(s)).toBe(1);
    expect(startFrom(setupOf(2, { field_four_pairs: "ignore" }), 1, deal).phase).toBe("playing");
  });
  it("a month of three counts as one pair: three + two pairs is three pairs, no redeal", () => {
    const deal = buildDeal(2, { field: ["M01-0", "M01-1", "M01-2", "M02-0", "M02-1", "M03-0", "M03-1", "M04-0"] });
    expect(startFrom(setupOf(2), 0, deal).phase).toBe("playing");
  });
  it("the 12-card field of six players is checked the same way", () => {
    const threePairs = ["M01-0", "M01-1", "M02-0", "M02-1", "M03-0", "M03-1"];
    const pairs = [...threePairs, "M04-0", "M04-1", "M05-0", "M06-0", "M07-0", "M08-0"];
    expect(startFrom(setupOf(6), 0, buildDeal(6, { field: pairs })).summaries[0]!.cancelled).toBe(true);
    const three = [...threePairs, "M04-0", "M05-0", "M06-0", "M07-0", "M08-0", "M09-0"];
    expect(startFrom(setupOf(6), 0, buildDeal(6, { field: three })).phase).toBe("playing");
  });
  it("dealer_captures: the dealer (team) takes the four; a Willow four makes the dealer the Gaji user", () => {
    const deal = buildDeal(4, { field: ["M11-0", "M11-1", "M11-2", "M11-3"] });
    const s = startFrom(
      setupOf(4, { field_four_of_a_kind: "dealer_captures" }, [
        [0, 2],
        [1, 3],
      ]),
      3,
      deal,
    );
    expect(codesAt(s, CAPTURED + 1)).toEqual(["M11-0", "M11-1", "M11-2", "M11-3"]);
    expect([s.round!.gajiSide, s.round!.gajiMonth]).toEqual([1, 11]);
    expect(s.round!.info.opening[0]).toEqual({ kind: "dealer-captures", seat: 3, cards: [40, 41, 42, 43] });
  });
  it("dealer_captures: the four-pairs check looks at the field as dealt, a four counting two pairs", () => {
    // Four Pine (two pairs) plus two more pairs: four pairs, a redeal (audit.test.ts has the variants).
    const deal = buildDeal(2, { field: ["M01-0", "M01-1", "M01-2", "M01-3", "M02-0", "M02-1", "M03-0", "M03-1"] });
    expect(startFrom(setupOf(2, { field_four_of_a_kind: "dealer_captures" }), 0, deal).summaries[0]!.cancelled).toBe(
      true,
    );
    const s = startFrom(setupOf(2, { field_four_of_a_kind: "dealer_captures", field_four_pairs: "ignore" }), 0, deal);
    expect(s.phase).toBe("playing");
    expect(codesAt(s, FIELD).length).toBe(4);
  });
  it("gaji_on_initial_field = discarded runs after the field checks", () => {
    const deal = buildDeal(2, { field: ["M11-3"] });
    const s = startFrom(setupOf(2, { gaji_on_initial_field: "discarded" }), 0, deal);
    expect(codesAt(s, DEAD)).toEqual(["M11-3"]);
  });
});

describe("first dealer", () => {
  it("the earliest month deals; every attempt is kept", () => {
    for (let i = 0; i < 50; i++) {
      const r = drawFirstDealer(rngStateFromSeed(`fd-${i}`), [0, 1, 2, 3], false);
      const last = r.draws[r.draws.length - 1]!;
      const best = Math.min(...last.map((d) => monthOf(d.card)));
      expect(last.filter((d) => monthOf(d.card) === best).map((d) => d.seat)).toEqual([r.dealer]);
      // Earlier attempts were ties at the earliest month, and only the tied seats draw again.
      for (let a = 1; a < r.draws.length; a++) {
        const prev = r.draws[a - 1]!;
        const m = Math.min(...prev.map((d) => monthOf(d.card)));
        expect(r.draws[a]!.map((d) => d.seat)).toEqual(prev.filter((d) => monthOf(d.card) === m).map((d) => d.seat));
      }
    }
  });
  it("ties redraw (a seed with a tie shows two attempts)", () => {
    let found = false;
    for (let i = 0; i < 400 && !found; i++)
      found = drawFirstDealer(rngStateFromSeed(`tie-${i}`), [0, 1, 2, 3, 4, 5, 6], false).draws.length > 1;
    expect(found).toBe(true);
  });
  it("higher_value_wins: among the tied the higher Sakura value wins; equal values draw again", () => {
    for (let i = 0; i < 200; i++) {
      const r = drawFirstDealer(rngStateFromSeed(`hv-${i}`), [0, 1, 2, 3, 4, 5, 6], true);
      for (let a = 0; a < r.draws.length - 1; a++) {
        const att = r.draws[a]!;
        const m = Math.min(...att.map((d) => monthOf(d.card)));
        const tied = att.filter((d) => monthOf(d.card) === m);
        const v = Math.max(...tied.map((d) => SAKURA_VALUE[d.card]!));
        expect(tied.filter((d) => SAKURA_VALUE[d.card] === v).length).toBeGreaterThan(1);
      }
      const last = r.draws[r.draws.length - 1]!;
      const m = Math.min(...last.map((d) => monthOf(d.card)));
      const tied = last.filter((d) => monthOf(d.card) === m);
      const v = Math.max(...tied.map((d) => SAKURA_VALUE[d.card]!));
      expect(tied.filter((d) => SAKURA_VALUE[d.card] === v).map((d) => d.seat)).toEqual([r.dealer]);
    }
  });
  it("a live game records the draws; in team play one player per team draws", () => {
    const g = R.newGame(
      setupOf(6, {}, [
        [0, 3],
        [1, 4],
        [2, 5],
      ]),
      "teams-draw",
    );
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.dealerDraws![0]!.map((d) => d.seat)).toEqual([0, 1, 2]);
    const view = R.playerView(g.value, null);
    expect(view.firstDealerDraws![0]!.length).toBe(3);
    expect(view.firstDealerDraws![0]![0]!.card).toMatch(/^M\d\d-\d$/);
    expect(g.value.dealt[0]!.dealer).toBe(
      g.value.dealerDraws![g.value.dealerDraws!.length - 1]!.find(
        (d) =>
          d.card >= 0 &&
          monthOf(d.card) ===
            Math.min(...g.value.dealerDraws![g.value.dealerDraws!.length - 1]!.map((x) => monthOf(x.card))),
      )!.seat,
    );
  });
});

describe("deals from records are validated", () => {
  const setup = setupOf(2);
  const good = buildDeal(2, {});
  const fresh = () => R.newGameAwaitingDeal(setup);
  it("accepts a complete deal and any first dealer", () => {
    for (const d of [0, 1]) expect(R.startRound(fresh(), d, good).ok).toBe(true);
  });
  const cases: [string, number | null, unknown][] = [
    ["no dealer", null, good],
    ["dealer out of range", 2, good],
    ["not an object", 0, "deal"],
    ["unknown key", 0, { ...good, extra: [] }],
    ["wrong hand count", 0, { ...good, hands: [good.hands[0]] }],
    ["short hand", 0, { ...good, hands: [good.hands[0]!.slice(1), good.hands[1]] }],
    ["bad code", 0, { ...good, pile: ["M13-0", ...good.pile.slice(1)] }],
    ["duplicate card", 0, { ...good, pile: [good.field[0], ...good.pile.slice(1)] }],
    ["short field", 0, { ...good, field: good.field.slice(1) }],
  ];
  for (const [name, dealer, deal] of cases)
    it(`refuses: ${name}`, () => {
      const r = R.startRound(fresh(), dealer, deal);
      expect(r.ok).toBe(false);
    });
  it("refuses a dealer other than the one the rules give", () => {
    const s = startFrom(
      setupOf(2),
      0,
      buildDeal(2, { field: ["M01-0", "M01-1", "M02-0", "M02-1", "M03-0", "M03-1", "M04-0", "M04-1"] }),
    );
    expect(R.startRound(s, 1, good).ok).toBe(false);
    expect(R.startRound(s, 0, good).ok).toBe(true);
    expect(card("M01-0")).toBe(0);
  });
});
