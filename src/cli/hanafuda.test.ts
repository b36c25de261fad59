// The `hanafuda` command itself (node bin/hanafuda.js), where the contract is about the process: stdout, stderr and
// the exit code (docs/record-format.md, "The `hanafuda` command"). The games' golden tests run it on their records too.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, ["bin/hanafuda.js", ...args], { cwd: root, encoding: "utf8", input, timeout: 60_000 });
const replay = (input: string) => run(["replay", "-"], input);

describe("hanafuda replay on a malformed record", () => {
  it("a value nested a hundred thousand deep: exit 1 and only the error JSON, no stack trace", () => {
    const text = readFileSync(
      fileURLToPath(new URL("../engine/mushi/golden/normal-round.json", import.meta.url)),
      "utf8",
    );
    const record = text.replace(
      /"options": *\{\}/,
      `"options": {"deck": ${"[".repeat(200_000)}${"]".repeat(200_000)}}`,
    );
    expect(record).not.toBe(text);
    const r = replay(record);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: false,
      error: { field: "options", message: 'option "deck" must be 40, 48; got a list' },
    });
  });
});

describe("arguments the synopsis does not have", () => {
  // A misspelt flag was dropped: `new sakura --players 2 --optoin gaji=off` printed a record with the default options
  // and exit 0, `--sede x` one from a random seed.
  it.each([
    [["new", "sakura", "--players", "2", "--optoin", "gaji=off"], "unknown flag --optoin"],
    [["new", "sakura", "--players", "2", "--sede", "x"], "unknown flag --sede"],
    [["new", "sakura", "mushi", "--players", "2"], "new takes one GAME"],
    [["random-play", "-", "--rounds", "1", "--seed", "s", "--round", "2"], "unknown flag --round"],
    [["replay", "-", "--strict", "yes"], "unknown flag --strict"],
  ])("%j: exit 2, the usage on stderr, nothing on stdout", (args, message) => {
    const r = run(args, "{}");
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`hanafuda: ${message}\nusage:`);
  });

  it("the synopsis's own flags still work, --flag=value too", () => {
    const r = run(["new", "sakura", "--players=2", "--seed", "x", "--option", "gaji=off"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      game: "sakura",
      players: ["player1", "player2"],
      options: { gaji: "off" },
    });
  });
});
