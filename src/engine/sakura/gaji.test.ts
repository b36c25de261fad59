// The Gaji (docs/rules/sakura.md) with every option.
import { describe, expect, it } from "vitest";
import { CAPTURED, DEAD, FIELD, IN_PLAY, PILE, STEP_DRAW, STEP_GAJI_TARGET, STEP_PLAY, STEP_PLAY_OTHER } from "./state";
import {
  arrange,
  buildDeal,
  card,
  clear,
  codesAt,
  handOf,
  legalJson,
  playMoves,
  R,
  setupOf,
  startFrom,
} from "./testing/kit";

const G = "M11-3";

/** 2 players, seat 0 deals and holds the Gaji; the field is exactly `field` (other field cards dead). */
function gajiTable(
  field: string[],
  options: Record<string, string | boolean> = {},
  extra: Record<string, number> = {},
  seat1: string[] = [],
) {
  const s = startFrom(setupOf(2, options), 0, buildDeal(2, { hands: [[G], seat1], field }));
  return arrange(clear(s, FIELD, DEAD, field), extra);
}

describe("Gaji played from the hand", () => {
  it("is wild: one move per field card (Willows included), each naming its take", () => {
    const s = gajiTable(["M03-0", "M11-0", "M05-2"]);
    const gajiMoves = legalJson(s, 0).filter((m) => (m as { play?: string }).play === G);
    expect(gajiMoves).toEqual(["M03-0", "M05-2", "M11-0"].map((t) => ({ seat: 0, play: G, take: t })));
  });

  it("captures its target; the target's month becomes the Gaji month", () => {
    const s = playMoves(gajiTable(["M03-0", "M11-0", "M05-2"]), [{ seat: 0, play: G, take: "M05-2" }]);
    expect(codesAt(s, CAPTURED)).toEqual(["M05-2", G]);
    expect(s.round!.gajiSide).toBe(0);
    expect(s.round!.gajiMonth).toBe(5);
    expect(s.round!.gajiPair).toBe(card("M05-2"));
    expect(s.round!.step).toBe(STEP_DRAW);
    const w = playMoves(gajiTable(["M03-0", "M11-0"]), [{ seat: 0, play: G, take: "M11-0" }]);
    expect(w.round!.gajiMonth).toBe(11);
  });

  it("with one field card the capture is forced and written without take (a take naming it is accepted)", () => {
    const s = gajiTable(["M03-0"]);
    expect(legalJson(s, 0).filter((m) => (m as { play?: string }).play === G)).toEqual([{ seat: 0, play: G }]);
    for (const move of [
      { seat: 0, play: G },
      { seat: 0, play: G, take: "M03-0" },
    ]) {
      const after = playMoves(s, [move]);
      expect(codesAt(after, CAPTURED)).toEqual(["M03-0", G]);
    }
  });

  it("with an empty field it stays on the field", () => {
    const s = playMoves(gajiTable([]), [{ seat: 0, play: G }]);
    expect(codesAt(s, FIELD)).toEqual([G]);
    expect(s.round!.gajiSide).toBe(-1);
  });

  it("must capture: no take with several targets is refused; a take off the field is refused", () => {
    const s = gajiTable(["M03-0", "M05-2"]);
    expect(R.applyMove(s, { seat: 0, play: G }).ok).toBe(false);
    expect(R.applyMove(s, { seat: 0, play: G, take: "M07-2" }).ok).toBe(false);
  });

  it("gaji_may_be_discarded: it may also be laid on the field; captures always name their take", () => {
    const s = gajiTable(["M03-0"], { gaji_may_be_discarded: true });
    expect(legalJson(s, 0).filter((m) => (m as { play?: string }).play === G)).toEqual([
      { seat: 0, play: G },
      { seat: 0, play: G, take: "M03-0" },
    ]);
    const laid = playMoves(s, [{ seat: 0, play: G }]);
    expect(codesAt(laid, FIELD)).toEqual(["M03-0", G]);
    expect(laid.round!.gajiSide).toBe(-1);
  });

  it("with three Willows on the field its holder may declare the Willow hiki instead; the Gaji month is 11", () => {
    const s = gajiTable(["M11-0", "M11-1", "M11-2"]);
    const legal = legalJson(s, 0);
    expect(legal).toContainEqual({ seat: 0, hiki: 11 });
    expect(legal).toContainEqual({ seat: 0, play: G, take: "M11-1" });
    const after = playMoves(s, [{ seat: 0, hiki: 11 }]);
    expect(codesAt(after, CAPTURED)).toEqual(["M11-0", "M11-1", "M11-2", G]);
    expect([after.round!.gajiSide, after.round!.gajiMonth]).toEqual([0, 11]);
  });
});

describe("Gaji on the field", () => {
  it("only a Willow captures it, and that capturer becomes the Gaji user with month 11", () => {
    // Seat 1 holds the Gaji? No: here the Gaji lies on the field and seat 0 plays a Willow.
    let s = startFrom(setupOf(2), 0, buildDeal(2, { hands: [["M11-0", "M03-2"]], field: [G, "M03-0"] }));
    s = clear(s, FIELD, DEAD, [G, "M03-0"]);
    const legal = legalJson(s, 0);
    expect(legal).toContainEqual({ seat: 0, play: "M03-2" }); // takes the Curtain, never the Gaji
    const after = playMoves(s, [{ seat: 0, play: "M11-0" }]);
    expect(codesAt(after, CAPTURED)).toEqual(["M11-0", G]);
    expect([after.round!.gajiSide, after.round!.gajiMonth]).toEqual([0, 11]);
  });

  it("gaji_on_initial_field: stays (default) or discarded as a dead card", () => {
    const deal = buildDeal(2, { field: [G] });
    expect(codesAt(startFrom(setupOf(2), 0, deal), FIELD)).toContain(G);
    const d = startFrom(setupOf(2, { gaji_on_initial_field: "discarded" }), 0, deal);
    expect(codesAt(d, FIELD)).not.toContain(G);
    expect(codesAt(d, DEAD)).toEqual([G]);
    expect(d.round!.info.opening).toEqual([{ kind: "gaji-discarded" }]);
  });
});

describe("gaji = off", () => {
  it("the Lightning is an ordinary Willow chaff: no wild moves, no Gaji user", () => {
    const s = gajiTable(["M03-0", "M11-0"], { gaji: "off" });
    expect(legalJson(s, 0).filter((m) => (m as { play?: string }).play === G)).toEqual([{ seat: 0, play: G }]);
    const after = playMoves(s, [{ seat: 0, play: G }]);
    expect(codesAt(after, CAPTURED)).toEqual(["M11-0", G]);
    expect(after.round!.gajiSide).toBe(-1);
  });
});

describe("Gaji turned from the pile", () => {
  function drawn(options: Record<string, string | boolean>) {
    let s = startFrom(setupOf(2, options), 0, buildDeal(2, { field: ["M03-0", "M05-2", "M11-0"], pile: [G] }));
    s = clear(s, FIELD, DEAD, ["M03-0", "M05-2", "M11-0"]);
    // Seat 0 lays a card that matches nothing, then turns the Gaji.
    const lay = handOf(s, 0).find((c) => !["M03", "M05", "M11"].includes(c.slice(0, 3)))!;
    return playMoves(s, [{ seat: 0, play: lay }]);
  }
  it("default: an ordinary Willow card (captures the Willow on the field)", () => {
    const s = drawn({});
    expect(legalJson(s, 0)).toEqual([{ seat: 0, draw: true }]);
    const after = playMoves(s, [{ seat: 0, draw: true }]);
    expect(codesAt(after, CAPTURED)).toEqual(["M11-0", G]);
    expect([after.round!.gajiSide, after.round!.gajiMonth]).toEqual([0, 11]);
    expect(after.round!.turn).toBe(1);
  });
  it("gaji_wild_when_drawn: it must capture a field card of the drawer's choice", () => {
    const s = drawn({ gaji_wild_when_drawn: true });
    expect(codesAt(s, FIELD).length).toBe(4); // the three, plus the card seat 0 laid
    expect(legalJson(s, 0)).toEqual(codesAt(s, FIELD).map((t) => ({ seat: 0, draw: true, take: t })));
    expect(R.applyMove(s, { seat: 0, draw: true }).ok).toBe(false);
    const after = playMoves(s, [{ seat: 0, draw: true, take: "M03-0" }]);
    expect(codesAt(after, CAPTURED)).toEqual(["M03-0", G]);
    expect([after.round!.gajiSide, after.round!.gajiMonth]).toEqual([0, 3]);
  });
});

describe("November restriction", () => {
  // Seat 1 deals and moves first; seat 0 holds the Gaji.
  function table(options: Record<string, string | boolean> = {}, seat1: string[] = ["M11-0"], pile: string[] = []) {
    let s = startFrom(
      setupOf(2, options),
      1,
      buildDeal(2, { hands: [[G, "M11-1"], seat1], field: ["M03-0", "M05-2"], pile }),
    );
    s = clear(s, FIELD, DEAD, ["M03-0", "M05-2"]);
    return s;
  }
  const gajiMovesOf = (s: ReturnType<typeof table>) =>
    legalJson(s, 0).filter((m) => (m as { play?: string }).play === G);

  it("another seat's Willow played from the hand ends the Gaji's wild power", () => {
    let s = table();
    expect(R.playerView(s, 0).round!.myGajiWild).toBe(true);
    s = playMoves(s, [
      { seat: 1, play: "M11-0" },
      { seat: 1, draw: true },
    ]);
    expect(s.round!.turn).toBe(0);
    expect(R.playerView(s, 0).round!.myGajiWild).toBe(false);
    // An ordinary Willow now: its only capture is seat 1's Willow lying on the field.
    expect(codesAt(s, FIELD)).toContain("M11-0");
    expect(gajiMovesOf(s)).toEqual([{ seat: 0, play: G }]);
    expect(R.applyMove(s, { seat: 0, play: G, take: "M03-0" }).ok).toBe(false);
    const after = playMoves(s, [{ seat: 0, play: G }]);
    expect(codesAt(after, CAPTURED)).toEqual(["M11-0", G]);
    expect([after.round!.gajiSide, after.round!.gajiMonth]).toEqual([0, 11]);
  });

  it("a Willow turned from the pile by another seat counts too", () => {
    let s = table({}, ["M07-2"], ["M11-2"]);
    s = playMoves(s, [
      { seat: 1, play: "M07-2" },
      { seat: 1, draw: true },
    ]);
    expect(gajiMovesOf(s)).toEqual([{ seat: 0, play: G }]);
  });

  it("the holder's own Willow does not; nor does a Willow on the initial field", () => {
    let s = startFrom(setupOf(2), 0, buildDeal(2, { hands: [[G, "M11-1"]], field: ["M03-0", "M05-2", "M11-0"] }));
    s = clear(s, FIELD, DEAD, ["M03-0", "M05-2", "M11-0"]);
    s = playMoves(s, [
      { seat: 0, play: "M11-1" },
      { seat: 0, draw: true },
    ]);
    const seat1 = handOf(s, 1).find((c) => !["M03", "M05", "M11"].includes(c.slice(0, 3)))!;
    s = playMoves(s, [
      { seat: 1, play: seat1 },
      { seat: 1, draw: true },
    ]);
    expect(s.round!.turn).toBe(0);
    expect(gajiMovesOf(s).length).toBeGreaterThan(1);
  });

  it("a teammate is another seat", () => {
    // 2v2: seats 0 and 2 are teammates; seat 2 plays a Willow before seat 0's turn comes round.
    let s = startFrom(
      setupOf(4, {}, [
        [0, 2],
        [1, 3],
      ]),
      2,
      buildDeal(4, { hands: [[G], undefined, ["M11-0"]], field: ["M03-0", "M05-2"] }),
    );
    s = clear(s, FIELD, DEAD, ["M03-0", "M05-2"]);
    const lay = (seat: number) => handOf(s, seat).find((c) => !["M03", "M05", "M11"].includes(c.slice(0, 3)))!;
    s = playMoves(s, [
      { seat: 2, play: "M11-0" },
      { seat: 2, draw: true },
    ]);
    s = playMoves(s, [
      { seat: 3, play: lay(3) },
      { seat: 3, draw: true },
    ]);
    expect(s.round!.turn).toBe(0);
    expect(gajiMovesOf(s)).toEqual([{ seat: 0, play: G }]);
  });

  it("gaji_november_restriction = off keeps the Gaji wild", () => {
    let s = table({ gaji_november_restriction: "off" });
    s = playMoves(s, [
      { seat: 1, play: "M11-0" },
      { seat: 1, draw: true },
    ]);
    expect(gajiMovesOf(s).length).toBeGreaterThan(1);
  });
});

describe("Hiki protection", () => {
  /** Seat 0 (dealer) holds the Gaji, seat 1 holds `owner` cards; the field is exactly `field`. */
  function table(
    owner: string[],
    field: string[],
    options: Record<string, string | boolean> = {},
    seat0: string[] = [],
  ) {
    const s = startFrom(setupOf(2, options), 0, buildDeal(2, { hands: [[G, ...seat0], owner], field }));
    return clear(s, FIELD, DEAD, field);
  }

  it("a blocked target: the owner takes the four at once, then retarget or leave (K19 in full)", () => {
    const s = table(["M05-1", "M05-3"], ["M05-0", "M05-2", "M03-0"]);
    const blocked = playMoves(s, [{ seat: 0, play: G, take: "M05-2" }]);
    expect(codesAt(blocked, CAPTURED + 1)).toEqual(["M05-0", "M05-1", "M05-2", "M05-3"]);
    expect(codesAt(blocked, IN_PLAY)).toEqual([G]);
    expect(blocked.round!.last!.block).toEqual({ owner: 1, month: 5, cards: [16, 17, 18, 19] });
    expect(blocked.round!.step).toBe(STEP_GAJI_TARGET);
    expect(legalJson(blocked, 0)).toEqual([
      { seat: 0, play: G },
      { seat: 0, play: G, take: "M03-0" },
    ]);
    // Only the Gaji may be played now.
    expect(R.applyMove(blocked, { seat: 0, play: handOf(blocked, 0)[0]! }).ok).toBe(false);
    const retarget = playMoves(blocked, [{ seat: 0, play: G, take: "M03-0" }]);
    expect(codesAt(retarget, CAPTURED)).toEqual(["M03-0", G]);
    expect([retarget.round!.gajiMonth, retarget.round!.step]).toEqual([3, STEP_DRAW]);
  });

  it("no target left after the block: the Gaji stays on the field and Step B follows", () => {
    const s = playMoves(table(["M05-1", "M05-3"], ["M05-0", "M05-2"]), [{ seat: 0, play: G, take: "M05-0" }]);
    expect(codesAt(s, FIELD)).toEqual([G]);
    expect(s.round!.step).toBe(STEP_DRAW);
  });

  it("a retarget can be blocked again by another hiki", () => {
    // 3 players: seats 1 and 2 each hold a hiki.
    let s = startFrom(
      setupOf(3),
      0,
      buildDeal(3, {
        hands: [[G], ["M05-1", "M05-3"], ["M09-0"]],
        field: ["M05-0", "M05-2", "M09-1", "M09-2", "M09-3", "M01-2"],
      }),
    );
    s = clear(s, FIELD, DEAD, ["M05-0", "M05-2", "M09-1", "M09-2", "M09-3", "M01-2"]);
    s = playMoves(s, [
      { seat: 0, play: G, take: "M05-0" },
      { seat: 0, play: G, take: "M09-3" },
    ]);
    expect(codesAt(s, CAPTURED + 1)).toEqual(["M05-0", "M05-1", "M05-2", "M05-3"]);
    expect(codesAt(s, CAPTURED + 2)).toEqual(["M09-0", "M09-1", "M09-2", "M09-3"]);
    expect(legalJson(s, 0)).toEqual([
      { seat: 0, play: G },
      { seat: 0, play: G, take: "M01-2" },
    ]);
  });

  it("blocked_gaji = return_to_hand: the Gaji goes back and another card is played", () => {
    const s = playMoves(table(["M05-1", "M05-3"], ["M05-0", "M05-2", "M03-0"], { blocked_gaji: "return_to_hand" }), [
      { seat: 0, play: G, take: "M05-2" },
    ]);
    expect(handOf(s, 0)).toContain(G);
    expect(s.round!.step).toBe(STEP_PLAY_OTHER);
    const legal = legalJson(s, 0);
    expect(legal.some((m) => (m as { play?: string }).play === G)).toBe(false);
    expect(legal.length).toBe(handOf(s, 0).length - 1);
    expect(R.applyMove(s, { seat: 0, play: G, take: "M03-0" }).ok).toBe(false);
    const other = handOf(s, 0).find((c) => c !== G)!;
    const after = playMoves(s, [{ seat: 0, play: other }]);
    expect(after.round!.step).toBe(STEP_DRAW);
    expect(handOf(after, 0)).toContain(G);
  });

  it("return_to_hand with the Gaji as the only hand card falls back to retarget or leave", () => {
    let s = table(["M05-1", "M05-3"], ["M05-0", "M05-2", "M03-0"], { blocked_gaji: "return_to_hand" });
    const others: Record<string, number> = {};
    for (const c of handOf(s, 0)) if (c !== G) others[c] = DEAD;
    s = arrange(s, others);
    s = playMoves(s, [{ seat: 0, play: G, take: "M05-2" }]);
    expect(s.round!.step).toBe(STEP_GAJI_TARGET);
  });

  it("a teammate's hiki is protected too", () => {
    let s = startFrom(
      setupOf(4, {}, [
        [0, 2],
        [1, 3],
      ]),
      0,
      buildDeal(4, { hands: [[G], undefined, ["M05-1", "M05-3"]], field: ["M05-0", "M05-2", "M03-0"] }),
    );
    s = clear(s, FIELD, DEAD, ["M05-0", "M05-2", "M03-0"]);
    s = playMoves(s, [{ seat: 0, play: G, take: "M05-0" }]);
    expect(codesAt(s, CAPTURED + 0)).toEqual(["M05-0", "M05-1", "M05-2", "M05-3"]);
    expect(s.round!.last!.block!.owner).toBe(2);
  });

  it("the Gaji player's own hiki is not protected", () => {
    const s = playMoves(table([], ["M05-0", "M05-2"], {}, ["M05-1", "M05-3"]), [{ seat: 0, play: G, take: "M05-0" }]);
    expect(codesAt(s, CAPTURED)).toEqual(["M05-0", G]);
    expect(s.round!.last!.block).toBeNull();
  });

  it("follows the hiki option: field_triple_only protects only 3 on the field + 1 in hand", () => {
    const twoTwo = playMoves(table(["M05-1", "M05-3"], ["M05-0", "M05-2"], { hiki: "field_triple_only" }), [
      { seat: 0, play: G, take: "M05-0" },
    ]);
    expect(twoTwo.round!.last!.block).toBeNull();
    const oneThree = playMoves(table(["M05-1"], ["M05-0", "M05-2", "M05-3"], { hiki: "field_triple_only" }), [
      { seat: 0, play: G, take: "M05-0" },
    ]);
    expect(oneThree.round!.last!.block!.owner).toBe(1);
  });

  it("follows the hiki option: bga_single_turn protects 1+3 and 3+1, not 2+2", () => {
    const opts = { hiki: "bga_single_turn" };
    expect(
      playMoves(table(["M05-1", "M05-3"], ["M05-0", "M05-2"], opts), [{ seat: 0, play: G, take: "M05-0" }]).round!.last!
        .block,
    ).toBeNull();
    expect(
      playMoves(table(["M05-1", "M05-2", "M05-3"], ["M05-0", "M03-0"], opts), [{ seat: 0, play: G, take: "M05-0" }])
        .round!.last!.block!.owner,
    ).toBe(1);
    expect(
      playMoves(table(["M05-1"], ["M05-0", "M05-2", "M05-3"], opts), [{ seat: 0, play: G, take: "M05-3" }]).round!.last!
        .block!.owner,
    ).toBe(1);
  });

  it("a wild Gaji turned from the pile is blocked the same way; the retarget is written as a play of the Gaji", () => {
    let s = startFrom(
      setupOf(2, { gaji_wild_when_drawn: true }),
      0,
      buildDeal(2, { hands: [undefined, ["M05-1", "M05-3"]], field: ["M05-0", "M05-2", "M03-0"], pile: [G] }),
    );
    s = clear(s, FIELD, DEAD, ["M05-0", "M05-2", "M03-0"]);
    const lay = handOf(s, 0).find((c) => !["M03", "M05", "M11"].includes(c.slice(0, 3)))!;
    s = playMoves(s, [
      { seat: 0, play: lay },
      { seat: 0, draw: true, take: "M05-2" },
    ]);
    expect(s.round!.step).toBe(STEP_GAJI_TARGET);
    expect(codesAt(s, CAPTURED + 1)).toEqual(["M05-0", "M05-1", "M05-2", "M05-3"]);
    expect(codesAt(s, PILE)).not.toContain(G);
    s = playMoves(s, [{ seat: 0, play: G, take: "M03-0" }]);
    expect(codesAt(s, CAPTURED)).toContain(G);
    expect([s.round!.turn, s.round!.step]).toEqual([1, STEP_PLAY]);
  });
});
