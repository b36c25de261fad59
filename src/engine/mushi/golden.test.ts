// Golden records: hand-built Mushi records (golden/NAME.json) replayed through the generic record
// module must give the hand-checked output in golden/NAME.expected.json. golden/README.md lists what
// each one exercises and the hand calculation of its scores. One golden and one malformed record go
// through the real command line (node bin/hanafuda.js replay).

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { replayRecord } from "../record";

const dir = fileURLToPath(new URL("./golden/", import.meta.url));
const root = fileURLToPath(new URL("../../../", import.meta.url));
const names = readdirSync(dir)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .map((f) => f.replace(/\.json$/, ""))
  .sort();
const load = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), "utf8"));

describe("Mushi golden records", () => {
  it("has at least the required goldens", () => {
    for (const n of [
      "normal-round",
      "lightning-from-hand",
      "tabled-lightning-taken-by-stock",
      "last-lightning-takes-itself",
      "last-lightning-captures-remaining-rain",
      "last-lightning-captures-all-remaining",
      "misdeal-redeal",
      "declared-four",
      "multi-round-target",
    ])
      expect(names).toContain(n);
  });

  for (const name of names) {
    it(name, () => {
      const expected = load(`${name}.expected.json`) as { ok: boolean; error?: Record<string, unknown> };
      const out = replayRecord(load(`${name}.json`));
      if (expected.ok) {
        expect(out).toEqual(expected);
        if (out.ok) for (const r of out.rounds) expect(r.scores[0]! + r.scores[1]!).toBe(0);
      } else {
        expect(out.ok).toBe(false);
        if (out.ok) return;
        const { message, ...where } = out.error;
        expect(where).toEqual(expected.error);
        expect(typeof message).toBe("string");
        expect(message.length).toBeGreaterThan(10);
      }
    });
  }
});

describe("hanafuda replay (the real command line)", () => {
  const run = (file: string) =>
    spawnSync(process.execPath, [join(root, "bin/hanafuda.js"), "replay", join(dir, file)], {
      cwd: root,
      encoding: "utf8",
    });

  it("replays a golden: exit 0 and the expected JSON on stdout", () => {
    const res = run("multi-round-target.json");
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual(load("multi-round-target.expected.json"));
  });

  it("rejects a malformed record: exit 1 and {ok:false,error:{round,move,message}} only", () => {
    const res = run("bad-stock-card-skips-lightning.json");
    expect(res.status).toBe(1);
    const lines = res.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as { ok: boolean; error: { round: number; move: number; message: string } };
    expect(out.ok).toBe(false);
    expect(out.error.round).toBe(0);
    expect(out.error.move).toBe(1);
    expect(out.error.message).toMatch(/Lightning/);
  });
});
