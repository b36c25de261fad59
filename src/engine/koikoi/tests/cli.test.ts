// The `hanafuda` command for Koi-Koi records, through the real command (node bin/hanafuda.js).

import { describe, expect, it } from "vitest";
import { goldens, hanafuda as run, itReplaysThroughCli } from "../../core/testing/golden";

const g = goldens(new URL("../golden/", import.meta.url));

describe("hanafuda (Koi-Koi)", () => {
  itReplaysThroughCli(g, "koikoi-then-stop.json", "malformed/thrown-in-field-four.json", (out) => {
    expect(out).toMatchObject({ ok: false, error: { round: 0, field: "deal" } });
    expect(out.error.message).toMatch(/thrown in/);
  });
  it("new + random-play + replay: a 6-round game with options, dealers following the winners", () => {
    const created = run([
      "new",
      "koikoi",
      "--players",
      "2",
      "--seed",
      "cli",
      "--option",
      "rounds=6",
      "--option",
      "koikoi_min=3",
    ]);
    expect(created.status).toBe(0);
    const record = JSON.parse(created.stdout) as { options: Record<string, unknown>; rounds: unknown[] };
    expect(record.options).toEqual({ rounds: 6, koikoi_min: 3 });
    expect(record.rounds).toHaveLength(1);
    const played = run(["random-play", "-", "--rounds", "6", "--seed", "p"], created.stdout);
    expect(played.status).toBe(0);
    const full = JSON.parse(played.stdout) as { rounds: { dealer: number }[] };
    expect(full.rounds).toHaveLength(6);
    const replayed = run(["replay", "-"], played.stdout);
    expect(replayed.status).toBe(0);
    const out = JSON.parse(replayed.stdout) as {
      rounds: { winner: number | null; nextDealer: number }[];
      totals: number[];
      winner: number | null;
    };
    expect(out.rounds).toHaveLength(6);
    for (let i = 1; i < 6; i++) expect(full.rounds[i]!.dealer).toBe(out.rounds[i - 1]!.nextDealer);
  });
  it("refuses 3 players", () => {
    const r = run(["new", "koikoi", "--players", "3"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/Koi-Koi is for 2 to 2 players/);
  });
});
