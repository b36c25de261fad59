// Audit scenarios: corners of docs/rules/sakura.md and docs/record-format.md that the first tests missed.
// Each block names the rule it checks; every one started as a failing test for a bug it fixes.
import { describe, expect, it } from "vitest";
import { parseOptionValues } from "../core/options";
import { validateSakuraSetup } from "./setup";
import { CAPTURED, DEAD, FIELD, STEP_PLAY_OTHER } from "./state";
import { buildDeal, clear, codesAt, handOf, legalJson, playMoves, R, setupOf, startFrom } from "./testing/kit";

const G = "M11-3";

describe("hostile moves: an error value, never a throw, a short message, the state untouched", () => {
  const s = startFrom(setupOf(2), 0, buildDeal(2, {}));
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  let deep: unknown = [];
  for (let i = 0; i < 200_000; i++) deep = [deep];
  const hostile: [string, unknown][] = [
    ["a BigInt card", { seat: 0, play: 1n }],
    ["a BigInt take", { seat: 0, play: "M01-0", take: 2n }],
    ["a BigInt seat", { seat: 0n, play: "M01-0" }],
    ["a cyclic object as the card", { seat: 0, play: cyclic }],
    ["a deeply nested array as the card", { seat: 0, play: deep }],
    ["a huge array as the card", { seat: 0, play: new Array(2_000_000).fill("M01-0") }],
    ["a huge string as the take", { seat: 0, play: "M01-0", take: "M".repeat(2_000_000) }],
    [
      "a getter that throws",
      Object.defineProperty({ seat: 0 }, "play", {
        enumerable: true,
        get: () => {
          throw new Error("boom");
        },
      }),
    ],
    ["a symbol as the card", { seat: 0, play: Symbol("x") }],
    ["a function as the month", { seat: 0, hiki: () => 5 }],
  ];
  for (const [name, move] of hostile) {
    it(name, () => {
      const before = JSON.stringify(s.round!.loc);
      let r: ReturnType<typeof R.applyMove> | undefined;
      expect(() => (r = R.applyMove(s, move))).not.toThrow();
      expect(r!.ok).toBe(false);
      if (!r!.ok) expect(r!.error.message.length).toBeLessThan(200);
      expect(() => R.describeMove(s, move as never)).not.toThrow();
      expect(JSON.stringify(s.round!.loc)).toBe(before);
    });
  }
  it("a hostile deal is an error value too", () => {
    const empty = R.newGameAwaitingDeal(setupOf(2));
    const deal = buildDeal(2, {}) as unknown as { field: unknown[] };
    for (const bad of [1n, cyclic, deep]) {
      const d = { ...deal, field: [bad, ...deal.field.slice(1)] };
      let r: ReturnType<typeof R.startRound> | undefined;
      expect(() => (r = R.startRound(empty, 0, d))).not.toThrow();
      expect(r!.ok).toBe(false);
    }
  });
});

describe("setup validation: team seats are seat numbers", () => {
  const options = parseOptionValues(R.optionSpecs, {}, "sakura");
  if (!options.ok) throw new Error(options.error.message);
  for (const teams of [
    [
      ["0", 2],
      [1, 3],
    ],
    [
      [0, 2.5],
      [1, 3],
    ],
    [
      [0, 2],
      [1, "3"],
    ],
  ] as unknown as number[][][]) {
    it(JSON.stringify(teams), () => {
      expect(validateSakuraSetup({ players: 4, teams, options: options.value }).ok).toBe(false);
    });
  }
});

describe("four pairs on the field count a four of a month as two pairs, also with dealer_captures", () => {
  const field = ["M01-0", "M01-1", "M01-2", "M01-3", "M02-0", "M02-1", "M03-0", "M03-1"];
  it("four Pine + two pairs is four pairs: redeal, although the dealer would capture the four", () => {
    const s = startFrom(setupOf(2, { field_four_of_a_kind: "dealer_captures", rounds: 2 }), 0, buildDeal(2, { field }));
    expect(s.summaries[0]).toMatchObject({ cancelled: true, nextDealer: 0 });
  });
  it("with field_four_pairs = ignore the dealer captures the four and play starts", () => {
    const s = startFrom(
      setupOf(2, { field_four_of_a_kind: "dealer_captures", field_four_pairs: "ignore" }),
      0,
      buildDeal(2, { field }),
    );
    expect(s.phase).toBe("playing");
    expect(codesAt(s, CAPTURED)).toEqual(["M01-0", "M01-1", "M01-2", "M01-3"]);
  });
  it("four Pine + one pair is three pairs: the dealer captures, no redeal", () => {
    const s = startFrom(
      setupOf(2, { field_four_of_a_kind: "dealer_captures" }),
      0,
      buildDeal(2, { field: field.slice(0, 6) }),
    );
    expect(s.phase).toBe("playing");
  });
});

describe("blocked_gaji = return_to_hand: Step A again without the Gaji, so no Willow hiki that holds it", () => {
  // Seat 0 holds the Gaji and the Rain Man, two Willows lie on the field (a 2+2 Willow hiki with the
  // Gaji); seat 1 holds a 2+2 Iris hiki. Seat 0 aims the Gaji at an Iris card and is blocked.
  function blocked() {
    let s = startFrom(
      setupOf(2, { blocked_gaji: "return_to_hand" }),
      0,
      buildDeal(2, {
        hands: [
          [G, "M11-0"],
          ["M05-1", "M05-3"],
        ],
        field: ["M11-1", "M11-2", "M05-0", "M05-2", "M03-0"],
      }),
    );
    s = clear(s, FIELD, DEAD, ["M11-1", "M11-2", "M05-0", "M05-2", "M03-0"]);
    expect(legalJson(s, 0)).toContainEqual({ seat: 0, hiki: 11 });
    return playMoves(s, [{ seat: 0, play: G, take: "M05-0" }]);
  }
  it("the Willow hiki is not offered and is refused", () => {
    const s = blocked();
    expect(s.round!.step).toBe(STEP_PLAY_OTHER);
    expect(handOf(s, 0)).toContain(G);
    expect(legalJson(s, 0)).not.toContainEqual({ seat: 0, hiki: 11 });
    expect(R.applyMove(s, { seat: 0, hiki: 11 }).ok).toBe(false);
    // Playing the Rain Man (a Willow) is still allowed: it takes one of the two Willows.
    expect(legalJson(s, 0)).toContainEqual({ seat: 0, play: "M11-0", take: "M11-1" });
  });
});
