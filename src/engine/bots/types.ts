// The bot API's types. A bot sees what its seat sees: the seat's player view, the seat's legal moves
// (which depend only on what the seat may know) and the match setup. There is no state parameter,
// so a bot cannot be handed hidden cards. Randomness comes in as an Rng, time as a `now` function.

import type { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import type { JudgeMove, JudgeView } from "../judge";
import type { Act } from "../judge/resolve";
import type { KoikoiMove, KoikoiView } from "../koikoi";
import type { MushiMove, MushiView } from "../mushi";
import type { SakuraMove, SakuraView } from "../sakura";
import type { SfjMove, SfjView } from "../sfj";
import type { SutdaMove } from "../sutda/state";
import type { SutdaView } from "../sutda/view";

/**
 * - "random": a uniformly random legal move.
 * - "heuristic": greedy on the game's card values and yaku/roles (Sutda: bets by hand strength;
 *   Judge: human-like reactions with a small mistake rate).
 * - "strong": determinized Monte Carlo search over the hidden cards with heuristic playouts (Judge:
 *   faster and more accurate reactions).
 */
export type BotLevel = "random" | "heuristic" | "strong";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "heuristic", "strong"];

/** The games the replay's analysis (analyseMoves) covers: every game where a seat chooses among legal moves (not Judge: a reflex game). */
export const ANALYSABLE_GAMES = ["sakura", "sfj", "mushi", "sutda"] as const;
export type AnalysableGame = (typeof ANALYSABLE_GAMES)[number];

export function isAnalysable(game: string): game is AnalysableGame {
  return (ANALYSABLE_GAMES as readonly string[]).includes(game);
}

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

interface BotInputBase {
  /** The match setup (players, teams, options), as the game was created with. */
  setup: MatchSetup;
  /** The bot's seat. */
  seat: number;
  level: BotLevel;
  /** The bot's randomness (mutated by the call). */
  rng: Rng;
  budget?: BotBudget;
}

export interface SakuraBotInput extends BotInputBase {
  game: "sakura";
  view: SakuraView;
  legalMoves: readonly SakuraMove[];
}

export interface SfjBotInput extends BotInputBase {
  game: "sfj";
  view: SfjView;
  legalMoves: readonly SfjMove[];
}

export interface MushiBotInput extends BotInputBase {
  game: "mushi";
  view: MushiView;
  legalMoves: readonly MushiMove[];
}

export interface KoikoiBotInput extends BotInputBase {
  game: "koikoi";
  view: KoikoiView;
  legalMoves: readonly KoikoiMove[];
}

export interface SutdaBotInput extends BotInputBase {
  game: "sutda";
  view: SutdaView;
  legalMoves: readonly SutdaMove[];
}

/**
 * Judge: the bot decides its own action for one picket round once the pickets are revealed
 * (`view.revealed`). Legal moves are not needed (they are whole-round samples); they are accepted
 * and ignored.
 */
export interface JudgeBotInput extends BotInputBase {
  game: "judge";
  view: JudgeView;
  legalMoves?: readonly JudgeMove[];
}

export type BotInput = SakuraBotInput | SfjBotInput | MushiBotInput | SutdaBotInput | JudgeBotInput | KoikoiBotInput;

/**
 * A Judge bot's decision for the revealed picket round: its act and the reaction time in ms after the
 * reveal (the effective time the server should use), or null for no action at all.
 */
export interface JudgeBotAction {
  seat: number;
  act: Act;
  ms: number;
}

export type BotMove = SakuraMove | SfjMove | MushiMove | SutdaMove | JudgeBotAction | null | KoikoiMove;
