// playerView: the only way Koi-Koi state leaves the server. It holds the seat's own hand, public cards (the field,
// both score piles, the pile card being turned in a draw step), counts, yaku and results; never the other hand,
// the pile, or any generator state.

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
import { drawsToJson } from "./first-dealer";
import { monthOfRound, type KoikoiState, type Step } from "./state";
import { yakuOf, type Yaku } from "./yaku";

export interface KoikoiViewLastMove {
  seat: number;
  kind: "play" | "draw" | "koikoi" | "stop";
  card?: CardCode;
  taken?: CardCode[];
}

export interface KoikoiView extends FishingViewBase, SeatTable, GameSoFar {
  game: "koikoi";
  players: 2;
  /** The round's month (1..12), for Tsukifuda. */
  month: number | null;
  step: Step | null;
  /** In a draw step the top pile card is turned face up: drawing is compulsory. */
  turnedCard: CardCode | null;
  /** Score piles per seat (public). */
  captured: CardCode[][];
  /** The yaku each score pile holds now (public: the piles are). */
  yaku: Yaku[][];
  /** Koi-koi calls per seat this round. */
  calls: number[];
  /** The field as dealt this round (public from the deal on): it multiplies a stop's score under the field-brights rule. */
  dealtField: CardCode[];
  /** At the decision: the yaku the deciding seat has made, or made bigger, since its last call (or the round's start). */
  newYaku: Yaku[];
  lastMove: KoikoiViewLastMove | null;
}

/** What a board is sent (Ruleset.boardView). */
export type KoikoiBoardView = FishingBoardView<KoikoiView>;

export const gameWinner = fishingWinner;
export const toActOf = fishingToAct;

/** The yaku of `offered` not held at the last call with as many points. */
function newSinceCall(offered: readonly Yaku[], atCall: readonly Yaku[]): Yaku[] {
  return offered.filter((y) => !atCall.some((c) => c.key === y.key && c.points >= y.points));
}

export function viewOf(state: KoikoiState, seat: number | null): KoikoiView {
  const r = state.round;
  const mine = seat === 0 || seat === 1 ? seat : null;
  const playing = state.phase === "playing" && r !== null;
  const last = r?.lastMove ?? null;
  const month = r ? monthOfRound(r.index) : null;
  return {
    game: "koikoi",
    players: 2,
    seat: mine,
    phase: state.phase,
    options: { ...state.options },
    dealerDraws: state.dealerDraws ? drawsToJson(state.dealerDraws) : null,
    roundNumber: r ? r.index + 1 : 0,
    roundsTotal: state.config.rounds,
    month,
    dealer: r ? r.dealer : null,
    toAct: toActOf(state),
    step: playing ? r.step : null,
    ...seatTable(r, mine, 2),
    turnedCard: playing && r.step === "draw" ? CARD_CODES[r.pile[r.pileTop]!]! : null,
    captured: r ? r.captured.map(cardCodes) : [[], []],
    yaku: r ? r.captured.map((c) => yakuOf(state.config, c, { field: r.field, month: month! })) : [[], []],
    calls: r ? [...r.calls] : [0, 0],
    dealtField: r ? cardCodes(r.deal.field) : [],
    newYaku: playing && r.step === "decide" ? newSinceCall(r.offered, r.atLastCall[r.turn]!) : [],
    lastMove: last ? lastMoveCodes(last) : null,
    ...gameSoFar(state),
  };
}
