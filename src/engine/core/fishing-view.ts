// What the views of the games kept as a FishingState show alike: the cards from one seat, the last move in card
// codes, and the game so far. Each game's viewOf spreads these among its own fields.

import { CARD_CODES, cardCodes, type CardCode, type CardId } from "./cards";
import { fishingWinner, type AnyFishingState, type FishingRound } from "./fishing-state";
import type { RoundExplanation, RoundSummary } from "./ruleset";

/** The round's cards as seat `mine` sees them (null: a spectator): its own hand, the others' counts, the field. */
export function seatTable(r: FishingRound | null, mine: number | null, players: number) {
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
  state: AnyFishingState & {
    readonly finished: readonly { readonly summary: RoundSummary; readonly explanation: RoundExplanation }[];
  },
) {
  return {
    results: state.finished.map((f) => ({ summary: f.summary, explanation: f.explanation })),
    totals: [...state.totals],
    winner: fishingWinner(state),
  };
}
