// What the views of the games kept as a FishingState show alike: the cards from one seat, the last move in card
// codes, and the game so far. Each game's viewOf spreads these among its own fields.

import { CARD_CODES, cardCodes, type CardCode, type CardId } from "./cards";
import { fishingWinner, type AnyFishingState, type FishingRound } from "./fishing-state";
import type { OptionValues } from "./options";
import type { Phase, RoundExplanation, RoundSummary } from "./ruleset";

/** Where such a game's view stands: whose it is, the rules, the first dealer, the round and who acts. */
export interface FishingViewBase {
  /** The seat this view is for; null for a spectator. */
  seat: number | null;
  phase: Phase;
  options: OptionValues;
  /** The first-dealer draws, attempt by attempt (live games; null for games from records). */
  dealerDraws: { seat: number; card: CardCode }[][] | null;
  /** 1-based number of the current (or last) round; 0 before the first deal. */
  roundNumber: number;
  roundsTotal: number;
  dealer: number | null;
  /** Seats to move now (one seat while playing). */
  toAct: number[];
}

export interface SeatTable {
  /** This seat's hand (null for spectators). */
  hand: CardCode[] | null;
  handCounts: number[];
  field: CardCode[];
  pileCount: number;
}

export interface GameSoFar {
  /** Finished rounds, with their step-by-step scoring. */
  results: { summary: RoundSummary; explanation: RoundExplanation }[];
  /** Cumulative totals per seat. */
  totals: number[];
  /** The game winner once it is over (null: unfinished, or the top is shared). */
  winner: number | null;
}

/** A fishing game's view as a board is sent it (Ruleset.boardView): the finished rounds are in the game's round results. */
export type FishingBoardView<V extends GameSoFar> = Omit<V, "results">;

export function fishingBoardView<V extends GameSoFar>(view: V): FishingBoardView<V> {
  const { results: _results, ...board } = view;
  return board;
}

/** The round's cards as seat `mine` sees them (null: a spectator): its own hand, the others' counts, the field. */
export function seatTable(r: FishingRound | null, mine: number | null, players: number): SeatTable {
  return {
    hand: r && mine !== null ? cardCodes(r.hands[mine]!) : null,
    handCounts: r ? r.hands.map((h) => h.length) : new Array<number>(players).fill(0),
    field: r ? cardCodes(r.field) : [],
    pileCount: r ? r.pile.length - r.pileTop : 0,
  };
}

/** A played or turned card and what it took, as card codes (absent where the move had none). */
export function lastMoveCodes<K extends string>(last: {
  readonly seat: number;
  readonly kind: K;
  readonly card?: CardId;
  readonly taken?: readonly CardId[];
}): { seat: number; kind: K; card?: CardCode; taken?: CardCode[] } {
  return {
    seat: last.seat,
    kind: last.kind,
    ...(last.card !== undefined ? { card: CARD_CODES[last.card]! } : {}),
    ...(last.taken !== undefined ? { taken: cardCodes(last.taken) } : {}),
  };
}

/** The finished rounds with their scoring, the totals and the winner once the game is over. */
export function gameSoFar(
  state: Pick<AnyFishingState, "phase" | "totals"> & {
    readonly finished: readonly { readonly summary: RoundSummary; readonly explanation: RoundExplanation }[];
  },
): GameSoFar {
  return {
    results: state.finished.map((f) => ({ summary: f.summary, explanation: f.explanation })),
    totals: [...state.totals],
    winner: fishingWinner(state),
  };
}
