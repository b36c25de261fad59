// Sanity scenarios for the SFJ bot: hand-built positions where the right play is plain. Each position is a
// real engine state; the bot gets its seat's view and legal moves only.
import { describe, expect, it } from "vitest";
import { dealWithRestAsPile, startedGame } from "../tests/kit";
import { scenarioMove as move } from "../../bots/testing/harness";
import { setupFor } from "../../bots/testing/positions";

describe("SFJ heuristic scenarios", () => {
  it("takes the Full Moon to complete Tea Party (Moon + Cup) rather than a ribbon", () => {
    const deal = dealWithRestAsPile({
      hands: [
        ["M08-2", "M02-2", "M04-2", "M05-2", "M06-2", "M07-2", "M10-2"],
        ["M01-2", "M02-3", "M04-3", "M05-3", "M06-3", "M07-3", "M10-3"],
        ["M01-3", "M03-2", "M03-3", "M09-2", "M09-3", "M11-2", "M12-2"],
      ],
      field: ["M08-0", "M02-1", "M11-3", "M12-3", "M01-0", "M03-0"],
    });
    const state = startedGame(3, 0, deal);
    expect(move("sfj", setupFor("sfj", 3), state, 0).play).toBe("M08-2");
  });
});
