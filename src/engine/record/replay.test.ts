// recordPositions: the replay's positions folded from a record, each with the move played from it.
import { describe, expect, it } from "vitest";
import { parseOptionValues } from "../core/options";
import { Rng } from "../core/rng";
import type { AnyRuleset, MatchSetup } from "../core/ruleset";
import { getRuleset } from "../registry";
import { foldRecord, parseRecord, recordPositions } from "./replay";
import { recordFromMoves } from "./write";
import type { GameRecord } from "./types";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A two-round Sakura game played with random legal moves, and its record. */
function playedGame(seed: string) {
  const ruleset = getRuleset("sakura") as AnyRuleset;
  const options = parseOptionValues(ruleset.optionSpecs, { rounds: 2 }, "sakura");
  if (!options.ok) throw new Error(options.error.message);
  const setup: MatchSetup = { players: 2, teams: null, options: options.value };
  const start = ruleset.newGame(setup, seed);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = Rng.fromSeed(seed);
  const moves: unknown[] = [];
  while (ruleset.phase(state) === "playing") {
    const legal = ruleset.legalMoves(state, ruleset.toAct(state)[0]!);
    const m = legal[rng.int(legal.length)];
    const next = ruleset.applyMove(state, m);
    if (!next.ok) throw new Error(next.error.message);
    moves.push(m);
    state = next.state;
  }
  const written = recordFromMoves(ruleset, setup, seed, ["A", "B"], moves);
  if (!written.ok) throw new Error(written.message);
  return { ruleset, moves, record: json(written.record), startFacts: ruleset.startFacts?.(start.value) ?? null };
}

function parsed(record: GameRecord) {
  const p = parseRecord(record);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe("recordPositions", () => {
  it("gives each round's deal and the position after each move, with the move played from each (null at a round's end)", () => {
    const g = playedGame("positions-1");
    const result = recordPositions(parsed(g.record), g.startFacts);
    if (!result.ok) throw new Error(result.error.message);
    const { states, next } = result.value;
    const rounds = g.record.rounds.length;
    expect(rounds).toBeGreaterThan(1);
    expect(states).toHaveLength(g.moves.length + rounds);
    expect(next).toHaveLength(states.length);
    expect(next.filter((m) => m !== null)).toEqual(g.moves);
    expect(next.filter((m) => m === null)).toHaveLength(rounds);
    for (let i = 0; i + 1 < states.length; i++) {
      if (next[i] === null) continue;
      const applied = g.ruleset.applyMove(states[i], next[i]);
      if (!applied.ok) throw new Error(applied.error.message);
      expect(json(applied.state)).toEqual(json(states[i + 1]));
    }
    const folded = foldRecord(parsed(g.record), {}, g.startFacts);
    if (!folded.ok) throw new Error(folded.error.message);
    expect(json(states.at(-1))).toEqual(json(folded.value));
  });

  it("stops at the same fault as foldRecord", () => {
    const g = playedGame("positions-2");
    const broken = json(g.record);
    broken.rounds[0]!.moves.splice(1, 0, broken.rounds[0]!.moves[0]);
    const result = recordPositions(parsed(broken), g.startFacts);
    expect(result.ok).toBe(false);
    expect(result).toEqual(foldRecord(parsed(broken), {}, g.startFacts));
  });
});
