// Golden records (src/engine/koikoi/golden/*.json: see golden/README.md) replay through the generic record module
// to their expected `hanafuda replay` output; malformed ones are refused at the right place.

import { describe, expect, it } from "vitest";
import { goldens, itReplaysEach, refusedAsExpected } from "../../core/testing/golden";
import { everyEngineGame, replayRecord } from "../../record";

const g = goldens(new URL("../golden/", import.meta.url));

describe("Koi-Koi golden records", () => {
  it("has the goldens the README describes", () => {
    expect(g.names()).toEqual(["koikoi-then-stop", "lucky-hands-season", "random-season-options", "random-year"]);
    expect(g.names("malformed/")).toEqual([
      "bad-option",
      "decision-not-offered",
      "missing-take",
      "thrown-in-field-four",
      "wrong-dealer",
    ]);
  });
  itReplaysEach(g, g.names(), {
    lookup: everyEngineGame,
    // Only the round's winner scores.
    also: (out) => {
      for (const r of out.rounds) expect(r.scores.filter((s) => s !== 0).length).toBeLessThanOrEqual(1);
    },
  });
  itReplaysEach(g, g.names("malformed/"), { lookup: everyEngineGame, compare: refusedAsExpected }, "malformed/");
  it("replays through the site's record lookup too (the site offers the game)", () => {
    const out = replayRecord(g.read("koikoi-then-stop.json"));
    expect(out).toEqual(g.read("koikoi-then-stop.expected.json"));
  });
});
