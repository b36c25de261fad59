// `hanafuda replay` through the real command (node bin/hanafuda.js) for SFJ records.

import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const golden = (name: string) => fileURLToPath(new URL(`../golden/${name}`, import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ["bin/hanafuda.js", ...args], { cwd: root, encoding: "utf8" });

describe("hanafuda replay (SFJ)", () => {
  it("replays the 3-player six-round golden: stdout is the expected JSON, exit 0", () => {
    const r = run("replay", golden("3p-six-rounds.json"));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(golden("3p-six-rounds.expected.json"), "utf8")));
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
  });
  it("refuses a malformed record with exit 1 and {ok:false,error:{round,move,message}} only", () => {
    const r = run("replay", golden("malformed/card-not-in-hand.json"));
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { ok: boolean; error: { round: number; move: number; message: string } };
    expect(out.ok).toBe(false);
    expect(out.error.round).toBe(0);
    expect(out.error.move).toBe(2);
    expect(out.error.message).toMatch(/not in your hand/);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
  });
  it("new + random-play + replay work end to end for SFJ", () => {
    const created = run("new", "sfj", "--players", "3", "--seed", "cli", "--option", "rounds=6");
    expect(created.status).toBe(0);
    const record = JSON.parse(created.stdout) as { rounds: { dealer: number }[]; options: Record<string, unknown> };
    expect(record.options).toEqual({ rounds: 6 });
    const played = spawnSync(
      process.execPath,
      ["bin/hanafuda.js", "random-play", "-", "--rounds", "6", "--seed", "p"],
      { cwd: root, encoding: "utf8", input: created.stdout },
    );
    expect(played.status).toBe(0);
    const full = JSON.parse(played.stdout) as { rounds: { dealer: number }[] };
    expect(full.rounds).toHaveLength(6);
    const first = record.rounds[0]!.dealer;
    expect(full.rounds.map((r) => r.dealer)).toEqual([0, 1, 2, 3, 4, 5].map((k) => (first + k) % 3));
    const replayed = spawnSync(process.execPath, ["bin/hanafuda.js", "replay", "-"], {
      cwd: root,
      encoding: "utf8",
      input: played.stdout,
    });
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
