// The immutable game state of Koi-Koi. Never sent anywhere: playerView (view.ts) is the only way out.

import type { CardId } from "../core/cards";
import type { FishingRound, FishingState } from "../core/fishing-state";
import type { RoundExplanation, RoundSummary } from "../core/ruleset";
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

/** A round in play; round `index` i is month (i mod 12) + 1. */
export interface KoikoiRound extends FishingRound {
  readonly deal: KoikoiDeal;
  readonly step: Step;
  /** Koi-koi calls per seat this round. */
  readonly calls: readonly number[];
  /** Per seat: the yaku held at that seat's last koi-koi call (empty before the first). */
  readonly atLastCall: readonly (readonly Yaku[])[];
  /** The decide step: the yaku the mover holds now. */
  readonly offered: readonly Yaku[];
  readonly lastMove: PlayedMove | null;
}

export interface FinishedRound {
  readonly summary: RoundSummary;
  readonly explanation: RoundExplanation;
}

export type KoikoiState = FishingState<"koikoi", KoikoiConfig, KoikoiRound, FinishedRound>;

export const monthOfRound = (index: number): number => (index % 12) + 1;
