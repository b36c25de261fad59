// The decision's facts in a seat's view: the field as dealt and the yaku new since the seat's last call, both public,
// beside what the view never holds (the other hand, the pile).
import { describe, expect, it } from "vitest";
import { play, position, R } from "./kit";

/** Seat 0 called koi-koi holding Sankō; its play makes a fifth animal (Tane), then its draw takes nothing. */
const afterCall = () =>
  play(
    position({
      dealer: 0,
      turn: 0,
      hands: [
        ["M08-1", "M09-2"],
        ["M12-2", "M04-2"],
      ],
      field: ["M08-2", "M10-2"],
      dealtField: ["M08-2", "M10-2", "M11-0", "M05-3"],
      pile: ["M07-2", "M01-3"],
      captured: [["M01-0", "M03-0", "M12-0", "M02-0", "M04-0", "M05-0", "M06-0"], ["M11-0"]],
      calls: [1, 0],
      atLastCall: [{ sanko: 5 }, {}],
    }),
    [
      { seat: 0, play: "M08-1" },
      { seat: 0, draw: true },
    ],
  );

describe("the Koi-Koi view at a decision", () => {
  it("names the yaku made since the last call and the field as dealt, to every seat", () => {
    const s = afterCall();
    for (const seat of [0, 1, null]) {
      const v = R.playerView(s, seat);
      expect(v.step).toBe("decide");
      expect(v.yaku[0]!.map((y) => y.key)).toEqual(["sanko", "tane"]);
      expect(v.newYaku).toEqual([{ key: "tane", points: 1 }]);
      expect(v.dealtField).toEqual(["M08-2", "M10-2", "M11-0", "M05-3"]);
    }
  });

  it("holds no decision facts once the decision is made, and never the other hand or the pile", () => {
    const s = play(afterCall(), [{ seat: 0, koikoi: true }]);
    const v = R.playerView(s, 1);
    expect(v.newYaku).toEqual([]);
    expect(v.hand).toEqual(["M12-2", "M04-2"]);
    const text = JSON.stringify(v);
    for (const hidden of ['"M09-2"', '"M01-3"']) expect(text).not.toContain(hidden);
  });
});
