// Seeded random playouts (each move uniform among the legal moves) for the property tests, the
// vectors and the benchmark. Pure: the caller gives the seed.

import { parseOptionValues, type OptionValue } from "../core/options";
import { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import type { MushiMove } from "./moves";
import { MUSHI_OPTION_SPECS } from "./options";
import { mushiRuleset } from "./ruleset";
import type { MushiState } from "./state";

export function mushiSetup(options: Record<string, OptionValue> = {}): MatchSetup {
  const parsed = parseOptionValues(MUSHI_OPTION_SPECS, options, "mushi");
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { players: 2, teams: null, options: parsed.value };
}

/** Random option values (every option of the spec list), for property tests over all house rules. */
export function randomOptions(rng: Rng): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const spec of MUSHI_OPTION_SPECS) {
    if (spec.kind === "enum") out[spec.name] = spec.values[rng.int(spec.values.length)]!.value;
    else if (spec.kind === "boolean") out[spec.name] = rng.int(2) === 1;
  }
  // Keep target games short.
  out.target = 20 + rng.int(60);
  return out;
}

export interface PlayoutStep {
  before: MushiState;
  move: MushiMove;
  after: MushiState;
}

/**
 * Plays a live game from `seed` to its end (or `maxMoves`), choosing moves with `moveSeed`.
 * `onStep` sees every move. Returns the final state and the moves in order.
 */
export function randomPlayout(
  setup: MatchSetup,
  seed: string,
  moveSeed: string,
  onStep?: (step: PlayoutStep) => void,
  maxMoves = 100_000,
): { state: MushiState; moves: MushiMove[] } {
  const start = mushiRuleset.newGame(setup, seed);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = Rng.fromSeed(moveSeed);
  const moves: MushiMove[] = [];
  while (state.phase === "playing" && moves.length < maxMoves) {
    const seat = mushiRuleset.toAct(state)[0]!;
    const legal = mushiRuleset.legalMoves(state, seat);
    const move = legal[rng.int(legal.length)]!;
    const next = mushiRuleset.applyMove(state, move);
    if (!next.ok)
      throw new Error(`the engine refused its own legal move ${JSON.stringify(move)}: ${next.error.message}`);
    onStep?.({ before: state, move, after: next.state });
    moves.push(move);
    state = next.state;
  }
  return { state, moves };
}
