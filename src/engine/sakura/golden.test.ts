// Hand-checked golden records (golden/README.md says what each one checks and how its result was
// worked out by hand): replayed through the generic record module, and through the real CLI.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { goldens, hanafuda as run, itReplaysEach, itReplaysThroughCli } from "../core/testing/golden";
import { replayRecord } from "../record";

const g = goldens(new URL("./golden/", import.meta.url));
const { dir } = g;
const root = fileURLToPath(new URL("../../../", import.meta.url));
const bin = join(root, "bin/hanafuda.js");
const read = (f: string): unknown => JSON.parse(readFileSync(f, "utf8"));
const goldenNames = g.names();

/** Yaku lists may come in any order (docs/record-format.md): compare them sorted. */
function normalise(out: unknown): unknown {
  const o = out as { rounds?: { yaku: string[][] }[] };
  if (o.rounds) for (const r of o.rounds) r.yaku = r.yaku.map((y) => [...y].sort());
  return o;
}

describe("Sakura golden records", () => {
  it("there are at least 10", () => expect(goldenNames.length).toBeGreaterThanOrEqual(10));
  itReplaysEach(g, goldenNames, { compare: (out, expected) => expect(normalise(out)).toEqual(normalise(expected)) });
});

describe("malformed Sakura records", () => {
  const bad = g.names("malformed/");
  it("there are some", () => expect(bad.length).toBeGreaterThan(5));
  itReplaysEach(
    g,
    bad,
    {
      // The expected file names the round and move or field, and words the message must include.
      compare: (out, expected) => {
        const exp = expected as { round?: number; move?: number; field?: string; messageIncludes: string };
        expect(out.ok).toBe(false);
        if (out.ok) return;
        expect(out.error.round).toBe(exp.round);
        expect(out.error.move).toBe(exp.move);
        if (exp.field !== undefined) expect(out.error.field).toBe(exp.field);
        expect(out.error.message).toContain(exp.messageIncludes);
      },
    },
    "malformed/",
  );
});

describe("the hanafuda command with Sakura (node bin/hanafuda.js)", () => {
  const tmp = mkdtempSync(join(tmpdir(), "sakura-cli-"));

  it("replay - reads stdin", () => {
    const r = run(["replay", "-"], readFileSync(join(dir, "2v2.json"), "utf8"));
    expect(r.status).toBe(0);
    expect(normalise(JSON.parse(r.stdout))).toEqual(normalise(read(join(dir, "2v2.expected.json"))));
  });

  itReplaysThroughCli(
    g,
    "gaji-5p.json",
    "malformed/card-not-in-hand.json",
    (out) => {
      expect(out.error.round).toBe(0);
      expect(out.error.move).toBe(4);
      expect(out.error.message).toContain("M12-0");
    },
    normalise,
  );

  it("new, random-play and replay round-trip (teams, options)", () => {
    const created = execFileSync(
      process.execPath,
      [
        bin,
        "new",
        "sakura",
        "--players",
        "6",
        "--teams",
        "2x3",
        "--seed",
        "cli-1",
        "--option",
        "rounds=2",
        "--option",
        "gaji_wild_when_drawn=true",
        "--option",
        "yaku_effect=transfer_50",
      ],
      { cwd: root, encoding: "utf8" },
    );
    const rec = JSON.parse(created) as {
      game: string;
      teams: number[][];
      options: Record<string, unknown>;
      rounds: { dealer: number; deal: { hands: string[][]; field: string[]; pile: string[] }; moves: unknown[] }[];
    };
    expect(rec.game).toBe("sakura");
    expect(rec.teams).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
    expect(rec.options).toEqual({ rounds: 2, gaji_wild_when_drawn: true, yaku_effect: "transfer_50" });
    const first = rec.rounds[rec.rounds.length - 1]!;
    expect(first.deal.hands.map((h) => h.length)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(first.deal.field.length).toBe(12);
    expect(first.deal.pile.length).toBe(18);
    const file = join(tmp, "new.json");
    writeFileSync(file, created);
    const played = run(["random-play", file, "--rounds", "2", "--seed", "cli-moves"]);
    expect(played.status).toBe(0);
    const full = join(tmp, "played.json");
    writeFileSync(full, played.stdout);
    const replayed = run(["replay", full]);
    expect(replayed.status).toBe(0);
    const out = JSON.parse(replayed.stdout) as {
      ok: boolean;
      rounds: { winner: number | null; scores: number[] }[];
      totals: number[];
    };
    expect(out.ok).toBe(true);
    // a cancelled deal (a redeal) is the only Sakura round without a winner
    expect(out.rounds.filter((r) => r.winner !== null).length).toBe(2);
    expect(out.totals.length).toBe(2);
    // The library gives the same answer as the command.
    expect(replayRecord(JSON.parse(played.stdout))).toEqual(out);
  });

  it("new refuses a bad option with exit 1 and an error JSON", () => {
    const r = run(["new", "sakura", "--players", "3", "--option", "hiki=sometimes"]);
    expect(r.status).toBe(1);
    expect((JSON.parse(r.stdout) as { ok: boolean }).ok).toBe(false);
  });
});
