// The bot API's types shared by every game. A bot sees what its seat sees: the seat's player view, the seat's legal
// moves (which depend only on what the seat may know) and the match setup. There is no state parameter, so a bot
// cannot be handed hidden cards. Randomness comes in as an Rng, time as a `now` function. Each game's input type
// (its `game` key, view and moves) lives in its folder, under bot/.

import type { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";

/**
 * - "random": a uniformly random legal move.
 * - "heuristic": greedy on the game's card values and yaku/roles (a betting game: bets by hand strength; a reflex
 *   game: human-like reactions with a small mistake rate).
 * - "strong": determinized Monte Carlo search over the hidden cards with heuristic playouts (a reflex game: faster
 *   and more accurate reactions).
 */
export type BotLevel = "random" | "heuristic" | "strong";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "heuristic", "strong"];

/**
 * How much the strong level may think. `playouts` caps the playouts (deterministic for a given Rng);
 * `ms` with `now` (a clock in milliseconds, e.g. performance.now) stops the search once the time is
 * spent. Without a budget the strong level makes 400 playouts. Other levels ignore it.
 */
export interface BotBudget {
  playouts?: number;
  now?: () => number;
  ms?: number;
}

/** What every game's bot input carries besides its game's key, view and legal moves. */
export interface BotInputBase {
  /** The match setup (players, teams, options), as the game was created with. */
  setup: MatchSetup;
  /** The bot's seat. */
  seat: number;
  level: BotLevel;
  /** The bot's randomness (mutated by the call). */
  rng: Rng;
  budget?: BotBudget;
}
