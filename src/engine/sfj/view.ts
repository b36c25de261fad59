// playerView: the only way SFJ state leaves the server. It holds the seat's own hand, public cards
// (table, captured piles, the card being turned in a draw step), counts, and results; never other
// hands, the pile, or any generator state.

import { CARD_CODES, cardCodes, type CardCode } from "../core/cards";
import { fishingToAct, fishingWinner } from "../core/fishing-state";
import {
  gameSoFar,
  lastMoveCodes,
  seatTable,
  type FishingViewBase,
  type FishingBoardView,
  type GameSoFar,
  type SeatTable,
} from "../core/fishing-view";
import { drawsToJson } from "./firstDealer";
import { cardPoints } from "./scoring";
import { rolesOf, type RoleKey } from "./roles";
import { STEP_DRAW, STEP_PLAY, STEP_REPLACE, type SfjState } from "./state";

export type SfjViewEvent =
  /** The table held the four cards of `month`; they went back into the deck and four were turned (the table shows them). */
  { kind: "refill"; month: number } | { kind: "replace"; seat: number; month: number } | { kind: "keep"; seat: number };

export interface SfjViewLastMove {
  seat: number;
  kind: "play" | "draw" | "replace" | "keep";
  /** The card played or turned. */
  card?: CardCode;
  /** What it captured from the table (empty: it stayed on the table). */
  taken?: CardCode[];
  /** Replace: the month given back. */
  month?: number;
}

export interface SfjView extends FishingViewBase, SeatTable, GameSoFar {
  game: "sfj";
  players: number;
  /** What the seat to act does: decide about a four, play a hand card, or draw. */
  step: "replace" | "play" | "draw" | null;
  /** The replace step, for the holder only: the month of the four offered. */
  replaceOffer: { month: number } | null;
  /** In a draw step the top pile card is turned face up: drawing is compulsory and nobody decides anything in between. */
  turnedCard: CardCode | null;
  captured: CardCode[][];
  /** Card points captured so far per seat. */
  points: number[];
  /** Roles completed so far per seat (docs/record-format.md keys). */
  roles: RoleKey[][];
  breakeven: number;
  /** Re-fills, replacements and kept fours of the round so far. */
  events: SfjViewEvent[];
  lastMove: SfjViewLastMove | null;
}

/** What a board is sent (Ruleset.boardView). */
export type SfjBoardView = FishingBoardView<SfjView>;

export const gameWinner = fishingWinner;
export const toActOf = fishingToAct;

export function viewOf(state: SfjState, seat: number | null): SfjView {
  const n = state.config.players;
  const r = state.round;
  const mine = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < n ? seat : null;
  const playing = state.phase === "playing" && r !== null;
  const step = playing ? (r.step === STEP_REPLACE ? "replace" : r.step === STEP_PLAY ? "play" : "draw") : null;
  const last = r?.lastMove ?? null;
  return {
    game: "sfj",
    players: n,
    seat: mine,
    phase: state.phase,
    options: { ...state.options },
    dealerDraws: state.dealerDraws ? drawsToJson(state.dealerDraws) : null,
    roundNumber: r ? r.index + 1 : 0,
    roundsTotal: state.config.rounds,
    dealer: r ? r.dealer : null,
    toAct: toActOf(state),
    step,
    replaceOffer: playing && r.step === STEP_REPLACE && mine === r.turn ? { month: r.offerMonth } : null,
    ...seatTable(r, mine, n),
    turnedCard: playing && r.step === STEP_DRAW ? CARD_CODES[r.pile[r.pileTop]!]! : null,
    captured: r ? r.captured.map(cardCodes) : Array.from({ length: n }, () => []),
    points: r ? r.captured.map((c) => cardPoints(state.config, c)) : new Array<number>(n).fill(0),
    roles: r ? r.captured.map((c) => rolesOf(state.config, c)) : Array.from({ length: n }, () => []),
    breakeven: state.config.breakeven,
    events: r
      ? r.events.map((e): SfjViewEvent => (e.kind === "refill" ? { kind: "refill", month: e.month } : { ...e }))
      : [],
    lastMove: last ? { ...lastMoveCodes(last), ...(last.month !== undefined ? { month: last.month } : {}) } : null,
    ...gameSoFar(state),
  };
}
