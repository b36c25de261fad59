// The immutable Mushi game state. Cards are ids (core/cards.ts); arrays are never mutated once
// they are part of a state (applyMove builds new ones and shares the rest).

import type { CardId } from "../core/cards";
import type { DealtRound, MatchSetup, Phase, RoundSummary } from "../core/ruleset";
import type { RngState } from "../core/rng";
import type { MisdealWhy } from "./misdeal";
import type { MushiOptions } from "./options";

export type Seat = 0 | 1;
export type Pair<T> = readonly [T, T];

/** The internal form of a move (the API speaks the record-format JSON, see moves.ts). */
export type MushiMoveIn =
  | { kind: "play"; seat: number; card: CardId; take: CardId | undefined }
  | { kind: "draw"; seat: number; take: CardId | undefined }
  | { kind: "declare"; seat: number };

/** What the last move did, for the views and the move list. */
export interface MoveEvent {
  seat: number;
  kind: "play" | "draw" | "declare";
  /** The card played or turned (none for a declaration). */
  card: CardId | null;
  /** Table cards captured with it (the Lightning included when a stock card took it). */
  taken: readonly CardId[];
  /** The card stayed on the table. */
  stayed: boolean;
  /** A short phrase (describeMove's wording). */
  text: string;
}

/** A rule applied without a move (opening captures, end-of-round transfers, last-card Lightning). */
export interface RoundNote {
  kind:
    | "elder-captures-four"
    | "willows-to-lightning"
    | "last-lightning"
    | "leftover-willow"
    | "leftover-lightning-month"
    | "misdeal"
    | "declared-four";
  seat: number | null;
  cards: readonly CardId[];
  text: string;
  /** A misdeal's reason (absent from notes a bot rebuilds from a view's words). */
  why?: MisdealWhy;
}

export interface RoundState {
  /** Index of this round object in the record (cancelled deals included). */
  readonly index: number;
  readonly dealer: number;
  readonly hands: Pair<readonly CardId[]>;
  readonly table: readonly CardId[];
  /** The whole stock as dealt, top first; `next` is the index of the next card to turn. */
  readonly stock: readonly CardId[];
  readonly next: number;
  readonly piles: Pair<readonly CardId[]>;
  readonly turn: number;
  /** "play": a card from the hand (or a declaration); "draw": the top stock card is turned up and must be played. */
  readonly step: "play" | "draw";
  /** Whether each seat has played a card from its hand this round (a four may be declared only before). */
  readonly hasPlayed: Pair<boolean>;
  /** The seat that took or used the Lightning, and the month of the card captured with it (null: none). */
  readonly lightningUser: number | null;
  readonly lightningMonth: number | null;
  /** The seat that captured two plain Willows together (it receives the leftover Willow). */
  readonly willowPairOwner: number | null;
  /** table_misdeal = elder_captures: the three Willows lie on the table waiting for the Lightning's taker. */
  readonly willowTrioPending: boolean;
  readonly moveCount: number;
  readonly lastMove: MoveEvent | null;
  readonly notes: readonly RoundNote[];
  readonly over: boolean;
}

/** A finished round object (played out, or thrown in). */
export interface RoundResult {
  readonly index: number;
  readonly dealer: number;
  readonly summary: RoundSummary;
  /** Each seat's cards after the end-of-round transfers (empty for a thrown-in deal). */
  readonly piles: Pair<readonly CardId[]>;
  readonly points: Pair<number>;
  /** Yaku keys and values per seat. */
  readonly yaku: Pair<readonly { key: string; value: number }[]>;
  readonly notes: readonly RoundNote[];
  /** A thrown-in deal: why. */
  readonly cancelReason: string | null;
}

/** The first elder chosen by lot: each seat draws a card (seat 0 first), repeated on a tie. */
export interface LotDraws {
  readonly draws: readonly Pair<CardId>[];
  readonly elder: number;
}

export interface MushiState {
  readonly setup: MatchSetup;
  readonly opts: MushiOptions;
  /** The live game's generator (null for games from records). */
  readonly rng: RngState | null;
  readonly lots: LotDraws | null;
  readonly phase: Phase;
  readonly dealt: readonly DealtRound[];
  readonly results: readonly RoundResult[];
  readonly totals: Pair<number>;
  /** Finished rounds that counted (thrown-in deals excluded). */
  readonly counted: number;
  /** The elder of the next deal; null before the first. */
  readonly nextElder: number | null;
  /** The round being played, or the last one dealt once it is over. */
  readonly round: RoundState | null;
  readonly winner: number | null;
}
