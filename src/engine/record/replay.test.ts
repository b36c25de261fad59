// recordPositions: the replay's positions folded from a record, each with the move played from it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { foldRecord, parseRecord, recordPositions } from "./replay";
import type { GameRecord } from "./types";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A four-round Mushi game, 32 moves a round (the Mushi golden multi-round-target). */
const golden = JSON.parse(
  readFileSync(fileURLToPath(new URL("../mushi/golden/multi-round-target.json", import.meta.url)), "utf8"),
) as GameRecord;

function parsed(record: GameRecord) {
  const p = parseRecord(record);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe("recordPositions", () => {
  it("gives each round's deal and the position after each move, with the move played from each (null at a round's end)", () => {
    const result = recordPositions(parsed(golden));
    if (!result.ok) throw new Error(result.error.message);
    const { states, next } = result.value;
    const moves = golden.rounds.flatMap((r) => r.moves);
    const rounds = golden.rounds.length;
    expect(rounds).toBeGreaterThan(1);
    expect(states).toHaveLength(moves.length + rounds);
    expect(next).toHaveLength(states.length);
    expect(next.filter((m) => m !== null)).toEqual(moves);
    expect(next.filter((m) => m === null)).toHaveLength(rounds);
    const ruleset = parsed(golden).ruleset;
    for (let i = 0; i + 1 < states.length; i++) {
      if (next[i] === null) continue;
      const applied = ruleset.applyMove(states[i], next[i]);
      if (!applied.ok) throw new Error(applied.error.message);
      expect(json(applied.state)).toEqual(json(states[i + 1]));
    }
    const folded = foldRecord(parsed(golden));
    if (!folded.ok) throw new Error(folded.error.message);
    expect(json(states.at(-1))).toEqual(json(folded.value));
  });

  it("stops at the same fault as foldRecord", () => {
    const broken = json(golden);
    broken.rounds[1]!.moves.splice(1, 0, broken.rounds[1]!.moves[0]);
    const result = recordPositions(parsed(broken));
    expect(result).toMatchObject({ ok: false, error: { round: 1 } });
    expect(result).toEqual(foldRecord(parsed(broken)));
  });
});
