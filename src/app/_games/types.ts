// What the app knows about one game, in one entry per game (registry.ts): its board, its cards' words, its rules
// page, and the traits (traits.ts) its table form, result dialogs and replays read. Shared components look a game up
// here instead of naming it, so a new game is its folder and a line in the registries.
import type { ComponentType } from "react";
import type { CardLabels } from "~/app/_components/cards/labels";
import type { FishingAdapter } from "~/app/_components/game/fishing-model";
import type { BoardGameViewOf, BoardMove, BoardProps } from "~/app/_components/game/types";
import type { LevelReactions } from "~/engine/bots/reaction";
import type { DealtRound } from "~/engine/core/ruleset";

export type { CardLabels };

/** How the game's rounds and totals read in the result dialog, the match summary and the replays. */
export interface ResultTraits<V> {
  /** A round's name: Sutda plays hands. */
  unit: "round" | "hand";
  /** A total is chips held ("107 chips") or points won ("+15"). */
  totals: "chips" | "points";
  /** The word of the match's totals when the view's rules change it ("victories"); else `totals`. */
  totalsWord?(view: V): string | null;
  /** A counted round's label (index in the view's rounds) when it is not its count (a replayed hand: "3′"). */
  roundLabel?(view: V, index: number): string | null;
  /** Each side's total before the first round (the chart's start: the stack); absent: none. */
  startTotals?(view: V, sides: number): number[];
  /** A round explanation's cards: laid out as a hand (large, ungrouped) or as a captured pile. */
  explanationCards: "hand" | "pile";
  /**
   * "match" when the game's own words call its whole game a match where a language has another word for a game
   * (French "le match" beside "la partie"), so that its summary says the word its board does; absent: a game.
   */
  wholeGame?: "match";
  /**
   * The whole match is one scoring unit: its points are counted once, at the end (Judge's picket rounds hand cards
   * over), so a replay names no round and has none to step to. Absent: the points are counted round by round, and a
   * game of one round is still a round (its players set it so, and its words stay those of its longer games).
   */
  oneScoringUnit?: true;
}

/** What the /dev/boards harness needs to play the game in the browser. */
export interface DevTraits<V> {
  /** The player count the harness starts with. */
  players: number;
  /** The options that limit a game to `rounds` rounds ({} when the game has no such option). */
  roundsOptions(rounds: number): Record<string, string | number | boolean>;
  /** A position with a choice worth showing beyond the shared fishing ones (a second auction). */
  hasChoice?(view: V): boolean;
  /** A random move of the game's own taste (`roll`: 0–99); absent: any legal move. */
  randomMove?(legal: BoardMove[], roll: number): BoardMove;
}

/**
 * What forms, lists and a table's chrome read of a game without its board, cards or rules (traits.ts has every
 * game's: light, on any page).
 */
export interface GameTraits<V extends { game: string }> {
  game: V["game"];
  /** The game's colour in lists (a Tailwind background class): the stripe beside its card on the home page. */
  accent: string;
  /** Played live (no move clock, no tournaments' turn clock): the board shows its own end. */
  realTime: boolean;
  /** Offered for tournaments. */
  tournaments: boolean;
  /** From 1024 px the board has a side column that takes the table chat. */
  sideColumn: boolean;
  /** A resigned or forfeited seat folds every hand (else the stand-in plays it). */
  leaverFolds: boolean;
  /** The game's own rematch is a new game at the table (Sutda's replayed hand): a finished game's offer is "Play again". */
  rematchInGame: boolean;
  result: ResultTraits<V>;
  /** How fast and how well each level that is not random reacts, when the game's bots are told apart by that. */
  botReactions?: LevelReactions;
}

/** What a match summary is given: the match's view at its end, whether it is over, whether its winner is said above. */
export interface MatchSummaryProps<G> {
  gameView: G;
  final: boolean;
  /** The board above says who won (the replay's last position): the summary does not say it again. */
  winnerAbove?: boolean;
  /**
   * The position above shows the match's scoring (a replay where its one scoring unit ends): a summary that explains
   * the points does not explain them again.
   */
  scoringAbove?: boolean;
}

/** A game's traits with its board, its cards' words and its rules page: what a page that shows the game reads. */
export interface GameClient<V extends { game: string }> extends GameTraits<V> {
  /**
   * The live board (and the replay's, unless `ReplayBoard`). Entries load their boards and how-to-play pages with
   * next/dynamic: a page carries only the boards it renders.
   */
  Board: ComponentType<BoardProps<BoardGameViewOf<V>>>;
  /** A replay's board when the live one needs a live table (Judge's match stream). */
  ReplayBoard?: ComponentType<{ board: BoardGameViewOf<V> }>;
  /**
   * The game's own match summary under a replay, where the shared one's table and chart of rounds do not fit: Judge's
   * match is one scoring unit (its picket rounds hand over cards, the bonus and the pot count once at the end), and its
   * summary is the one its board shows at a live match's end. Absent: the shared summary, a row and a bar per round.
   */
  Summary?: ComponentType<MatchSummaryProps<BoardGameViewOf<V>>>;
  /** A fishing game: how the shared fishing board reads the view (and any panel of its own). */
  fishing?: FishingAdapter<V>;
  cards: CardLabels;
  /** A replay seen from every seat: the view with the cards the seats hold opened, when the engine's view hides them. */
  openView?(view: V, dealt: readonly DealtRound[]): V;
  dev: DevTraits<V>;
}
