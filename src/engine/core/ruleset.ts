// The one interface every game implements (like scalachess's variants). The server, the pages,
// records, replays, bots and tournaments speak to a game only through it.

import type { CardCode } from "./cards";
import type { OptionSpec, OptionValues, PresetSpec } from "./options";
import type { MoveResult, Result, SetupRefusal } from "./result";
import type { Rng } from "./rng";
import type { GameTraits, MatchEnd, Progress, TournamentOptions } from "./traits";
import type { Phrase } from "./phrase";

export type { GameTraits, MatchEnd, Progress, TournamentOptions, TournamentSettings } from "./traits";

/**
 * The games the site offers: tables, lists, leaderboards, presets. In the order every list shows them to players (the
 * home page, the play page's and the tournament form's pickers, the rules, the footer, the admin's presets): Koi-Koi,
 * the game most players know, first. Nothing stored depends on the order.
 */
export const GAME_NAMES = ["koikoi", "sakura", "sfj", "mushi", "judge", "sutda"] as const;
export type GameName = (typeof GAME_NAMES)[number];

/**
 * Every game the engine plays (records, replays, the command line): the offered games, then those whose pages are
 * not built yet (none now).
 */
export const ENGINE_GAME_NAMES = [...GAME_NAMES] as const;
export type EngineGameName = (typeof ENGINE_GAME_NAMES)[number];

/** Seat lists per team (docs/record-format.md `teams`), or null for individual play. */
export type Teams = readonly (readonly number[])[] | null;

export interface MatchSetup {
  players: number;
  teams: Teams;
  /** Parsed option values, every option present (defaults filled by parseOptionValues). */
  options: OptionValues;
}

/** One side's result for a round. Sides are seats, or teams in team play (in `teams` order). */
export interface RoundSummary {
  scores: number[];
  /** Yaku / role keys held per side (docs/record-format.md), empty lists for Sutda and Judge. */
  yaku: string[][];
  /** The winning side, or null (a cancelled deal, a drawn Judge match). */
  winner: number | null;
  /** The seat that deals the next round; null for Judge. */
  nextDealer: number | null;
  /** A deal thrown in before it counted (misdeal, redeal, a declared four): scores are all 0. */
  cancelled?: boolean;
}

/** The step-by-step scoring of one round for result screens (card values, yaku, penalties). */
/**
 * A yaku a side made and what it does to the scores, for result screens that word it from the reader's side:
 * "others-lose": each opponent loses `amount` (the holder's own score unchanged); "others-pay": each opponent pays
 * the holder `amount`; "bonus": the holder gains `amount`.
 */
export interface YakuEffect {
  name: string;
  /** The name in the app's catalogs (namespace and key), where the game has it there. */
  term?: { ns: string; key: string };
  effect: "others-lose" | "others-pay" | "bonus";
  amount: number;
}

export interface RoundExplanation {
  round: number;
  sides: {
    side: number;
    /** Seats of this side (one seat, or a team). */
    seats: number[];
    /** `phrase`: the label as data for the app's catalogs, where the game gives it. */
    steps: { label: string; cards?: CardCode[]; points: number; yaku?: YakuEffect; phrase?: Phrase }[];
    total: number;
  }[];
  notes: string[];
  /** The notes as data for the app's catalogs, one a note (null: that note has only its words). */
  notePhrases?: (Phrase | null)[];
}

/** The deal of a record round as JSON (docs/record-format.md "Deals per game"), with its dealer. */
export interface DealtRound {
  dealer: number | null;
  deal: unknown;
}

export type Phase = "awaiting-deal" | "playing" | "game-over";

/** Options of a live game's start (`Ruleset.newGame`). */
export interface NewGameOptions {
  /** The seat that deals the first round instead of the first-dealer draw (ignored by Judge). */
  firstDealer?: number;
}

/** The checked first dealer of `NewGameOptions`: null when none is given, an error message when it is not a seat. */
export function checkedFirstDealer(
  opts: NewGameOptions | undefined,
  players: number,
): { ok: true; seat: number | null } | { ok: false; message: string } {
  const d = opts?.firstDealer;
  if (d === undefined) return { ok: true, seat: null };
  if (typeof d !== "number" || !Number.isInteger(d) || d < 0 || d >= players)
    return { ok: false, message: `the first dealer must be a seat number from 0 to ${players - 1}` };
  return { ok: true, seat: d };
}

/**
 * `V`: the player view (everything a seat knows: what bots and the stand-in decide from); `B`: what a board is sent of
 * it (`boardView`).
 */
export interface Ruleset<S = unknown, M = unknown, V = unknown, G extends EngineGameName = GameName, B = V> {
  readonly game: G;
  readonly title: string;
  /** One sentence for players: what the game is (the lists of games). */
  readonly summary: string;
  /** The standard rules in one sentence: the description of the game's built-in default preset. */
  readonly standardRules: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionSpecs: readonly OptionSpec[];
  readonly presets: readonly PresetSpec[];
  /** How the game is played and what it counts (real time, score unit, round noun, …). */
  readonly traits: GameTraits;
  /**
   * A replay's analysis lays the strong bot's search open for this game: its bot has a search and a seat chooses
   * among legal moves (src/engine/bots/registry.test.ts checks that they agree). Data, so that the replay page can
   * ask without the bots' code (src/engine/bots/analysable.ts).
   */
  readonly analysable: boolean;

  /** The team layouts allowed for a player count ([] when the game has no teams). */
  teamLayouts(players: number): Teams[];
  /**
   * Checks players, teams and options together (cross-option rules included). Every refusal carries its phrase, so
   * the pages and the server say it in the reader's words.
   */
  validateSetup(setup: MatchSetup): Result<MatchSetup, SetupRefusal>;

  /**
   * A live game: the first dealer is drawn and every deal shuffled by a generator seeded from
   * `seed` whose state lives in the game state. Rounds follow each other automatically.
   * `opts.firstDealer` (a seat) skips the first-dealer draw and makes that seat deal the first round
   * (tournaments rotate it across the games of a pairing); inside the game the rules decide as usual.
   * A seat out of range is an error value ("bad-dealer"). Judge has no dealer and ignores it.
   */
  newGame(setup: MatchSetup, seed: string, opts?: NewGameOptions): Result<S>;
  /** A game whose deals come from a record: it waits in "awaiting-deal" for `startRound`. */
  newGameAwaitingDeal(setup: MatchSetup): S;
  /**
   * Optional: what a live game settled before its first deal, in views but not in its record (Mushi: the lots
   * drawn for the first elder; Sakura, SFJ: the first-dealer draws), as JSON; null when there is nothing. It must be public: every seat's view and the
   * spectator's already show it, so a replay of a game in play may carry it.
   */
  startFacts?(state: S): unknown;
  /**
   * Optional, with `startFacts`: a game from `newGameAwaitingDeal`, before its first deal, carrying `facts` (as
   * `startFacts` gave them), so that its views show them as the live game's did; an error value for anything else.
   */
  withStartFacts?(state: S, facts: unknown): Result<S>;
  /**
   * Starts the next round from an explicit deal. `dealer` must be the one the rules give
   * (`expectedDealer`), any seat for the first round (unless start facts name it), and null for Judge.
   */
  startRound(state: S, dealer: number | null, deal: unknown): MoveResult<S>;
  /** The explicit deal a record's `"seed"` stands for. */
  dealFromSeed(state: S, dealer: number | null, seed: string): unknown;

  phase(state: S): Phase;
  /** The dealer the rules give for the next deal; null when any seat may deal the first round, and for Judge. */
  expectedDealer(state: S): number | null;
  /** Seats that may move now (usually one). */
  toAct(state: S): readonly number[];
  legalMoves(state: S, seat: number): readonly M[];
  /** Validates the move (an untrusted JSON value) and returns the new state or an error value. */
  applyMove(state: S, move: unknown): MoveResult<S>;
  /** The only way state leaves the server: nothing the seat may not know; null is a spectator. */
  playerView(state: S, seat: number | null): V;
  /**
   * The player view as the site sends it to a board, every move: without the finished rounds' scoring, which the
   * game's round results carry once for every game (a view otherwise grows by a round's explanation at every round).
   */
  boardView(view: V): B;
  /** A short readable description of a move for move lists, without the player's name ("plays Curtain, takes Cherry chaff"). */
  describeMove(state: S, move: M): string;
  /** describeMove as data for the app's catalogs; absent where a game has no phrases yet (the page shows the words). */
  phraseMove?(state: S, move: M): Phrase | null;

  /** Every round object so far in record order (dealt rounds including cancelled ones), with its deal. */
  dealtRounds(state: S): readonly DealtRound[];
  /** Summaries of the finished round objects, in record order. */
  roundSummaries(state: S): readonly RoundSummary[];
  /** Match totals per side (cumulative points, victories, chips, Judge points). */
  totals(state: S): number[];
  /** The winning side once the game is over; null while unfinished or drawn. */
  winner(state: S): number | null;
  explainRound(state: S, roundIndex: number): RoundExplanation | null;

  /** Where a game in play stands (round n of N); null when it counts no rounds a list could show (a live match). */
  progress(state: S): Progress | null;
  /** How a game with these options (every option present) ends. */
  matchEnd(options: OptionValues): MatchEnd;
  /**
   * The stand-in's simple, safe move from what `seat` sees (`legal` not empty): taken when its bot fails, and for
   * every move of a seat whose player left (`left`) when the game's `leaverFolds`. Never a bet above the minimum.
   */
  fallbackMove(view: V, seat: number, legal: readonly M[], left: boolean): M;
  /** Optional: whether the totals under these options are round victories (Sakura's victories scoring); absent: no. */
  totalsAreVictories?(options: OptionValues): boolean;
  /** Optional: option values a tournament's settings impose on every game of the event (Sakura's game scoring). */
  tournamentOptions?: TournamentOptions;

  /** Optional: the seats still in the game, by seat (Sutda drops a player with no chips left); absent: every seat. */
  seatsInGame?(state: S): readonly boolean[];
  /** Optional: a random move for `random-play` when legalMoves cannot enumerate (Judge timings). */
  randomMove?(state: S, rng: Rng): M;
}

/** What the pages read of a game without its rules' code: each game's facts.ts, through src/engine/facts.ts. */
export type GameFacts<G extends EngineGameName = GameName> = Pick<
  Ruleset<unknown, unknown, unknown, G>,
  | "game"
  | "minPlayers"
  | "maxPlayers"
  | "optionSpecs"
  | "presets"
  | "traits"
  | "analysable"
  | "matchEnd"
  | "teamLayouts"
  | "validateSetup"
>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, GameName, any>;
/** A ruleset of any engine game, offered or not (records and the command line take these). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEngineRuleset = Ruleset<any, any, any, EngineGameName, any>;
