// The state of a fishing game played round by round from a dealt hand, field and pile (Koi-Koi, Season's Flowers):
// what every such game keeps of a round and of the whole game. Each game adds its own round fields (its steps, its
// calls or replacements) and its own config; never sent anywhere: a game's playerView is the only way out.

import type { CardId } from "./cards";
import type { DrawnFirstDealer } from "./first-dealer-draws";
import type { OptionValues } from "./options";
import type { RngState } from "./rng";
import type { Phase } from "./ruleset";
import { soleHighest } from "./standings";

export interface FishingRound {
  /** 0-based. */
  readonly index: number;
  readonly dealer: number;
  readonly hands: readonly (readonly CardId[])[];
  readonly field: readonly CardId[];
  /** Top first; the cards before `pileTop` are gone. */
  readonly pile: readonly CardId[];
  readonly pileTop: number;
  /** Captured cards per seat in the order taken. */
  readonly captured: readonly (readonly CardId[])[];
  /** The seat to act. */
  readonly turn: number;
  readonly moveCount: number;
}

/** What every game's config says of the match. */
export interface FishingConfig {
  readonly rounds: number;
}

export interface FishingState<
  G extends string,
  C extends FishingConfig,
  R extends FishingRound,
  F,
> extends DrawnFirstDealer {
  readonly game: G;
  readonly config: C;
  readonly options: OptionValues;
  /** Live games: the generator of the deals (never in a view). Null for games from records. */
  readonly rng: RngState | null;
  readonly finished: readonly F[];
  /** Cumulative totals per seat. */
  readonly totals: readonly number[];
  /** The round in play, or the last one once it is over. */
  readonly round: R | null;
}

/** Any fishing game's state, for the code they share. */
export type AnyFishingState = FishingState<string, FishingConfig, FishingRound, unknown>;

/** A game awaiting its first deal: no rounds, every total 0. */
export function emptyFishingState<G extends string, C extends FishingConfig, R extends FishingRound, F>(
  game: G,
  config: C,
  options: OptionValues,
  players: number,
): FishingState<G, C, R, F> {
  return {
    game,
    config,
    options,
    phase: "awaiting-deal",
    rng: null,
    dealerDraws: null,
    firstDealer: null,
    dealt: [],
    finished: [],
    totals: new Array<number>(players).fill(0),
    round: null,
  };
}

/**
 * `s` with another round in play. One object literal with every field in a fixed order: a spread here cost a share
 * of every move.
 */
export function withRound<S extends AnyFishingState>(s: S, round: NonNullable<S["round"]>): S {
  const next: AnyFishingState = {
    game: s.game,
    config: s.config,
    options: s.options,
    phase: s.phase,
    rng: s.rng,
    dealerDraws: s.dealerDraws,
    firstDealer: s.firstDealer,
    dealt: s.dealt,
    finished: s.finished,
    totals: s.totals,
    round,
  };
  return next as S;
}

/** The seat to act: the round's turn while the game is on, nobody otherwise. */
export function fishingToAct(state: {
  readonly phase: Phase;
  readonly round: { readonly turn: number } | null;
}): number[] {
  return state.phase === "playing" && state.round ? [state.round.turn] : [];
}

/** The game's sole top scorer once it is over (null while it runs, or when the top is shared). */
export function fishingWinner(state: Pick<AnyFishingState, "phase" | "totals">): number | null {
  return state.phase === "game-over" ? soleHighest(state.totals) : null;
}
