// The immutable Sutda game state. A "hand" is one deal's stakes and their settlement; it spans one
// round object, plus one more per rematch (ties with tie = rematch, gusa). Arrays are indexed by seat.

import type { CardId } from "../core/cards";
import type { RngState } from "../core/rng";
import type { DealtRound, MatchSetup, Phase, RoundSummary } from "../core/ruleset";
import type { Phrase } from "../core/phrase";
import type { Auction } from "./auction";
import type { SutdaConfig } from "./options";
import type { HandValue } from "./ranking";
import type { Settlement } from "./settlement";

export interface OyaDraw {
  readonly seat: number;
  readonly card: CardId;
}

/** What one contribution step took from each seat, for explanations ("Ante", "Auction 1", …). */
export interface StakeSegment {
  readonly label: string;
  readonly amounts: readonly number[];
}

export interface HandState {
  /** Each seat's chips before this hand's ante. */
  readonly startStacks: readonly number[];
  readonly antes: readonly number[];
  readonly stakes: readonly number[];
  readonly segments: readonly StakeSegment[];
  /** The Oya: opens the next auction; moves to whoever sets an auction's final bid. */
  readonly oya: number;
  /** Round objects of this hand (indices into `dealt`). */
  readonly rounds: readonly number[];
  /**
   * The showdowns of this hand that ended in a rematch, oldest first. A layer of the pot that was not tied
   * at one of them (a side pot the tied players were not in, or won outright by one of them) is settled
   * there when the hand ends (see settlement.ts).
   */
  readonly showdowns: readonly Showdown[];
  /** Seats that folded in a round object of this hand (they can win nothing, even from an earlier showdown). */
  readonly forfeited: readonly boolean[];
}

export interface Showdown {
  /** The players at that showdown (and their hands). */
  readonly contenders: readonly boolean[];
  readonly values: readonly (HandValue | null)[];
  /** The players who replay (the tied ones; every player for a gusa). */
  readonly replayed: readonly boolean[];
  /** A gusa replay voids the whole showdown: every layer is decided by the replay. */
  readonly voided: boolean;
}

export type Stage = "auction-1" | "auction-2" | "rematch" | "done";

export interface RoundState {
  readonly index: number;
  readonly dealer: number;
  readonly rematch: boolean;
  /** Seats dealt in this round object. */
  readonly participants: readonly boolean[];
  /** [first, second] per participant, null for the others. */
  readonly cards: readonly (readonly [CardId, CardId] | null)[];
  /** Dealt in and not folded. */
  readonly inHand: readonly boolean[];
  /** The seat has looked at its second card. */
  readonly seenSecond: readonly boolean[];
  /** The first card lies face up (players still in after the first auction). */
  readonly firstUp: readonly boolean[];
  /** Both cards shown at the showdown. */
  readonly shown: readonly boolean[];
  readonly stage: Stage;
  readonly auction: Auction | null;
}

export interface LastMove {
  readonly seat: number;
  readonly move: SutdaMove;
  readonly text: string;
}

export type SutdaMove = { seat: number; bet: number } | { seat: number; call: true } | { seat: number; fold: true };

/** Everything about a finished round object that the result screens and explanations need. */
export interface RoundDetail extends Pick<Settlement, "won" | "refunds" | "completionsPaid" | "completionsReceived"> {
  readonly round: number;
  readonly hand: number;
  readonly dealer: number;
  readonly rematch: boolean;
  readonly outcome: "fold" | "showdown" | "rematch";
  readonly rematchReason: "tie" | "gusa" | "meongteongguri_gusa" | null;
  readonly participants: readonly boolean[];
  /** Public cards: first cards laid face up, and both cards of the showdown players. */
  readonly firstUp: readonly (CardId | null)[];
  readonly shown: readonly (readonly [CardId, CardId] | null)[];
  /** Hand names of the showdown players. */
  readonly handKeys: readonly (string | null)[];
  readonly handNames: readonly (string | null)[];
  readonly multipliers: readonly (number | null)[];
  /** The whole hand's stake steps (the final round object of a hand), or this round object's so far. */
  readonly segments: readonly StakeSegment[];
  readonly scores: readonly number[];
  readonly excluded: readonly number[];
  readonly winner: number | null;
  readonly oyaAfter: number;
  readonly notes: readonly string[];
  /** The notes as data for the app's catalogs (null: a note with only its words); absent in older states. */
  readonly notePhrases?: readonly (Phrase | null)[];
}

export interface SutdaState {
  readonly setup: MatchSetup;
  readonly cfg: SutdaConfig;
  /** Live games only: the generator every deal comes from. */
  readonly rng: RngState | null;
  readonly phase: Phase;
  /** Chips in front of each seat, not counting its stake in the current hand. */
  readonly stacks: readonly number[];
  /** Still in the game (not excluded for bankruptcy). */
  readonly active: readonly boolean[];
  /** Live games: the first-Oya draws, attempt by attempt (public). */
  readonly oyaDraws: readonly (readonly OyaDraw[])[];
  readonly dealt: readonly DealtRound[];
  readonly summaries: readonly RoundSummary[];
  readonly details: readonly RoundDetail[];
  /** Settled hands (rematch round objects do not count). */
  readonly handsPlayed: number;
  readonly nextDealer: number | null;
  /** The seats of the rematch the next round object must deal, or null for a new hand. */
  readonly rematchOf: readonly boolean[] | null;
  readonly hand: HandState | null;
  readonly round: RoundState | null;
  readonly lastMove: LastMove | null;
  readonly winner: number | null;
}
