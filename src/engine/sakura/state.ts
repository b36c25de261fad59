// The immutable Sakura game state. It never leaves the server: playerView (view.ts) is the only way out.
//
// Representation (chosen for speed, see bench/engine/sakura.ts): every card of the round has exactly
// one location in `loc` (48 small integers), so "every card accounted for" holds by construction and
// a move copies one 48-element array. The pile order lives once per round in `info.pile`.

import type { CardId } from "../core/cards";
import type { DrawnFirstDealer } from "../core/first-dealer-draws";
import type { RoundSummary } from "../core/ruleset";
import type { RngState } from "../core/rng";
import type { SakuraDeal } from "./deal";
import type { SakuraMove } from "./moves";
import type { VictoryLabel } from "./scoring";
import type { SakuraConfig } from "./setup";
import type { YakuKey } from "./yaku";

// Card locations. 0..6 are the hands of seats 0..6.
export const FIELD = 7;
export const PILE = 8;
export const DEAD = 9;
/** The Gaji between a blocked target and the retarget. */
export const IN_PLAY = 10;
/** Captured by side s: CAPTURED + s. */
export const CAPTURED = 16;

// What the seat to act must do.
/** Step A: play a hand card, declare a hiki or play the Gaji. */
export const STEP_PLAY = 0;
/** Step B: turn the top card of the pile. */
export const STEP_DRAW = 1;
/** After a blocked Gaji: pick another target or leave the Gaji on the field. */
export const STEP_GAJI_TARGET = 2;
/** After a blocked Gaji under `blocked_gaji = return_to_hand`: Step A again without the Gaji. */
export const STEP_PLAY_OTHER = 3;
/** Oi-bana: the one bidding pass. */
export const STEP_BID = 4;
/** `team_next_dealer = team_chooses`: the winning team names the next dealer. */
export const STEP_CHOOSE_DEALER = 5;
export const STEP_OVER = 6;

/** Something automatic that happened before the first turn (public). */
export type OpeningEvent =
  | { readonly kind: "dealer-captures"; readonly seat: number; readonly cards: readonly CardId[] }
  | { readonly kind: "gaji-discarded" }
  | { readonly kind: "oibana-finalists"; readonly seats: readonly [number, number] };

export interface RoundInfo {
  /** Index of this round object in the record. */
  readonly index: number;
  readonly dealer: number;
  /** Draw pile, top first (after the Oi-bana reshuffle once the finalists are known). */
  readonly pile: readonly CardId[];
  /** Seats taking turns in this round, in turn order from the first to play. */
  readonly active: readonly number[];
  /** The next seat to take a turn after each active seat (-1 for inactive seats). */
  readonly next: readonly number[];
  /** Who plays first: the dealer, or in Oi-bana the finalist earliest in turn order from the dealer. */
  readonly leader: number;
  /** The deal as dealt (the data of the Oi-bana reshuffle). */
  readonly deal: SakuraDeal;
  readonly finalists: readonly [number, number] | null;
  readonly opening: readonly OpeningEvent[];
}

/** A move as it happened, for the views and move lists (everything in it is public). */
export interface LastAction {
  readonly seat: number;
  readonly move: SakuraMove;
  /** The card played or drawn, -1 for a hiki, bid or dealer choice. */
  readonly card: CardId;
  /** Cards captured with it (for a hiki: the four). */
  readonly taken: readonly CardId[];
  /** The Gaji was played as a wild card. */
  readonly wild: boolean;
  /** A Gaji target protected by another seat's hiki: that seat took the four cards of `month`. */
  readonly block: { readonly owner: number; readonly month: number; readonly cards: readonly CardId[] } | null;
}

export interface RoundState {
  readonly info: RoundInfo;
  /** Location of each card (see the constants above). */
  readonly loc: readonly number[];
  /** Hand sizes packed 4 bits per seat (seat s at bits 4s..4s+3), kept in step with `loc`. */
  readonly hands: number;
  /** Index in info.pile of the next card to turn. */
  readonly pileTop: number;
  readonly turn: number;
  readonly step: number;
  /** The side that captured the Gaji (-1 none), the Gaji month and the card paired with it. */
  readonly gajiSide: number;
  readonly gajiMonth: number;
  readonly gajiPair: CardId;
  /** In STEP_GAJI_TARGET: the Gaji came from the pile (its turn ends after the retarget). */
  readonly gajiFromDraw: boolean;
  /** Seats (bit s) that played or turned M11-0..2 this round. */
  readonly willowSeats: number;
  /** Oi-bana bids per seat (0: not yet), else null. */
  readonly bids: readonly number[] | null;
  readonly last: LastAction | null;
  readonly moveCount: number;
}

export interface TeshiWin {
  readonly seat: number;
  readonly kind: "teshi" | "kuttsuki";
  readonly cards: readonly CardId[];
}

/**
 * Why a deal was cancelled: four pairs on the field, or the four cards of `month`; "redeal" when not known (a bot's
 * guess at a past round). A code, so that each language says it (the app's Explain catalog).
 */
export type CancelReason =
  { readonly why: "pairs" } | { readonly why: "four"; readonly month: number } | { readonly why: "redeal" };

/** A finished round object (played, won by Teshi/Kuttsuki, or cancelled). */
export interface RoundResult {
  readonly index: number;
  readonly dealer: number;
  readonly cancelled: boolean;
  /** Why a deal was cancelled. */
  readonly cancelReason: CancelReason | null;
  readonly teshi: TeshiWin | null;
  /** Seats per side that took part (Oi-bana: the finalists). */
  readonly participants: readonly number[];
  /** Captured cards per side after the end-of-round transfers. */
  readonly captured: readonly (readonly CardId[])[];
  /** Field cards given to the Gaji user at the end. */
  readonly transferred: readonly CardId[];
  /** Field cards nobody scores, and cards never drawn. */
  readonly dead: readonly CardId[];
  readonly undrawn: readonly CardId[];
  readonly gajiSide: number;
  readonly gajiMonth: number;
  readonly values: readonly number[];
  readonly yaku: readonly (readonly YakuKey[])[];
  /** RoundScore per side, 6/0 for Teshi. */
  readonly points: readonly number[];
  readonly winner: number | null;
  readonly nextDealer: number;
  readonly victories: number;
  readonly victoryLabel: VictoryLabel;
  /** Oi-bana: bids per seat, the stake and the multiplier. */
  readonly bids: readonly number[] | null;
  readonly payment: number;
  readonly summary: RoundSummary;
}

export interface SakuraState extends DrawnFirstDealer {
  readonly game: "sakura";
  readonly cfg: SakuraConfig;
  /** Live games: the generator of the deals. Null for games from records. Never in a view. */
  readonly rng: RngState | null;
  readonly results: readonly RoundResult[];
  readonly summaries: readonly RoundSummary[];
  readonly totals: readonly number[];
  /** Rounds that count (not cancelled) finished so far. */
  readonly played: number;
  /** Per team, the seat that dealt for it last (-1 never): `rotate_within_team`. */
  readonly lastDealerOfTeam: readonly number[];
  /** The round in play, or the last one once it is over. */
  readonly round: RoundState | null;
}

/** A mutable copy of a round for building the next state inside one engine call. */
export type RoundDraft = { -readonly [K in keyof RoundState]: RoundState[K] } & { loc: number[] };

export function draftOf(r: RoundState): RoundDraft {
  return {
    info: r.info,
    loc: r.loc.slice(),
    hands: r.hands,
    pileTop: r.pileTop,
    turn: r.turn,
    step: r.step,
    gajiSide: r.gajiSide,
    gajiMonth: r.gajiMonth,
    gajiPair: r.gajiPair,
    gajiFromDraw: r.gajiFromDraw,
    willowSeats: r.willowSeats,
    bids: r.bids,
    last: r.last,
    moveCount: r.moveCount,
  };
}

/** Cards at a location, ascending. */
export function cardsAt(loc: readonly number[], where: number): CardId[] {
  const out: CardId[] = [];
  for (let c = 0; c < 48; c++) if (loc[c] === where) out.push(c);
  return out;
}

export function countAt(loc: readonly number[], where: number): number {
  let n = 0;
  for (let c = 0; c < 48; c++) if (loc[c] === where) n++;
  return n;
}

/** The packed hand sizes of a location array (see RoundState.hands). */
export function packHands(loc: readonly number[]): number {
  let h = 0;
  for (let c = 0; c < 48; c++) if (loc[c]! < FIELD) h += 1 << (loc[c]! << 2);
  return h;
}

export function handSize(hands: number, seat: number): number {
  return (hands >>> (seat << 2)) & 15;
}

/** Moves a card in a draft, keeping the packed hand sizes right. */
export function moveCard(x: RoundDraft, card: number, where: number): void {
  const from = x.loc[card]!;
  if (from < FIELD) x.hands -= 1 << (from << 2);
  if (where < FIELD) x.hands += 1 << (where << 2);
  x.loc[card] = where;
}

/** Bit i set when card (month-1)*4+i is at `where`. */
export function monthMask(loc: readonly number[], month: number, where: number): number {
  const b = (month - 1) << 2;
  return (
    (loc[b] === where ? 1 : 0) |
    (loc[b + 1] === where ? 2 : 0) |
    (loc[b + 2] === where ? 4 : 0) |
    (loc[b + 3] === where ? 8 : 0)
  );
}

export const POPCOUNT4 = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4] as const;

/** A packed array of `n` copies of `v` (new Array(n).fill(v) would be holey: slower element access). */
export function filled(n: number, v: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(v);
  return a;
}
