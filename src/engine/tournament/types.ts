// The vocabulary of the tournament maths. Everything here is plain data (JSON-friendly), so the
// server can persist it as it is and recompute any pairing, bracket or standings from it.

/**
 * An entrant: a player, or a team in a Sakura team event (a team registers together and is one
 * side at a table). Entrants are given as ids in seed order: index 0 is the top seed.
 */
export type EntrantId = string;

/**
 * One table of a round: the sides seated there, in seat order (side i of the engine's game is
 * `sides[i]`; for a team event side i is `teams[i]` of the game setup, see seats.ts).
 */
export type TableSides = readonly EntrantId[];

/** The pairing of one round: tables, and the entrants who sit out with a bye. */
export interface RoundPairing {
  /** 1-based round number. */
  readonly round: number;
  readonly tables: readonly TableSides[];
  readonly byes: readonly EntrantId[];
}

/** How table points are counted (Sakura has two match scorings). */
export type ScoringMode =
  /** The sum of the engine's match totals per side (points, chips, Judge points). */
  | "cumulative"
  /** Victories: rounds won; Sakura with match_scoring = victories counts its own victories (Basa/Chu included). */
  | "victories";

/**
 * What a bye is worth: a fixed number of points, or "average": the mean of the points every side
 * that played that round scored, rounded to the nearest integer (halves away from zero).
 */
export type ByeScore = number | "average";

export interface ScoringRules {
  readonly mode: ScoringMode;
  /** Default "average". */
  readonly bye?: ByeScore;
}

/** The summary of one finished round of an engine game that victories are counted from. */
export interface RoundWinner {
  /** The winning side, or null (cancelled deal, drawn round). */
  readonly winner: number | null;
  readonly cancelled?: boolean;
}

/**
 * The tournament's view of one finished engine game (see result.ts `gameResultOf` to build it
 * from a Ruleset and a game state). Arrays are per side in the table's side order.
 */
export interface GameResult {
  /** The engine's match totals per side (Ruleset.totals). */
  readonly totals: readonly number[];
  /** The engine's winning side, or null when drawn/shared (Ruleset.winner). */
  readonly winner: number | null;
  /**
   * Victories per side when the engine counts them itself (Sakura with match_scoring = victories:
   * its totals, Basa/Chu included). When absent, victories are counted from `rounds`.
   */
  readonly victories?: readonly number[];
  /** The engine's round summaries (only `winner` and `cancelled` are read). */
  readonly rounds?: readonly RoundWinner[];
  /**
   * Sides that forfeited this game (withdrew, never showed up). A forfeiting side scores at most
   * what the lowest non-forfeiting side scored in that game and places below every such side.
   */
  readonly forfeited?: readonly boolean[];
  /** Sides whose moves were played by the stand-in after a timeout (shown, no effect on points). */
  readonly timedOut?: readonly boolean[];
  /** The seat that dealt the first round (for first-dealer balance over an event; absent for Judge). */
  readonly firstDealer?: number;
}

/** One table's finished pairing: its sides and every game they played (games per pairing). */
export interface TableResult {
  readonly round: number;
  readonly sides: TableSides;
  readonly games: readonly GameResult[];
}

/** A finished round: its table results and its byes. */
export interface RoundRecord {
  readonly round: number;
  readonly tables: readonly TableResult[];
  readonly byes: readonly EntrantId[];
}

/** How many sides sit at a table: `tableSize`, or down to `minTableSize` when the count does not divide. */
export interface TableShape {
  /** Sides per table (2 head-to-head and for Sakura 2v2 teams; SFJ 3; Sakura 4 individual). */
  readonly tableSize: number;
  /** The smallest table the game allows in this event (default: tableSize, i.e. byes instead). */
  readonly minTableSize?: number;
}
