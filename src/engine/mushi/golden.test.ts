// Golden records: hand-built Mushi records (golden/NAME.json) replayed through the generic record
// module must give the hand-checked output in golden/NAME.expected.json. golden/README.md lists what
// each one exercises and the hand calculation of its scores. One golden and one malformed record go
// through the real command line (node bin/hanafuda.js replay).

import { describe, expect } from "vitest";
import { goldens, itHasGoldens, itReplaysEach, itReplaysThroughCli } from "../core/testing/golden";

const g = goldens(new URL("./golden/", import.meta.url));
const names = g.names();

describe("Mushi golden records", () => {
  itHasGoldens(names, [
    "normal-round",
    "lightning-from-hand",
    "tabled-lightning-taken-by-stock",
    "last-lightning-takes-itself",
    "last-lightning-captures-remaining-rain",
    "last-lightning-captures-all-remaining",
    "misdeal-redeal",
    "declared-four",
    "multi-round-target",
  ]);

  itReplaysEach(g, names, {
    // A refused record names its round and move; the message is the engine's own words.
    compare: (out, expected) => {
      const exp = expected as { ok: boolean; error?: Record<string, unknown> };
      if (exp.ok || out.ok) {
        expect(out).toEqual(exp);
        return;
      }
      const { message, ...where } = out.error;
      expect(where).toEqual(exp.error);
      expect(typeof message).toBe("string");
      expect(message.length).toBeGreaterThan(10);
    },
    also: (out) => {
      for (const r of out.rounds) expect(r.scores[0]! + r.scores[1]!).toBe(0);
    },
  });
});

describe("hanafuda replay (the real command line)", () => {
  itReplaysThroughCli(g, "multi-round-target.json", "bad-stock-card-skips-lightning.json", (out) => {
    expect(out.error.round).toBe(0);
    expect(out.error.move).toBe(1);
    expect(out.error.message).toMatch(/Lightning/);
  });
});
