// What one game's bot gives the bot registry (registry.ts): its choice for an input of its game, whether it picks one
// of the legal moves, and its search laid open for a replay's analysis where the game has one.

import type { GameName } from "../core/ruleset";
import type { SearchStats } from "./search";
import type { BotInputBase } from "./types";

/** A game's bot input: the base, the game's key, the seat's view and its legal moves. */
export interface GameBotInput extends BotInputBase {
  game: GameName;
  view: unknown;
  legalMoves?: readonly unknown[];
}

/** One game's bot, as the bot registry (registry.ts) lists it. */
export interface GameBot<I extends GameBotInput, M> {
  /** The bot's move (or action) for its seat. */
  choose(input: I): M;
  /**
   * Whether the bot picks one of `legalMoves` (chooseMove then refuses an input without any), or decides an action
   * of its own (a reflex game's timed reaction, where `legalMoves` are accepted and ignored).
   */
  readonly picksLegalMove: boolean;
  /**
   * The strong level's search laid open for a replay's analysis (analyseMoves): the index of its choice among the
   * legal moves, with every candidate's figures in `stats`. Only the games listed as analysable (analysable.ts).
   */
  readonly search?: (input: I, stats: SearchStats) => number;
}
