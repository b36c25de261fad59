// How each part of a stop's score is made, as the explanation gives it: a yaku that grows with its cards says its
// least points and the cards beyond, and each doubling says the score it doubles and what it makes.

import { describe, expect, it } from "vitest";
import { configOf } from "../options";
import { yakuExtra, yakuOf } from "../yaku";
import { ids, inoshikachoStop, setupOf } from "./kit";

/** Seat 1's side of the round: Boar-Deer-Butterfly and more animals, stopped after seat 0's call. */
const inoshikachoSide = (...args: Parameters<typeof inoshikachoStop>) => inoshikachoStop(...args).sides[1]!;

describe("a yaku's points by its parts", () => {
  const config = configOf(setupOf().options);
  const ctx = { field: [], month: 1 };
  it("splits each yaku that grows into its least points and one point a further card", () => {
    const cases: [string[], string, { base: number; extra: number; cards: string } | null][] = [
      [["M07-0", "M10-0", "M06-0", "M02-0", "M04-0"], "inoshikacho", { base: 5, extra: 2, cards: "animal" }],
      [["M02-0", "M04-0", "M05-0", "M08-1", "M11-1", "M07-0"], "tane", { base: 1, extra: 1, cards: "animal" }],
      [["M01-1", "M02-1", "M03-1", "M04-1"], "akatan", { base: 5, extra: 1, cards: "ribbon" }],
      [
        ["M01-1", "M02-1", "M03-1", "M06-1", "M09-1", "M10-1", "M04-1"],
        "akatan-aotan",
        { base: 10, extra: 1, cards: "ribbon" },
      ],
      [["M04-1", "M05-1", "M07-1", "M11-2", "M01-1", "M06-1"], "tanzaku", { base: 1, extra: 1, cards: "ribbon" }],
      [
        ["M01-2", "M01-3", "M02-2", "M02-3", "M03-2", "M03-3", "M04-2", "M04-3", "M05-2", "M05-3", "M06-2", "M06-3"],
        "kasu",
        { base: 1, extra: 2, cards: "chaff" },
      ],
    ];
    for (const [pile, key, parts] of cases) {
      const y = yakuOf(config, ids(pile), ctx).find((x) => x.key === key);
      expect(y, key).toBeDefined();
      expect(yakuExtra(y!), key).toEqual(parts);
      if (parts) expect(parts.base + parts.extra).toBe(y!.points);
    }
    // a fixed yaku, and the flat sets of the older rules, have no further cards to count
    expect(yakuExtra({ key: "sanko", points: 5 })).toBeNull();
    const stacking = configOf(setupOf({ yaku_groups: "stacking" }).options);
    const flat = yakuOf(stacking, ids(["M07-0", "M10-0", "M06-0", "M02-0", "M04-0"]), ctx);
    expect(flat.map((y) => [y.key, yakuExtra(y)])).toEqual([
      ["inoshikacho", null],
      ["tane", null],
    ]);
  });

  it("explains Boar-Deer-Butterfly with two more animals, then the doubling at 7 and the opponent's call", () => {
    const side = inoshikachoSide();
    expect(side.steps.map((st) => [st.label, st.points])).toEqual([
      ["Inoshikachō (boar, deer, butterflies): 5 + 2 extra animals = 7", 7],
      ["Doubled for 7 points or more: 7 × 2 = 14", 7],
      ["Seat 0 called koi-koi: 14 × 2 = 28", 14],
    ]);
    expect(side.steps.map((st) => st.phrase)).toEqual([
      {
        key: "yakuExtraCards",
        args: { base: 5, extra: 2, cards: "animal", points: 7 },
        terms: { name: { ns: "Yaku", key: "inoshikacho" } },
      },
      { key: "sevenDoubleSum", args: { before: 7, after: 14 } },
      { key: "koikoiCallSum", args: { why: "one", seat: 0, calls: 1, times: 2, before: 14, after: 28 } },
    ]);
    expect(side.total).toBe(28);
  });

  it("names the calls that multiply, and the brights dealt to the field", () => {
    // counted calls: seat 0's two calls make ×3; no doubling at 7; one more animal, said as one
    const counted = inoshikachoSide(
      { koikoi_bonus: "opponent_count", seven_point_double: "off" },
      { calls: [2, 0], captured: ["M07-0", "M10-0", "M06-0"] },
    );
    expect(counted.steps.map((st) => st.phrase)).toEqual([
      {
        key: "yakuExtraCards",
        args: { base: 5, extra: 1, cards: "animal", points: 6 },
        terms: { name: { ns: "Yaku", key: "inoshikacho" } },
      },
      { key: "koikoiCallSum", args: { why: "one", seat: 0, calls: 2, times: 3, before: 6, after: 18 } },
    ]);
    expect(counted.steps.map((st) => st.points)).toEqual([6, 12]);
    expect(counted.steps.map((st) => st.label)).toEqual([
      "Inoshikachō (boar, deer, butterflies): 5 + 1 extra animal = 6",
      "Seat 0 called koi-koi 2 times: 6 × 3 = 18",
    ]);
    // any call doubles: both seats called
    const both = inoshikachoSide({ koikoi_bonus: "any_x2" }, { calls: [1, 1] });
    expect(both.steps[2]!.phrase).toEqual({
      key: "koikoiCallSum",
      args: { why: "both", seat: 1, calls: 1, times: 2, before: 14, after: 28 },
    });
    expect(both.steps[2]!.label).toBe("Both players called koi-koi: 14 × 2 = 28");
    // the Crane dealt to the field: ×2 after the doublings
    const field = inoshikachoSide({ field_brights: "multiply" }, { dealtField: ["M04-2", "M10-2", "M01-0"] });
    expect(field.steps[3]!.phrase).toEqual({
      key: "fieldBrightsSum",
      args: { brights: 1, times: 2, before: 28, after: 56 },
    });
    expect(field.steps[3]!.label).toBe("1 bright dealt to the field: 28 × 2 = 56");
    expect(field.total).toBe(56);
  });
});
