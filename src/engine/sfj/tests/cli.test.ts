// `hanafuda replay` through the real command (node bin/hanafuda.js) for SFJ records.

import { describe, expect, it } from "vitest";
import { goldens, hanafuda, itReplaysThroughCli } from "../../core/testing/golden";

const g = goldens(new URL("../golden/", import.meta.url));

describe("hanafuda replay (SFJ)", () => {
  itReplaysThroughCli(g, "3p-six-rounds.json", "malformed/card-not-in-hand.json", (out) => {
    expect(out.error.round).toBe(0);
    expect(out.error.move).toBe(2);
    expect(out.error.message).toMatch(/not in your hand/);
  });
  it("new + random-play + replay work end to end for SFJ", () => {
    const created = hanafuda(["new", "sfj", "--players", "3", "--seed", "cli", "--option", "rounds=6"]);
    expect(created.status).toBe(0);
    const record = JSON.parse(created.stdout) as { rounds: { dealer: number }[]; options: Record<string, unknown> };
    expect(record.options).toEqual({ rounds: 6 });
    const played = hanafuda(["random-play", "-", "--rounds", "6", "--seed", "p"], created.stdout);
    expect(played.status).toBe(0);
    const full = JSON.parse(played.stdout) as { rounds: { dealer: number }[] };
    expect(full.rounds).toHaveLength(6);
    const first = record.rounds[0]!.dealer;
    expect(full.rounds.map((r) => r.dealer)).toEqual([0, 1, 2, 3, 4, 5].map((k) => (first + k) % 3));
    const replayed = hanafuda(["replay", "-"], played.stdout);
    expect(replayed.status).toBe(0);
    const out = JSON.parse(replayed.stdout) as {
      totals: number[];
      winner: number | null;
      rounds: { scores: number[] }[];
    };
    expect(out.rounds).toHaveLength(6);
    expect(out.totals.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
