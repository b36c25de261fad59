// A whole two-player game played with random legal moves, for the tests that need a finished game and its moves.
import { parseOptionValues } from "../options";
import { Rng } from "../rng";
import type { AnyRuleset, MatchSetup, NewGameOptions } from "../ruleset";

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
  let state = start.value;
  const rng = Rng.fromSeed(moveSeed);
  const moves: unknown[] = [];
  while (ruleset.phase(state) === "playing") {
    const legal = ruleset.legalMoves(state, ruleset.toAct(state)[0]!);
    const m = legal[rng.int(legal.length)];
    const next = ruleset.applyMove(state, m);
    if (!next.ok) throw new Error(next.error.message);
    moves.push(m);
    state = next.state;
  }
  return { setup, start: start.value, state, moves };
}
