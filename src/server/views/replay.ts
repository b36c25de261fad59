// Replays as the pages see them. A finished game is sent whole — its record (docs/record-format.md, explicit
// deals), the revealed seed and its commitment — and the page folds it with the engine in the browser. A game in play
// is sent only as one seat's (or a spectator's) views, position by position: never its record, never its seed.
import type { Phrase } from "~/engine/core/phrase";
import type { GameName } from "~/engine/core/ruleset";
import type { GameRecord } from "~/engine/record";
import type { ViewPatch } from "../replays/view-patch";
import type { RoundResultView } from "./game";

export interface ReplayPlayer {
  seat: number;
  userId: string;
  displayName: string;
  /** A bot account's level (practice tables), null for a person: pages word a bot's name with it. */
  bot: string | null;
  team: number | null;
  forfeited: boolean;
  /** Forfeited because its player resigned (game.resign). */
  resigned: boolean;
}

interface ReplayBase {
  gameId: string;
  tableId: string;
  game: GameName;
  gameTitle: string;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  endReason: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  players: ReplayPlayer[];
  teams: number[][] | null;
  /** The caller's seat, null for a spectator or an anonymous visitor. */
  mySeat: number | null;
  /** sha256 (hex) of the shuffle seed, published when the game started. */
  seedCommitment: string;
  /** The tournament the game was played in (its round), else null. */
  tournament: { id: string; name: string; round: number } | null;
  /** A finished rated game: each player's rating before it and what it changed (rounded), by seat; absent otherwise. */
  ratings?: ReplayRating[];
}

export interface ReplayRating {
  seat: number;
  before: number;
  /** The rounded ratings' difference, so "1500 (+12)" adds up to the rating after. */
  change: number;
}

/** A game that is over: everything, for any perspective. */
export interface FullReplay extends ReplayBase {
  kind: "full";
  record: GameRecord;
  /** The shuffle seed, revealed now that the game is over: sha256(seed) = seedCommitment. */
  seed: string;
  /** The seat the game's start named as first dealer, or null when the engine drew it from the seed. */
  firstDealer: number | null;
  /** Indices (in record order, all rounds' moves one after another) of the moves the stand-in made. */
  standInMoves: number[];
  /**
   * What the game settled before its first deal and its record does not carry (Ruleset.startFacts: Mushi's lots
   * for the first elder, Sakura's and SFJ's first-dealer draws); null when nothing. Fold the record from it so the views show it as the live game did.
   */
  startFacts: unknown;
  /**
   * The side (a seat, or a team in team play) that won as the server decided, forfeits included (games/outcome.ts):
   * a game ended by forfeit stops before the engine's end, so its record alone names no winner. Null: a shared win,
   * or an abandoned game.
   */
  winner: number | null;
}

/** One position of a seat's replay: the deal of a round (move null) or the position after a move. */
export interface SeatReplayStep {
  /** Index of the record round. */
  round: number;
  /** Index of the move in its round; null for the deal. */
  move: number | null;
  /** Who moved and the engine's words for it (without the name), for moves. */
  seat: number | null;
  text: string | null;
  /** The words as data for the reader's catalogs, where the game gives them. */
  phrase?: Phrase;
  byStandIn: boolean;
  toAct: number[];
  /** Match totals per side at this position. */
  totals: number[];
  /** How many of `rounds` had ended at this position. */
  roundsDone: number;
  /** The engine's view for the seat, as a patch on the previous step's view (view-patch.ts). */
  view: ViewPatch | null;
}

/** A game in play, as one seat has seen it so far (or a spectator of a public table: the public view). */
export interface SeatReplay extends ReplayBase {
  kind: "seat";
  /** The seat whose views these are; null: the spectator's view. */
  seat: number | null;
  seq: number;
  steps: SeatReplayStep[];
  /** The rounds finished so far (scores, yaku, explanation), public at the end of each round. */
  rounds: RoundResultView[];
}

export type ReplayView = FullReplay | SeatReplay;

export interface ReplaySummary {
  gameId: string;
  tableId: string;
  game: GameName;
  gameTitle: string;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  visibility: "PUBLIC" | "PRIVATE";
  createdAt: Date;
  finishedAt: Date | null;
  /** Moves played. */
  moves: number;
  /** `out`: the seat resigned or forfeited (the game stopped there: its scores are those of that moment). */
  players: {
    seat: number;
    displayName: string;
    userId: string;
    /** A bot account's level, null for a person. */
    bot: string | null;
    team: number | null;
    out: "resigned" | "forfeited" | null;
  }[];
  mySeat: number | null;
  /** The tournament the game was played in (its round), else null. */
  tournament: { id: string; name: string; round: number } | null;
  /** Per seat once finished: total and rank (1 = best). */
  results: { seat: number; total: number; rank: number; outcome: "WON" | "LOST" | "DRAWN" }[] | null;
}

export interface ReplayListView {
  items: ReplaySummary[];
  nextCursor: string | null;
}

/** One legal move of an analysed position, with what the bot's search made of it. */
export interface AnalysedMove {
  /** Its index in the seat's legal moves. */
  index: number;
  /** The engine's words for it, seats by number ("plays Curtain, takes Cherry chaff"), as the move list shows moves. */
  text: string;
  /** The words as data for the reader's catalogs, where the game gives them. */
  phrase?: Phrase;
  /** The mean result of its playouts: the seat's side's expected round-score lead (Sutda: chips over the hand); null: never played out. */
  mean: number | null;
  /** Playouts made with it. */
  count: number;
  /** 1 for the best mean; moves without a figure come last. */
  rank: number;
}

/** replay.analyse: every legal move of one seat at one position of a finished game, ranked by the strong bot's search. */
export interface ReplayAnalysisView {
  gameId: string;
  position: number;
  seat: number;
  /** What `mean` counts: round points, or Sutda's chips. */
  unit: "points" | "chips";
  /** Best first. */
  moves: AnalysedMove[];
  /** Legal-move index of the strong bot's choice, and of the heuristic bot's. */
  botChoice: number;
  heuristicChoice: number;
  /** Legal-move index of the move the game went on with at this position, or null (the seat did not move next). */
  played: number | null;
  playouts: number;
}
