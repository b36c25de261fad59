// A game as one seat (or a spectator) sees it. `view` is the engine's playerView for that seat as a board is sent it
// (Ruleset.boardView) and nothing else about the game state leaves the server.
import type { Phrase } from "~/engine/core/phrase";
import type { RoundResult } from "~/engine/core/round-results";
import type { RegisteredMove, RegisteredView } from "~/engine/registry";
import type { TimeControl } from "./time-control";

/** Any offered game's player view and move: the unions over the engine registry. */
export type EngineView = RegisteredView;
export type GameMove = RegisteredMove;

export interface GamePlayerView {
  seat: number;
  userId: string;
  displayName: string;
  /** A bot account's level (practice tables), null for a person. */
  bot: string | null;
  team: number | null;
  /** The seat's last move was made by the stand-in (its time ran out); cleared when the player moves again. */
  standIn: boolean;
  timeouts: number;
  /** Too many timeouts (or a resign, a suspension): the stand-in plays this seat to the end and it ranks last. */
  forfeited: boolean;
  /** Forfeited because its player resigned (game.resign): shown "Resigned", not "Forfeited". */
  resigned: boolean;
  /** Time bank left in seconds (time control "bank"), counted to when the view was made; null otherwise. */
  bankSeconds: number | null;
}

/**
 * A round that has ended, with its scoring. A game's view carries the explanation of its latest round only (the one a
 * round's result dialog opens on): an earlier round's is asked for with game.round when a player opens it, so that a
 * move's view does not grow with every round played. A replay carries every round's.
 */
export interface RoundResultView extends RoundResult {
  /** The round has an explanation: `explanation` itself, or from game.round when it is null here. */
  explained: boolean;
}

/** Finished rounds as a view or a replay sends them, every explanation kept (`latestOnly` false) or the latest's. */
export function roundViews(rounds: readonly RoundResult[], latestOnly: boolean): RoundResultView[] {
  return rounds.map((r, i) => ({
    ...r,
    explanation: latestOnly && i < rounds.length - 1 ? null : r.explanation,
    explained: r.explanation !== null,
  }));
}

export interface GameView {
  gameId: string;
  tableId: string;
  game: GameView["view"]["game"];
  gameTitle: string;
  /** Send it back with game.move: the position this view shows. */
  seq: number;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  /** Why a finished game ended before it was played out ("forfeit"), else null. */
  endReason: string | null;
  mySeat: number | null;
  players: GamePlayerView[];
  teams: number[][] | null;
  view: EngineView;
  /** The engine's legal moves for mySeat; [] when it is not mySeat's move (and for Judge, played live). */
  legalMoves: GameMove[];
  toAct: number[];
  deadlineAt: Date | null;
  timeControl: TimeControl | null;
  seedCommitment: string;
  /** The seed, once the game is over (sha256(seed) = seedCommitment). */
  seed: string | null;
  rounds: RoundResultView[];
  totals: number[];
  winner: number | null;
  lastMove: { seat: number; text: string; phrase?: Phrase; byStandIn: boolean } | null;
  /** The moves since mySeat's previous turn (a spectator's: the seat to act's), oldest first; lastMove is the last. */
  recentMoves: { seq: number; seat: number; text: string; phrase?: Phrase; byStandIn: boolean }[];
  /** The server's clock when the view was made (to count a deadline down on a skewed client clock). */
  serverTime: Date;
}
