import { describe, expect, it } from "vitest";
import {
  clickDraw,
  clickField,
  clickHand,
  initialSelection,
  layMoveOf,
  offerFrom,
  targetsOf,
  type Selection,
} from "./move-selection";
import type { BoardMove } from "./types";

const seat = 0;
const m = (x: Record<string, unknown>): BoardMove => ({ seat, ...x });

describe("offerFrom", () => {
  it("groups plays by card, keeps draws and special moves apart", () => {
    const offer = offerFrom([
      m({ play: "M03-0" }),
      m({ play: "M05-1", take: "M05-2" }),
      m({ play: "M05-1", take: "M05-3" }),
      m({ hiki: 9 }),
      m({ replace: true }),
      m({ declare: "four" }),
      m({ bet: 3 }),
      m({ dealer: 2 }),
    ]);
    expect([...offer.plays.keys()]).toEqual(["M03-0", "M05-1"]);
    expect(offer.plays.get("M05-1")!.map((o) => o.take)).toEqual(["M05-2", "M05-3"]);
    expect(offer.draws).toEqual([]);
    expect(offer.specials.map((s) => s.kind)).toEqual(["hiki", "replace", "declare-four", "bid", "dealer"]);
  });

  it("is empty when it is not the seat's move", () => {
    const offer = offerFrom([]);
    expect(offer.plays.size).toBe(0);
    expect(clickHand(offer, null, "M01-0")).toEqual({ kind: "none", reason: "cannotPlay" });
    expect(clickDraw(offer)).toEqual({ kind: "none", reason: "notYourDraw" });
    expect(clickField(offer, null, "M01-0")).toEqual({ kind: "none", reason: "nothingToTake" });
  });
});

describe("a click on a hand card", () => {
  const legal = [m({ play: "M03-0" }), m({ play: "M05-1", take: "M05-2" }), m({ play: "M05-1", take: "M05-3" })];
  const offer = offerFrom(legal);

  it("plays a card that has one legal move at once", () => {
    expect(clickHand(offer, null, "M03-0")).toEqual({ kind: "submit", move: legal[0] });
  });

  it("opens a choice of capture for a card with several moves; the field click picks one", () => {
    const r = clickHand(offer, null, "M05-1");
    expect(r).toEqual({
      kind: "select",
      selection: { source: "hand", card: "M05-1" },
      targets: ["M05-2", "M05-3"],
      lay: null,
    });
    const sel: Selection = { source: "hand", card: "M05-1" };
    expect(targetsOf(offer, sel)).toEqual(["M05-2", "M05-3"]);
    expect(clickField(offer, sel, "M05-3")).toEqual({ kind: "submit", move: legal[2] });
    expect(clickField(offer, sel, "M01-2")).toEqual({ kind: "none", reason: "cannotTake" });
  });

  it("cancels on a second click of the selected card, switches on a click of another", () => {
    const sel: Selection = { source: "hand", card: "M05-1" };
    expect(clickHand(offer, sel, "M05-1")).toEqual({ kind: "cancel" });
    expect(clickHand(offer, sel, "M03-0")).toEqual({ kind: "submit", move: legal[0] });
  });

  it("refuses cards without a legal move, saying why", () => {
    expect(clickHand(offer, null, "M12-3")).toEqual({ kind: "none", reason: "cannotPlay" });
    expect(clickHand(offerFrom([m({ draw: true })]), null, "M12-3")).toEqual({
      kind: "none",
      reason: "drawFirst",
    });
  });

  it("a field click without a selection does nothing", () => {
    expect(clickField(offer, null, "M05-2")).toEqual({ kind: "none", reason: "chooseFromHand" });
  });

  it("offers laying a wild card down when that is legal beside its captures", () => {
    const gaji = [m({ play: "M11-3", take: "M01-0" }), m({ play: "M11-3", take: "M08-0" }), m({ play: "M11-3" })];
    const o = offerFrom(gaji);
    const r = clickHand(o, null, "M11-3");
    expect(r).toEqual({
      kind: "select",
      selection: { source: "hand", card: "M11-3" },
      targets: ["M01-0", "M08-0"],
      lay: gaji[2],
    });
    expect(layMoveOf(o, { source: "hand", card: "M11-3" })).toBe(gaji[2]);
    expect(layMoveOf(offer, { source: "hand", card: "M03-0" })).toBeNull();
  });
});

describe("the draw", () => {
  it("draws at once when the turned card has one outcome", () => {
    const draw = m({ draw: true });
    expect(clickDraw(offerFrom([draw]))).toEqual({ kind: "submit", move: draw });
  });

  it("asks which card to take when the turned card matches two", () => {
    const legal = [m({ draw: true, take: "M05-2" }), m({ draw: true, take: "M05-3" })];
    const offer = offerFrom(legal);
    expect(clickDraw(offer)).toEqual({
      kind: "select",
      selection: { source: "draw" },
      targets: ["M05-2", "M05-3"],
      lay: null,
    });
    expect(initialSelection(offer, ["M01-0"])).toEqual({ source: "draw" });
    expect(clickField(offer, { source: "draw" }, "M05-2")).toEqual({ kind: "submit", move: legal[0] });
    // the field click works even before the choice is opened explicitly
    expect(clickField(offer, null, "M05-3")).toEqual({ kind: "submit", move: legal[1] });
  });

  it("refuses the draw while a hand card must be played", () => {
    expect(clickDraw(offerFrom([m({ play: "M01-0" })]))).toEqual({
      kind: "none",
      reason: "playFirst",
    });
  });
});

describe("initialSelection", () => {
  it("is null for an ordinary play step", () => {
    expect(initialSelection(offerFrom([m({ play: "M01-0" })]), ["M01-0"])).toBeNull();
  });

  it("opens the choice for a played card no longer in the hand (a blocked Gaji)", () => {
    const offer = offerFrom([m({ play: "M11-3", take: "M02-0" }), m({ play: "M11-3" })]);
    expect(initialSelection(offer, ["M01-0", "M04-2"])).toEqual({ source: "hand", card: "M11-3" });
  });
});
