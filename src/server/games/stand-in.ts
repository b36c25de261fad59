// The stand-in: who moves for a seat whose time ran out, or that was forfeited. It sees what that seat sees (its
// player view and legal moves), never the rest of the state.
//
// It plays like the engine's heuristic bot (src/engine/bots, level "heuristic": greedy on card values and yaku,
// bets by hand strength), seeded by game, seq and seat so a replayed deadline makes the same move. Should the bot
// fail, the game's own simple safe policy takes over (`Ruleset.fallbackMove`). In a game whose `leaverFolds`, a seat
// whose player left (resigned, forfeited) takes no further part: that policy folds it every hand, so its chips go to
// nobody's luck. A game played in real time has no stand-in.
import { chooseMove, type BotInput } from "~/engine/bots";
import { Rng } from "~/engine/core/rng";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";

type Move = Record<string, unknown>;

// A plain JSON copy: engines hand out shared frozen move objects.
const copied = (move: unknown) => JSON.parse(JSON.stringify(move)) as Move;

/** The simple policy alone (the fallback; tests): the game's own `fallbackMove`. */
export function safestMove(ruleset: AnyRuleset, state: unknown, seat: number, left = false): Move | null {
  const legal = ruleset.legalMoves(state, seat);
  if (legal.length === 0) return null;
  return copied(ruleset.fallbackMove(ruleset.playerView(state, seat), seat, legal, left));
}

/**
 * The stand-in's move for `seat` (which must be to act), or null when the engine offers none (or the game is played
 * in real time).
 * `left`: the seat is forfeited (its player resigned or ran out of time for good).
 */
export function standInMove(
  ruleset: AnyRuleset,
  state: unknown,
  seat: number,
  setup: MatchSetup,
  seedKey: string,
  left = false,
): Move | null {
  if (ruleset.traits.realTime) return null;
  const legal = ruleset.legalMoves(state, seat);
  if (legal.length === 0) return null;
  if (left && ruleset.traits.leaverFolds) return safestMove(ruleset, state, seat, true);
  try {
    const input = {
      game: ruleset.game,
      setup,
      seat,
      view: ruleset.playerView(state, seat),
      legalMoves: legal,
      level: "heuristic",
      rng: Rng.fromSeed(seedKey),
    } as BotInput;
    const move = copied(chooseMove(input));
    if (ruleset.applyMove(state, move).ok) return move;
    console.error(
      `[stand-in] the ${ruleset.game} bot chose an illegal move ${JSON.stringify(move)}; playing the safest move instead`,
    );
  } catch (e) {
    console.error(
      `[stand-in] the ${ruleset.game} bot failed (${(e as Error).message}); playing the safest move instead`,
    );
  }
  return safestMove(ruleset, state, seat);
}

/**
 * The stand-in's move for `seat` of a game in play (see standInMove), with the state it leads to. A seat to act with
 * no legal move, or a move the engine refuses, means the stored game is broken: an error naming it.
 */
export function standInTurn(
  game: { id: string; ruleset: AnyRuleset; state: unknown; matchSetup: MatchSetup },
  seat: number,
  seedKey: string,
  left = false,
): { move: Move; next: unknown } {
  const move = standInMove(game.ruleset, game.state, seat, game.matchSetup, seedKey, left);
  if (!move) throw new Error(`game ${game.id}: seat ${seat} is to act but has no legal move`);
  const next = game.ruleset.applyMove(game.state, move);
  if (!next.ok)
    throw new Error(`game ${game.id}: the stand-in's move ${JSON.stringify(move)} was refused (${next.error.message})`);
  return { move, next: next.state };
}
