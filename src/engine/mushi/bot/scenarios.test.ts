// Sanity scenarios for the Mushi bot: hand-built positions where the right play is plain. Each position is a
// real engine state; the bot gets its seat's view and legal moves only.
import { describe, expect, it } from "vitest";
import { positionState } from "../position";
import { scenarioMove as move } from "../../bots/testing/harness";

describe("Mushi heuristic scenarios", () => {
  it("takes the Curtain with its month card, not a chaff", () => {
    const built = positionState({
      turn: 0,
      step: "play",
      hands: [
        ["M03-2", "M01-2", "M04-2"],
        ["M03-3", "M01-3", "M04-3"],
      ],
      table: ["M03-0", "M01-1", "M05-2"],
      stock: ["M05-3", "M08-2", "M08-3", "M09-2", "M09-3", "M10-2"],
      rest: 1,
    });
    if (!built.ok) throw new Error(built.error.message);
    expect(move("mushi", built.value.setup, built.value, 0).play).toBe("M03-2");
  });
  it("spends the Lightning on a bright rather than on chaff", () => {
    const built = positionState({
      turn: 0,
      step: "play",
      hands: [
        ["M11-3", "M02-2"],
        ["M09-2", "M04-3"],
      ],
      table: ["M12-0", "M05-2"],
      stock: ["M05-3", "M08-2", "M08-3", "M09-3"],
      rest: 1,
    });
    if (!built.ok) throw new Error(built.error.message);
    const m = move("mushi", built.value.setup, built.value, 0);
    expect(m).toMatchObject({ play: "M11-3", take: "M12-0" });
  });
});
