// The immutable game state of SFJ. Never sent anywhere: playerView (view.ts) is the only way out.

import type { CardId } from "../core/cards";
import type { FishingRound, FishingState } from "../core/fishing-state";
import type { RoundExplanation, RoundSummary } from "../core/ruleset";
import type { SfjConfig } from "./options";
import type { SfjDeal } from "./deal";

/** What the seat to act must do. */
export const STEP_REPLACE = 0;
export const STEP_PLAY = 1;
export const STEP_DRAW = 2;
export type Step = typeof STEP_REPLACE | typeof STEP_PLAY | typeof STEP_DRAW;

/** Something that happened in a round besides the recorded moves (public once it happened). */
export type RoundEvent =
  /** Four cards of `month` were on the table; they went back and four new cards were turned. */
  | { readonly kind: "refill"; readonly month: number; readonly turned: readonly CardId[] }
  /** `seat` gave back its four cards of `month` and took four new ones. */
  | { readonly kind: "replace"; readonly seat: number; readonly month: number }
  /** `seat` kept a four-of-a-month hand (the month stays secret). */
  | { readonly kind: "keep"; readonly seat: number };

/** A move as it happened, for the views (everything in it is public). */
export interface PlayedMove {
  readonly seat: number;
  readonly kind: "play" | "draw" | "replace" | "keep";
  /** The card played or drawn. */
  readonly card?: CardId;
  /** Table cards it captured (empty: it stayed on the table). */
  readonly taken?: readonly CardId[];
  /** The month given back (replace). */
  readonly month?: number;
}

/** A round in play. Its pile is shared between states until a reshuffle. */
export interface SfjRound extends FishingRound {
  /** The deal as dealt (before any re-fill or replacement): the data of rngFromData. */
  readonly deal: SfjDeal;
  readonly step: Step;
  /** Replace step: the month of the four offered to `turn`. */
  readonly offerMonth: number;
  /** Replace step: months (bit m-1) whose four `turn` chose to keep. */
  readonly keptMonths: number;
  readonly refills: number;
  readonly replacements: number;
  readonly events: readonly RoundEvent[];
  readonly lastMove: PlayedMove | null;
}

export interface FinishedRound {
  readonly summary: RoundSummary;
  readonly explanation: RoundExplanation;
  /** Card points per seat. */
  readonly points: readonly number[];
}

export type SfjState = FishingState<"sfj", SfjConfig, SfjRound, FinishedRound>;

/**
 * A copy of `r` after a play or a draw. One object literal with every field in a fixed order keeps
 * round objects monomorphic (much faster than a spread on this hot path).
 */
export function afterTurnStep(
  r: SfjRound,
  hands: readonly (readonly CardId[])[],
  field: readonly CardId[],
  captured: readonly (readonly CardId[])[],
  pileTop: number,
  step: Step,
  turn: number,
  lastMove: PlayedMove,
): SfjRound {
  return {
    index: r.index,
    dealer: r.dealer,
    deal: r.deal,
    hands,
    field,
    pile: r.pile,
    pileTop,
    captured,
    step,
    turn,
    offerMonth: r.offerMonth,
    keptMonths: r.keptMonths,
    refills: r.refills,
    replacements: r.replacements,
    events: r.events,
    lastMove,
    moveCount: r.moveCount + 1,
  };
}
