// What the server and the pages need to know about a game beyond its moves, described by capability (never by the
// game's name): how it is played, what it counts, how it ends and how a stand-in plays it. Each game gives these in
// its own Ruleset; the server branches on them, not on game keys.
import type { OptionValues } from "./options";

/** How a game is played and what it counts, as plain data. */
export interface GameTraits {
  /**
   * Played live by both seats at once rather than turn by turn: no move clock or deadlines, no stand-in, no dealer,
   * and the server runs it in its own pipeline (actions, not stored moves).
   */
  readonly realTime: boolean;
  /** What the totals count, singular ("point", "chip"); `plural` makes the plural. */
  readonly scoreUnit: "point" | "chip";
  /** What one deal is called, singular ("round", "hand"). */
  readonly roundNoun: "round" | "hand";
  /**
   * A seat whose player left (resigned, forfeited) folds every hand from then on (`fallbackMove` with `left`) instead
   * of a stand-in playing it to the end.
   */
  readonly leaverFolds: boolean;
  /** The game says "rematch" for something inside a game (a tied hand replayed): a new table after it is "play again". */
  readonly rematchInGame: boolean;
}

/** Where a game in play stands: the round (or hand) being played, from 1, of how many (null: no fixed number). */
export interface Progress {
  round: number;
  of: number | null;
}

/** Where a game that counts its rounds played stands: the next round, of the game's total. */
export function nextRoundProgress(view: { roundsPlayed: number; roundsTotal: number | null }): Progress {
  return { round: view.roundsPlayed + 1, of: view.roundsTotal };
}

/** How a game ends under its options. */
export type MatchEnd =
  /** After a number of rounds; `orOneHasAll`: sooner when one player has everything (chips). */
  | { kind: "rounds"; rounds: number; orOneHasAll?: boolean }
  /** When a player reaches a score. */
  | { kind: "target"; target: number }
  /** When one player has everything. */
  | { kind: "one-has-all" }
  /** When a player has lost everything. */
  | { kind: "first-out" };

/** What a tournament's settings ask of every game of the event. */
export interface TournamentSettings {
  /** The event sets the number of rounds per game (the `rounds` option). */
  roundsSet: boolean;
  /** The event's scoring: table points from game totals, or from round victories. */
  scoring: "cumulative" | "victories";
}

/** A game's own option values that follow from tournament settings (on top of the preset's and `rounds`). */
export type TournamentOptions = (event: TournamentSettings) => OptionValues;
