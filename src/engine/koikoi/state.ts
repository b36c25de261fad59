// The immutable game state of Koi-Koi. Never sent anywhere: playerView (view.ts) is the only way out.

import type { CardId } from "../core/cards";
import type { DealerDraw } from "../core/first-dealer-draws";
import type { OptionValues } from "../core/options";
import type { RngState } from "../core/rng";
import type { DealtRound, Phase, RoundExplanation, RoundSummary } from "../core/ruleset";
import type { KoikoiDeal } from "./deal";
import type { KoikoiConfig } from "./options";
import type { Yaku } from "./yaku";

/** What the seat to act must do: play a hand card, turn the pile card, or decide koi-koi or stop. */
export type Step = "play" | "draw" | "decide";

/** A move as it happened, for the views (everything in it is public). */
export interface PlayedMove {
  readonly seat: number;
  readonly kind: "play" | "draw" | "koikoi" | "stop";
  /** The card played or drawn. */
  readonly card?: CardId;
  /** Field cards it captured (empty: it stayed on the field). */
  readonly taken?: readonly CardId[];
}

export interface KoikoiRound {
  /** 0-based; round i is month (i mod 12) + 1. */
  readonly index: number;
  readonly dealer: number;
  readonly deal: KoikoiDeal;
  readonly hands: readonly (readonly CardId[])[];
  readonly field: readonly CardId[];
  /** Top first; the cards before `pileTop` are gone. */
  readonly pile: readonly CardId[];
  readonly pileTop: number;
  /** Score piles per seat in the order taken. */
  readonly captured: readonly (readonly CardId[])[];
  readonly step: Step;
  /** The seat to act. */
  readonly turn: number;
  /** Koi-koi calls per seat this round. */
  readonly calls: readonly number[];
  /** Per seat: the yaku held at that seat's last koi-koi call (empty before the first). */
  readonly atLastCall: readonly (readonly Yaku[])[];
  /** The decide step: the yaku the mover holds now. */
  readonly offered: readonly Yaku[];
  readonly lastMove: PlayedMove | null;
  readonly moveCount: number;
}

export interface FinishedRound {
  readonly summary: RoundSummary;
  readonly explanation: RoundExplanation;
}

export interface KoikoiState {
  readonly game: "koikoi";
  readonly config: KoikoiConfig;
  readonly options: OptionValues;
  readonly phase: Phase;
  /** Live games: the generator of the deals (never in a view). Null for games from records. */
  readonly rng: RngState | null;
  /** Live games: the first-dealer draws, attempt by attempt (public). */
  readonly dealerDraws: readonly (readonly DealerDraw[])[] | null;
  /** Record games given the live game's start facts: the first dealer they name. */
  readonly firstDealer: number | null;
  readonly dealt: readonly DealtRound[];
  readonly finished: readonly FinishedRound[];
  readonly totals: readonly number[];
  /** The round in play, or the last one once it is over. */
  readonly round: KoikoiRound | null;
}

export const monthOfRound = (index: number): number => (index % 12) + 1;
