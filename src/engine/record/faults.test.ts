// How a bad record is refused (docs/record-format.md): `{ ok: false, error }` naming the first offending round and
// move, or the field at fault. The records are the games' goldens, broken by hand.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { foldRecord, parseRecord, replayRecord } from "./replay";
import type { GameRecord } from "./types";

const golden = (path: string): GameRecord =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), "utf8")) as GameRecord;

describe("a dealer the rules do not give", () => {
  it.each([
    ["mushi/golden/multi-round-target.json", 1],
    ["sfj/golden/3p-six-rounds.json", 2],
    ["sutda/golden/bankruptcy-last-player.json", 1],
  ])("%s, round %i: the field at fault is dealer", (path, round) => {
    const record = golden(path);
    const r = record.rounds[round]!;
    r.dealer = (r.dealer! + 1) % record.players.length;
    expect(replayRecord(record)).toMatchObject({ ok: false, error: { round, field: "dealer" } });
  });

  it("Judge, which has no dealer: the field at fault is dealer", () => {
    const record = golden("judge/golden/full-match.json");
    record.rounds[0]!.dealer = 0;
    expect(replayRecord(record)).toMatchObject({
      ok: false,
      error: { round: 0, field: "dealer", message: expect.stringContaining("no dealer") },
    });
  });

  it("a bad deal is still the deal's fault", () => {
    const record = golden("mushi/golden/multi-round-target.json");
    (record.rounds[1]!.deal as { pile: string[] }).pile.pop();
    expect(replayRecord(record)).toMatchObject({ ok: false, error: { round: 1, field: "deal" } });
  });
});

describe("the first offending round", () => {
  /** The Mushi golden with an illegal move at round 0, move 1 (its first move again), and round 1 broken by `breakRound`. */
  function twoFaults(breakRound: (rounds: unknown[]) => void): unknown {
    const record = golden("mushi/golden/multi-round-target.json");
    record.rounds[0]!.moves.splice(1, 0, record.rounds[0]!.moves[0]);
    breakRound(record.rounds);
    return record;
  }

  it.each<[string, (rounds: unknown[]) => void]>([
    ["an unknown field", (rounds) => Object.assign(rounds[1] as object, { extra: 1 })],
    ["moves that are not a list", (rounds) => Object.assign(rounds[1] as object, { moves: {} })],
    ["both a deal and a seed", (rounds) => Object.assign(rounds[1] as object, { seed: "s" })],
    ["a round that is not an object", (rounds) => (rounds[1] = 5)],
  ])("an illegal move in round 0 is named before %s in round 1", (_what, breakRound) => {
    expect(replayRecord(twoFaults(breakRound))).toMatchObject({ ok: false, error: { round: 0, move: 1 } });
  });

  it("a round's own shape is still checked when the rounds before it are sound", () => {
    const record = golden("mushi/golden/multi-round-target.json");
    Object.assign(record.rounds[2]!, { extra: 1 });
    expect(replayRecord(record)).toEqual({
      ok: false,
      error: { round: 2, field: "extra", message: 'round 2: unknown field "extra"' },
    });
  });
});

describe("the header", () => {
  it("another format version is refused for its format, not for a field that version has", () => {
    const record = { ...golden("mushi/golden/normal-round.json"), format: "hanafuda-record/2", clocks: [] };
    expect(replayRecord(record)).toMatchObject({ ok: false, error: { field: "format" } });
  });

  it("an unknown field of this version is named", () => {
    const record = { ...golden("mushi/golden/normal-round.json"), clocks: [] };
    expect(replayRecord(record)).toEqual({ ok: false, error: { field: "clocks", message: 'unknown field "clocks"' } });
  });
});

describe("a value nested deeper than JSON.stringify can go (it threw RangeError: no JSON answer, a stack trace)", () => {
  const deep: unknown = JSON.parse("[".repeat(200_000) + "]".repeat(200_000));
  const hands = (record: GameRecord) => (record.rounds[0]!.deal as { hands: unknown[][] }).hands;
  const firstMove = (record: GameRecord) => record.rounds[0]!.moves[0] as Record<string, unknown>;

  it.each<[string, string, (r: GameRecord) => void, object]>([
    [
      "the game",
      "mushi/golden/normal-round.json",
      (r) => ((r as { game: unknown }).game = deep),
      { field: "game", message: "unknown game a list" },
    ],
    [
      "an option",
      "mushi/golden/normal-round.json",
      (r) => (r.options = { deck: deep as number }),
      { field: "options" },
    ],
    ["an SFJ card played", "sfj/golden/2p-round.json", (r) => (firstMove(r).play = deep), { round: 0, move: 0 }],
    ["an SFJ card taken", "sfj/golden/2p-round.json", (r) => (firstMove(r).take = deep), { round: 0, move: 0 }],
    ["an SFJ card dealt", "sfj/golden/2p-round.json", (r) => (hands(r)[0]![0] = deep), { round: 0, field: "deal" }],
    ["a Mushi card played", "mushi/golden/normal-round.json", (r) => (firstMove(r).play = deep), { round: 0, move: 0 }],
    ["a Mushi card taken", "mushi/golden/normal-round.json", (r) => (firstMove(r).take = deep), { round: 0, move: 0 }],
    [
      "a Mushi card dealt",
      "mushi/golden/normal-round.json",
      (r) => (hands(r)[0]![0] = deep),
      { round: 0, field: "deal" },
    ],
    [
      "a Sutda card dealt",
      "sutda/golden/showdown-2p.json",
      (r) => (hands(r)[0]![0] = deep),
      { round: 0, field: "deal" },
    ],
    [
      "a Judge head",
      "judge/golden/full-match.json",
      (r) => ((r.rounds[0]!.deal as { heads: unknown[] }).heads[0] = deep),
      { round: 0, field: "deal" },
    ],
  ])("%s is refused with a fault, not thrown", (_what, path, breakRecord, error) => {
    const record = golden(path);
    breakRecord(record);
    expect(replayRecord(record)).toMatchObject({ ok: false, error });
  });

  it("a card of the first-dealer draws a replay file carries (the import's start facts) is refused with a fault, not thrown", () => {
    const parsed = parseRecord(golden("sfj/golden/2p-round.json"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const facts = {
      draws: [
        [
          { seat: 0, card: deep },
          { seat: 1, card: "M01-0" },
        ],
      ],
      dealer: 1,
    };
    expect(foldRecord(parsed.value, {}, facts)).toMatchObject({ ok: false, error: { field: "startFacts" } });
  });
});
