// playerView: the only way Sakura state leaves the server. A seat sees its own hand and everything
// public (field, captured piles, counts, declared hikis, bids, results); never another hand, the pile
// order or contents, the RNG state, or a hiki nobody has used. A spectator (null) sees only the public part.

import { CARD_CODES, SAKURA_VALUE, type CardCode } from "../core/cards";
import type { Phase, RoundExplanation, RoundSummary } from "../core/ruleset";
import { describeAction } from "./describe";
import { explanationAt } from "./explain";
import { drawsToJson } from "./first-dealer";
import { gameWinner, legalMovesOf } from "./match";
import { expectedDealerOf } from "./match-state";
import type { SakuraMove } from "./moves";
import type { YakuLabelStyle } from "./options";
import { GAJI, gajiWildFor } from "./gaji";
import {
  CAPTURED,
  DEAD,
  FIELD,
  IN_PLAY,
  STEP_BID,
  STEP_CHOOSE_DEALER,
  STEP_DRAW,
  STEP_GAJI_TARGET,
  STEP_OVER,
  STEP_PLAY,
  STEP_PLAY_OTHER,
  type OpeningEvent,
  type RoundState,
  type SakuraState,
} from "./state";
import { YAKU, yakuLabel, type YakuKey } from "./yaku";

export type SakuraStep = "play" | "draw" | "gaji-retarget" | "play-other" | "bid" | "choose-dealer" | "over";

export interface SakuraYakuProgress {
  key: YakuKey;
  label: string;
  /** Cards of the yaku this side has captured. */
  have: CardCode[];
  /** Whether the missing cards can still be won (none captured by another side or dead). */
  live: boolean;
}

export interface SakuraSideView {
  side: number;
  seats: number[];
  captured: CardCode[];
  /** Sum of the Sakura values of the captured cards. */
  value: number;
  /** Yaku complete on this side's pile. */
  yaku: YakuKey[];
  /** Yaku with two of three cards captured. */
  partial: SakuraYakuProgress[];
}

export interface SakuraLastMove {
  seat: number;
  move: SakuraMove;
  description: string;
  /** The card played or drawn (null for a hiki, bid or dealer choice). */
  card: CardCode | null;
  taken: CardCode[];
  wild: boolean;
  /** The Gaji hit another seat's hiki: that seat took the four cards. */
  block: { owner: number; month: number; cards: CardCode[] } | null;
}

export interface SakuraRoundView {
  /** Index of the round object in the record (cancelled deals included). */
  index: number;
  /** The counted round number (1-based). */
  number: number;
  dealer: number;
  /** Seats taking turns, from the one who played first (Oi-bana: the two finalists). */
  active: number[];
  /** Seat to act, null once the round is over. */
  turn: number | null;
  step: SakuraStep;
  /** The viewer's hand (null for spectators). */
  hand: CardCode[] | null;
  handCounts: number[];
  field: CardCode[];
  pileCount: number;
  sides: SakuraSideView[];
  /** Cards out of the round (a discarded Gaji). */
  dead: CardCode[];
  /** The Gaji: who captured it (side), its month and its paired card; or the Gaji waiting for a retarget. */
  gaji: { side: number; month: number; pair: CardCode | null } | null;
  gajiAwaitingTarget: boolean;
  /** Seats that have played or turned a plain Willow (November restriction). */
  willowPlayedBy: number[];
  /** Whether the viewer's Gaji is currently wild (null when the viewer does not hold it). */
  myGajiWild: boolean | null;
  opening: { kind: OpeningEvent["kind"]; seat?: number; cards?: CardCode[]; seats?: number[] }[];
  /** Oi-bana bids per seat (0: not yet bid) and the finalists. */
  bids: number[] | null;
  finalists: number[] | null;
  last: SakuraLastMove | null;
  /** The viewer's legal moves when it is the viewer's turn. */
  legalMoves: SakuraMove[];
  /**
   * At the viewer's own Step B when the turned card needs a choice of capture: the card being turned
   * (the draw is compulsory, so showing it first changes nothing but lets the viewer choose).
   */
  drawing: CardCode | null;
  moveCount: number;
}

export interface SakuraView {
  game: "sakura";
  seat: number | null;
  players: number;
  teams: number[][] | null;
  sideOfSeat: number[];
  direction: "clockwise" | "counterclockwise";
  yakuLabels: YakuLabelStyle;
  phase: Phase;
  roundsTotal: number;
  roundsPlayed: number;
  matchScoring: "cumulative" | "victories";
  firstDealerDraws: { seat: number; card: CardCode }[][] | null;
  expectedDealer: number | null;
  round: SakuraRoundView | null;
  summaries: RoundSummary[];
  explanations: RoundExplanation[];
  totals: number[];
  winner: number | null;
}

/** What a board is sent (Ruleset.boardView): the finished rounds are in the game's round results. */
export type SakuraBoardView = Omit<SakuraView, "summaries" | "explanations">;

export function sakuraBoardView(view: SakuraView): SakuraBoardView {
  const { summaries: _summaries, explanations: _explanations, ...board } = view;
  return board;
}

const STEP_NAMES: Record<number, SakuraStep> = {
  [STEP_PLAY]: "play",
  [STEP_DRAW]: "draw",
  [STEP_GAJI_TARGET]: "gaji-retarget",
  [STEP_PLAY_OTHER]: "play-other",
  [STEP_BID]: "bid",
  [STEP_CHOOSE_DEALER]: "choose-dealer",
  [STEP_OVER]: "over",
};

const codes = (cards: readonly number[]): CardCode[] => cards.map((c) => CARD_CODES[c]!);

function roundView(state: SakuraState, r: RoundState, seat: number | null): SakuraRoundView {
  const cfg = state.cfg;
  const loc = r.loc;
  const over = r.step === STEP_OVER;
  const result = over ? state.results.find((x) => x.index === r.info.index) : undefined;
  const handCounts = new Array<number>(cfg.players).fill(0);
  const field: number[] = [];
  const dead: number[] = [];
  let pileCount = 0;
  for (let c = 0; c < 48; c++) {
    const w = loc[c]!;
    if (w < FIELD) handCounts[w]!++;
    else if (w === FIELD) field.push(c);
    else if (w === DEAD) dead.push(c);
    else if (w < CAPTURED && w !== IN_PLAY) pileCount++;
  }
  // Once the round is scored, show the piles after the end-of-round transfers.
  const capturedBySide: number[][] = Array.from({ length: cfg.sides }, () => []);
  if (result && !result.cancelled && !result.teshi)
    result.captured.forEach((cards, s) => capturedBySide[s]!.push(...cards));
  else for (let c = 0; c < 48; c++) if (loc[c]! >= CAPTURED) capturedBySide[loc[c]! - CAPTURED]!.push(c);
  const owner = new Array<number>(48).fill(-1);
  capturedBySide.forEach((cards, s) => cards.forEach((c) => (owner[c] = s)));
  const deadNow = result ? [...result.dead] : dead;
  const isDead = new Set(deadNow);
  const sides: SakuraSideView[] = capturedBySide.map((cards, side) => {
    const have = new Set(cards);
    const yaku: YakuKey[] = [];
    const partial: SakuraYakuProgress[] = [];
    for (const y of YAKU) {
      const got = y.cards.filter((c) => have.has(c));
      if (got.length === 3) yaku.push(y.key);
      else if (got.length === 2)
        partial.push({
          key: y.key,
          label: yakuLabel(y.key, cfg.rules.yakuLabels),
          have: codes(got),
          live: y.cards.every((c) => have.has(c) || (owner[c] === -1 && !isDead.has(c))),
        });
    }
    return {
      side,
      seats: cfg.teams ? [...cfg.teams[side]!] : [side],
      captured: codes(cards),
      value: cards.reduce((a, c) => a + SAKURA_VALUE[c]!, 0),
      yaku,
      partial,
    };
  });
  const hand = seat !== null ? codes(cardsOf(loc, seat)) : null;
  const myTurn = seat !== null && !over && r.turn === seat && state.phase === "playing";
  const legal = myTurn ? [...legalMovesOf(state, seat)] : [];
  let drawing: CardCode | null = null;
  if (myTurn && r.step === STEP_DRAW && legal.some((m) => "take" in m)) drawing = CARD_CODES[r.info.pile[r.pileTop]!]!;
  const holdsGaji = seat !== null && loc[GAJI] === seat;
  const last = r.last;
  return {
    index: r.info.index,
    number: state.played + (over && result && !result.cancelled ? 0 : 1),
    dealer: r.info.dealer,
    active: [...r.info.active],
    turn: over ? null : r.turn,
    step: STEP_NAMES[r.step]!,
    hand,
    handCounts,
    field: codes(field),
    pileCount,
    sides,
    dead: codes(deadNow),
    gaji:
      r.gajiSide >= 0
        ? { side: r.gajiSide, month: r.gajiMonth, pair: r.gajiPair >= 0 ? CARD_CODES[r.gajiPair]! : null }
        : null,
    gajiAwaitingTarget: loc[GAJI] === IN_PLAY,
    willowPlayedBy: Array.from({ length: cfg.players }, (_, s) => s).filter((s) => (r.willowSeats >> s) & 1),
    myGajiWild: holdsGaji ? gajiWildFor(cfg.rules, r.willowSeats, seat) : null,
    opening: r.info.opening.map((e) =>
      e.kind === "dealer-captures"
        ? { kind: e.kind, seat: e.seat, cards: codes(e.cards) }
        : e.kind === "oibana-finalists"
          ? { kind: e.kind, seats: [...e.seats] }
          : { kind: e.kind },
    ),
    bids: r.bids ? [...r.bids] : null,
    finalists: r.info.finalists ? [...r.info.finalists] : null,
    last: last
      ? {
          seat: last.seat,
          move: last.move,
          description: describeAction(last),
          card: last.card >= 0 ? CARD_CODES[last.card]! : null,
          taken: codes(last.taken),
          wild: last.wild,
          block: last.block
            ? { owner: last.block.owner, month: last.block.month, cards: codes(last.block.cards) }
            : null,
        }
      : null,
    legalMoves: legal,
    drawing,
    moveCount: r.moveCount,
  };
}

function cardsOf(loc: readonly number[], where: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < 48; c++) if (loc[c] === where) out.push(c);
  return out;
}

export function sakuraPlayerView(state: SakuraState, seat: number | null): SakuraView {
  const cfg = state.cfg;
  const s = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < cfg.players ? seat : null;
  return {
    game: "sakura",
    seat: s,
    players: cfg.players,
    teams: cfg.teams ? cfg.teams.map((t) => [...t]) : null,
    sideOfSeat: [...cfg.sideOf],
    direction: cfg.rules.clockwise ? "clockwise" : "counterclockwise",
    yakuLabels: cfg.rules.yakuLabels,
    phase: state.phase,
    roundsTotal: cfg.rules.rounds,
    roundsPlayed: state.played,
    matchScoring: cfg.rules.victories ? "victories" : "cumulative",
    firstDealerDraws: state.dealerDraws ? drawsToJson(state.dealerDraws) : null,
    expectedDealer: expectedDealerOf(state),
    round: state.round ? roundView(state, state.round, s) : null,
    summaries: state.summaries.map((x) => ({ ...x, scores: [...x.scores], yaku: x.yaku.map((y) => [...y]) })),
    explanations: state.results.map((_, i) => explanationAt(state, i)!),
    totals: [...state.totals],
    winner: gameWinner(state),
  };
}
