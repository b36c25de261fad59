// Golden records (src/engine/sfj/golden/*.json, checked by hand: see golden/README.md) replay
// through the generic record module to their expected `hanafuda replay` output.

import { describe, expect, it } from "vitest";
import { goldens, itReplaysEach, refusedAsExpected } from "../../core/testing/golden";

const g = goldens(new URL("../golden/", import.meta.url));
const names = g.names();
const malformed = g.names("malformed/");

describe("SFJ golden records", () => {
  it("has the goldens the README describes", () => {
    expect(names).toEqual([
      "2p-keep-two-fours",
      "2p-replace",
      "2p-round",
      "2p-six-rounds-tie",
      "3p-refill",
      "3p-roles",
      "3p-six-rounds",
      "4p-bright-roles-stack",
      "4p-five-brights",
    ]);
  });
  itReplaysEach(g, names, {
    also: (out) => {
      for (const r of out.rounds) expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
    },
  });
  itReplaysEach(g, malformed, { compare: refusedAsExpected }, "malformed/");
});
