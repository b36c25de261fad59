// The `hanafuda` command for Koi-Koi records, through the real command (node bin/hanafuda.js).

import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const golden = (name: string) => fileURLToPath(new URL(`../golden/${name}`, import.meta.url));
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, ["bin/hanafuda.js", ...args], { cwd: root, encoding: "utf8", input });

describe("hanafuda (Koi-Koi)", () => {
  it("replays a golden: stdout is the expected JSON on one line, exit 0", () => {
    const r = run(["replay", golden("koikoi-then-stop.json")]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(golden("koikoi-then-stop.expected.json"), "utf8")));
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
  });
  it("refuses a thrown-in deal with exit 1 and {ok:false,error} only", () => {
    const r = run(["replay", golden("malformed/thrown-in-field-four.json")]);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { ok: boolean; error: { round: number; field: string; message: string } };
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
