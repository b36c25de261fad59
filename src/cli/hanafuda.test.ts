// The `hanafuda` command itself (node bin/hanafuda.js), where the contract is about the process: stdout, stderr and
// the exit code (RECORD-FORMAT.md "The command line"). The games' golden tests run it on their records too.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const replay = (input: string) => spawnSync(process.execPath, ["bin/hanafuda.js", "replay", "-"], { cwd: root, encoding: "utf8", input, timeout: 60_000 });

describe("hanafuda replay on a malformed record", () => {
  it("a value nested a hundred thousand deep: exit 1 and only the error JSON, no stack trace", () => {
    const text = readFileSync(fileURLToPath(new URL("../engine/mushi/golden/normal-round.json", import.meta.url)), "utf8");
    const record = text.replace(/"options": *\{\}/, `"options": {"deck": ${"[".repeat(200_000)}${"]".repeat(200_000)}}`);
    expect(record).not.toBe(text);
    const r = replay(record);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, error: { field: "options", message: 'option "deck" must be 40, 48; got a list' } });
  });
});
