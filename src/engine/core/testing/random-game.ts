// A whole two-player game played with random legal moves, for the tests that need a finished game and its moves.
import { parseOptionValues } from "../options";
import { Rng } from "../rng";
import type { AnyRuleset, MatchSetup, NewGameOptions, Ruleset } from "../ruleset";

/** Plays random legal moves drawn from `seed` from `start`, at most `max`: the moves and the state they reach. */
export function playRandomMoves<S>(
  R: Ruleset<S>,
  start: S,
  seed: string,
  max = Infinity,
): { state: S; moves: unknown[] } {
  const rng = Rng.fromSeed(seed);
  const moves: unknown[] = [];
  let state = start;
  while (moves.length < max && R.phase(state) === "playing") {
    const legal = R.legalMoves(state, R.toAct(state)[0]!);
    const m = legal[rng.int(legal.length)];
    const next = R.applyMove(state, m);
    if (!next.ok) throw new Error(next.error.message);
    moves.push(m);
    state = next.state;
  }
  return { state, moves };
}

/**
 * A two-player game of `ruleset` (the game `game`) under `options`, dealt from `seed` and played to its end with
 * random legal moves drawn from `moveSeed`: its setup, its first and last states, and the moves.
 */
export function randomTwoPlayerGame(
  ruleset: AnyRuleset,
  game: string,
  options: Record<string, string | number>,
  seed: string,
  { moveSeed = seed, start: startOptions }: { moveSeed?: string; start?: NewGameOptions } = {},
) {
  const parsed = parseOptionValues(ruleset.optionSpecs, options, game);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup: MatchSetup = { players: 2, teams: null, options: parsed.value };
  const start = ruleset.newGame(setup, seed, startOptions);
  if (!start.ok) throw new Error(start.error.message);
  const { state, moves } = playRandomMoves(ruleset, start.value, moveSeed);
  return { setup, start: start.value, state, moves };
}
