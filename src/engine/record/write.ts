// Writing records: a live game (seed + moves) becomes a record with explicit deals, which
// replays on any engine version (docs/record-format.md: "Exports write explicit deals").

import type { AnyEngineRuleset, MatchSetup } from "../core/ruleset";
import { RECORD_FORMAT, type GameRecord, type RecordRound } from "./types";

/** Options as a record writes them: only those that differ from the defaults. */
export function recordOptions(ruleset: AnyEngineRuleset, setup: MatchSetup): GameRecord["options"] {
  const out: Record<string, string | number | boolean> = {};
  for (const spec of ruleset.optionSpecs) {
    const v = setup.options[spec.name];
    if (v !== undefined && v !== spec.default) out[spec.name] = v;
  }
  return out;
}

/**
 * The record of a state reached from `newGame` or from a record: the deals come from the state,
 * `movesByRound` from the caller (it knows which round each stored move was made in).
 */
export function writeRecord(
  ruleset: AnyEngineRuleset,
  setup: MatchSetup,
  players: readonly string[],
  state: unknown,
  movesByRound: readonly (readonly unknown[])[],
): GameRecord {
  const dealt = ruleset.dealtRounds(state);
  const rounds: RecordRound[] = dealt.map((d, i) => {
    const round: RecordRound = { dealer: d.dealer, deal: d.deal, moves: [...(movesByRound[i] ?? [])] };
    if (d.dealer === null) delete round.dealer;
    return round;
  });
  return {
    format: RECORD_FORMAT,
    game: ruleset.game,
    players: [...players],
    teams: setup.teams ? setup.teams.map((t) => [...t]) : null,
    options: recordOptions(ruleset, setup),
    rounds,
  };
}

/**
 * Plays `moves` from a seeded live game and writes its record. Returns the error of the first
 * move that does not apply (a stored game should never have one).
 */
export function recordFromMoves(
  ruleset: AnyEngineRuleset,
  setup: MatchSetup,
  seed: string,
  players: readonly string[],
  moves: readonly unknown[],
): { ok: true; record: GameRecord; state: unknown } | { ok: false; move: number; message: string } {
  const start = ruleset.newGame(setup, seed);
  if (!start.ok) return { ok: false, move: -1, message: start.error.message };
  let state: unknown = start.value;
  const byRound: unknown[][] = [];
  for (let j = 0; j < moves.length; j++) {
    const round = ruleset.dealtRounds(state).length - 1;
    const next = ruleset.applyMove(state, moves[j]);
    if (!next.ok) return { ok: false, move: j, message: next.error.message };
    (byRound[round] ??= []).push(moves[j]);
    state = next.state;
  }
  return { ok: true, record: writeRecord(ruleset, setup, players, state, byRound), state };
}
