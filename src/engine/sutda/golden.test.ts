// Hand-checked golden records (golden/README.md says what each checks and how its scores were
// worked out), replayed through the generic record module and, for two of them, the real CLI.

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { replayRecord } from "../record";

const dir = fileURLToPath(new URL("./golden/", import.meta.url));
const names = readdirSync(dir)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .map((f) => f.replace(/\.json$/, ""));
const read = (f: string) => JSON.parse(readFileSync(dir + f, "utf8")) as unknown;

describe("Sutda golden records", () => {
  it("has the records the brief asks for", () => {
    for (const n of [
      "showdown-2p",
      "t17-three-players",
      "side-pots",
      "bankruptcy-last-player",
      "tie-split",
      "tie-rematch",
      "gusa-rematch",
      "last-player-2p",
      "malformed-out-of-turn",
    ])
      expect(names).toContain(n);
  });
  for (const name of names)
    it(name, () => {
      expect(replayRecord(read(`${name}.json`))).toEqual(read(`${name}.expected.json`));
    });
});

describe("hanafuda replay (the real CLI) on Sutda records", () => {
  const bin = fileURLToPath(new URL("../../../bin/hanafuda.js", import.meta.url));
  it("replays a golden record: exit 0 and the expected JSON", () => {
    const res = spawnSync(process.execPath, [bin, "replay", dir + "showdown-2p.json"], { encoding: "utf8" });
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual(read("showdown-2p.expected.json"));
  });
  it("refuses a malformed record: exit 1 and {ok:false,error:{round,move,message}} only", () => {
    const res = spawnSync(process.execPath, [bin, "replay", dir + "malformed-out-of-turn.json"], { encoding: "utf8" });
    expect(res.status).toBe(1);
    expect(res.stdout.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(res.stdout)).toEqual(read("malformed-out-of-turn.expected.json"));
  });
});
