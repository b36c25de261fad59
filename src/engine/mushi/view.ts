// What a seat (or a spectator) may see of a Mushi game: the only way state leaves the server.
// Never: the other hand, the stock's order or contents (only its count and the card turned face
// up for the current draw), the RNG state.

import { cardCode, type CardCode, type CardId } from "../core/cards";
import type { Phase, RoundExplanation, RoundSummary } from "../core/ruleset";
import { parOf, pointsOf } from "./deck";
import { roundLegalMoves } from "./legal";
import { lotsToJson, type LotDrawsJson } from "./lots";
import type { MushiMove } from "./moves";
import type { MisdealWhy } from "./misdeal";
import { canDeclareFour } from "./round";
import { explainResult } from "./scoring";
import type { MushiOptions } from "./options";
import type { MushiState, RoundNote, RoundResult, RoundState } from "./state";
import { activeYaku } from "./yaku";

export interface MushiYakuProgress {
  key: string;
  label: string;
  value: number;
  /** Every card of the combination. */
  cards: CardCode[];
  /** The ones this seat has captured. */
  have: CardCode[];
  complete: boolean;
  /** The opponent holds one of its cards: this seat can no longer make it. */
  blocked: boolean;
}

export interface MushiRoundView {
  /** Index of this round object in the record (thrown-in deals included). */
  index: number;
  /** The elder (dealer, Oya) of the round; the younger is the other seat. */
  elder: number;
  /** Whose turn it is, or null once the round is over. */
  turn: number | null;
  /** "play": a card from the hand; "draw": the turned-up stock card must be played. */
  step: "play" | "draw" | null;
  /** The viewer's own hand (empty for a spectator). */
  hand: CardCode[];
  handCounts: number[];
  table: CardCode[];
  /** The top stock card, turned face up after the hand play and waiting for the draw move. */
  turned: CardCode | null;
  /** Face-down stock cards (the turned card not included). */
  stockCount: number;
  captured: CardCode[][];
  capturedPoints: number[];
  yaku: MushiYakuProgress[][];
  /** The seat that took or used the Lightning and the Lightning month (null: none yet / none). */
  lightning: { user: number | null; month: number | null };
  /** The seat that captured two plain Willows together (it will receive the leftover Willow). */
  willowPairOwner: number | null;
  /** The three Willows dealt to the table wait for whoever takes the Lightning (elder_captures). */
  willowTrioPending: boolean;
  /** The viewer may declare a four of a month now (cancels the deal). */
  canDeclareFour: boolean;
  /** The viewer's legal moves (empty when it is not the viewer's turn). */
  legalMoves: MushiMove[];
  lastMove: { seat: number; text: string; card: CardCode | null; taken: CardCode[] } | null;
  /** Rules applied without a move so far (opening captures, end-of-round transfers): note-phrase.ts words them. */
  notes: MushiViewNote[];
  over: boolean;
}

/** A rule applied without a move, as the round keeps it, without its English words. */
export interface MushiViewNote {
  kind: RoundNote["kind"];
  seat: number | null;
  cards: CardCode[];
  why?: MisdealWhy;
}

export interface MushiView {
  game: "mushi";
  viewer: number | null;
  phase: Phase;
  options: {
    deck: 40 | 48;
    par: number;
    rounds: 12 | 6 | "target";
    target: number | null;
    lastLightning: string;
    tableMisdeal: string;
    tableFourPairs: string;
    handFourOfAKind: string;
    fiveBrights: boolean;
  };
  /** Counted rounds finished, and the game length (null with a target score). */
  roundsPlayed: number;
  roundsTotal: number | null;
  totals: number[];
  winner: number | null;
  toAct: number[];
  /** The current round, or the last one once the game is over; null before the first deal. */
  round: MushiRoundView | null;
  /** Finished round objects (public): summaries, scoring explanations, and the first elder's lot. */
  history: {
    summaries: RoundSummary[];
    explanations: RoundExplanation[];
    lots: LotDrawsJson | null;
  };
}

/** What a board is sent (Ruleset.boardView): of the history, the lots; the finished rounds are in the game's round results. */
export type MushiBoardView = Omit<MushiView, "history"> & { history: Pick<MushiView["history"], "lots"> };

export function mushiBoardView(view: MushiView): MushiBoardView {
  return { ...view, history: { lots: view.history.lots } };
}

const codes = (cards: readonly CardId[]) => cards.map(cardCode);

// Finished rounds never change: their explanations are built once per result object.
const explained = new WeakMap<RoundResult, RoundExplanation>();
function explanationOf(r: RoundResult, opts: MushiOptions): RoundExplanation {
  let e = explained.get(r);
  if (!e) {
    e = explainResult(r, opts);
    explained.set(r, e);
  }
  return e;
}

/**
 * Bots' determinization (determinize.ts): a finished round rebuilt from a player view is a stand-in
 * that shows exactly the explanation the view had. Registers it for the views; no effect on play.
 */
export function rememberExplanation(r: RoundResult, explanation: RoundExplanation): void {
  explained.set(r, explanation);
}

function roundView(state: MushiState, r: RoundState, viewer: number | null): MushiRoundView {
  const opts = state.opts;
  const live = !r.over;
  const yaku = [0, 1].map((s) => {
    const mine = new Set(r.piles[s]);
    const theirs = new Set(r.piles[1 - s]);
    return activeYaku(opts).map((y) => {
      const have = y.cards.filter((c) => mine.has(c));
      return {
        key: y.key,
        label: y.label,
        value: y.value,
        cards: codes(y.cards),
        have: codes(have),
        complete: have.length === y.cards.length,
        blocked: y.cards.some((c) => theirs.has(c)),
      };
    });
  });
  const turned = live && r.step === "draw" ? r.stock[r.next]! : null;
  return {
    index: r.index,
    elder: r.dealer,
    turn: live ? r.turn : null,
    step: live ? r.step : null,
    hand: viewer === null ? [] : codes(r.hands[viewer]!),
    handCounts: [r.hands[0].length, r.hands[1].length],
    table: codes(r.table),
    turned: turned === null ? null : cardCode(turned),
    stockCount: r.stock.length - r.next - (turned === null ? 0 : 1),
    captured: [codes(r.piles[0]), codes(r.piles[1])],
    capturedPoints: [pointsOf(r.piles[0]), pointsOf(r.piles[1])],
    yaku,
    lightning: { user: r.lightningUser, month: r.lightningMonth },
    willowPairOwner: r.willowPairOwner,
    willowTrioPending: r.willowTrioPending,
    canDeclareFour: viewer !== null && canDeclareFour(r, viewer, opts),
    legalMoves: viewer === null ? [] : roundLegalMoves(r, viewer, opts),
    lastMove: r.lastMove
      ? {
          seat: r.lastMove.seat,
          text: r.lastMove.text,
          card: r.lastMove.card === null ? null : cardCode(r.lastMove.card),
          taken: codes(r.lastMove.taken),
        }
      : null,
    notes: r.notes.map(({ kind, seat, cards, why }) => ({ kind, seat, cards: codes(cards), ...(why ? { why } : {}) })),
    over: r.over,
  };
}

export function playerView(state: MushiState, seat: number | null): MushiView {
  const o = state.opts;
  // Anything that is not seat 0 or 1 (a bad number, undefined) is a spectator, never a throw.
  const viewer = seat === 0 || seat === 1 ? seat : null;
  return {
    game: "mushi",
    viewer,
    phase: state.phase,
    options: {
      deck: o.deck,
      par: parOf(o.deck),
      rounds: o.rounds,
      target: o.rounds === "target" ? o.target : null,
      lastLightning: o.lastLightning,
      tableMisdeal: o.tableMisdeal,
      tableFourPairs: o.tableFourPairs,
      handFourOfAKind: o.handFour,
      fiveBrights: o.fiveBrights,
    },
    roundsPlayed: state.counted,
    roundsTotal: o.rounds === "target" ? null : o.rounds,
    totals: [state.totals[0], state.totals[1]],
    winner: state.winner,
    toAct: state.phase === "playing" && state.round && !state.round.over ? [state.round.turn] : [],
    round: state.round ? roundView(state, state.round, viewer) : null,
    history: {
      summaries: state.results.map((r) => r.summary),
      explanations: state.results.map((r) => explanationOf(r, o)),
      lots: state.lots ? lotsToJson(state.lots) : null,
    },
  };
}
