// The games' golden records: hand-checked records (golden/NAME.json) that replay through the generic record module
// to golden/NAME.expected.json, and the real command line (node bin/hanafuda.js) that replays them. One reader, one
// replay test a record and one command runner, shared by every game's golden and command-line tests.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { replayRecord, type ReplayOutput, type RulesetLookup } from "../../record";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

export interface Goldens {
  /** The folder's path, ending in a slash. */
  readonly dir: string;
  /** A file of the folder ("x.json", "malformed/x.json") as parsed JSON. */
  read(file: string): unknown;
  /** The records of the folder or of a subfolder ("malformed/"), by name without ".json", sorted. */
  names(sub?: string): string[];
}

/** The golden folder at `url` (`new URL("./golden/", import.meta.url)`). */
export function goldens(url: URL): Goldens {
  const dir = fileURLToPath(url);
  return {
    dir,
    read: (file) => JSON.parse(readFileSync(dir + file, "utf8")) as unknown,
    // A record's name has no dot: NAME.expected.json and other NAME.*.json files beside it are not records.
    names: (sub = "") =>
      readdirSync(dir + sub)
        .filter((f) => /^[^.]+\.json$/.test(f))
        .map((f) => f.replace(/\.json$/, ""))
        .sort(),
  };
}

/** The records golden/README.md describes are all there (the folder may hold more). */
export function itHasGoldens(names: readonly string[], described: readonly string[]): void {
  it("has the goldens golden/README.md describes", () => {
    for (const n of described) expect(names).toContain(n);
  });
}

export interface ReplayCheck {
  /** The game lookup the replay uses (the site's by default). */
  lookup?: RulesetLookup;
  /** How the replay is held to the expected output: equal by default. */
  compare?: (out: ReplayOutput, expected: unknown) => void;
  /** What the game checks on top in every good replay (its scores' sum, say). */
  also?: (out: ReplayOutput & { ok: true }) => void;
}

/** One test a record: `sub`NAME.json replays to `sub`NAME.expected.json. */
export function itReplaysEach(g: Goldens, names: readonly string[], check: ReplayCheck = {}, sub = ""): void {
  const { lookup, compare = (out, expected) => expect(out).toEqual(expected), also } = check;
  for (const name of names)
    it(`${sub}${name} replays to ${sub}${name}.expected.json`, () => {
      const out = replayRecord(g.read(`${sub}${name}.json`), lookup);
      compare(out, g.read(`${sub}${name}.expected.json`));
      if (out.ok) also?.(out);
    });
}

/** A malformed record's check: refused, with the expected error. */
export function refusedAsExpected(out: ReplayOutput, expected: unknown): void {
  expect(out.ok).toBe(false);
  expect(out).toEqual(expected);
}

/** `node bin/hanafuda.js ARGS` from the repository's root, `input` on stdin. */
export function hanafuda(args: readonly string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ["bin/hanafuda.js", ...args], {
    cwd: root,
    encoding: "utf8",
    input,
    timeout: 60_000,
  });
}

export interface Refusal {
  ok: boolean;
  error: { round?: number; move?: number; field?: string; message: string };
}

/**
 * Two tests of the real command line: `hanafuda replay` of the golden `good` exits 0 with its expected output on one line
 * (both through `normalise`); of the malformed `bad`, exits 1 with only the error JSON, which `refusal` checks.
 */
export function itReplaysThroughCli(
  g: Goldens,
  good: string,
  bad: string,
  refusal: (out: Refusal) => void,
  normalise = (out: unknown) => out,
): void {
  it(`replay ${good}: exit 0 and its expected output on one line`, () => {
    const r = hanafuda(["replay", g.dir + good]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    expect(normalise(JSON.parse(r.stdout))).toEqual(normalise(g.read(good.replace(/\.json$/, ".expected.json"))));
  });
  it(`replay ${bad}: exit 1 and only {ok:false,error} on stdout`, () => {
    const r = hanafuda(["replay", g.dir + bad]);
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    const out = JSON.parse(r.stdout) as Refusal;
    expect(out.ok).toBe(false);
    refusal(out);
  });
}
