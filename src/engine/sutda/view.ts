// What one seat (or a spectator, null) may see of a Sutda game. Never: another seat's card it has not
// laid face up or shown, a folded player's cards, a card the seat itself has not looked at yet, the
// set-aside cards, the generator state.

import { cardCode, type CardCode } from "../core/cards";
import type { OptionValues } from "../core/options";
import type { Phase } from "../core/ruleset";
import { betRange, type AuctionLabel } from "./auction";
import { deckCards } from "./deck";
import { auctionRules } from "./game";
import { roundResultOf, type SutdaRoundResult } from "./results";
import { evaluateHand } from "./ranking";
import type { SutdaMove, SutdaState } from "./state";

export interface SutdaSeatView {
  seat: number;
  /** Chips in front of the seat, its stake in the current hand not counted. */
  chips: number;
  /** Chips staked in the current hand (ante and bids, rematches included). */
  stake: number;
  /** This auction's total, or null outside an auction. */
  bid: number | null;
  /** Still in the game (not excluded). */
  active: boolean;
  /** Dealt into the current round object. */
  dealtIn: boolean;
  folded: boolean;
  allIn: boolean;
  /** The two cards as the viewer knows them: a code, or null for a face-down card; [] when not dealt in. */
  cards: (CardCode | null)[];
  /** The seat's hand as shown at the showdown of the current round object, or the viewer's own once both cards are seen. */
  handName: string | null;
  /** The same hand's machine key ("pair-9", "alli", "kkeut-5"): the page names it in its reader's language. */
  handKey: string | null;
}

export interface SutdaView {
  game: "sutda";
  viewer: number | null;
  phase: Phase;
  players: number;
  options: OptionValues;
  /** Index of the current (or last) round object in the record. */
  round: number;
  /** The hand being played (1-based); rematches belong to the hand they replay. */
  hand: number;
  /** The number of hands with end = rounds_N, else null. */
  handsTotal: number | null;
  dealer: number | null;
  oya: number | null;
  rematch: boolean;
  stage: AuctionLabel | "between-rounds" | "game-over";
  toAct: number[];
  pot: number;
  /** Cards set aside this round (never shown). */
  setAside: number;
  auction: { label: AuctionLabel; high: number; opened: boolean; opener: number; setter: number } | null;
  /** Bet totals the seat to act may choose (open or outbid), for the viewer when it is to act. */
  betRange: { min: number; max: number } | null;
  seats: SutdaSeatView[];
  lastMove: { seat: number; move: SutdaMove; text: string } | null;
  /** Live games: the draws for the first Oya, attempt by attempt (lowest month is Oya; ties draw again). */
  oyaDraws: { seat: number; card: CardCode }[][];
  /** Finished round objects (shared, frozen objects). */
  results: readonly Readonly<SutdaRoundResult>[];
  /** Chips per seat after the last settled hand. */
  totals: number[];
  winner: number | null;
}

/** What a board is sent (Ruleset.boardView): each finished hand without its scoring, which the game's round results carry. */
export type SutdaBoardView = Omit<SutdaView, "results"> & { results: Omit<SutdaRoundResult, "explanation">[] };

export function sutdaBoardView(view: SutdaView): SutdaBoardView {
  return { ...view, results: view.results.map(({ explanation: _explanation, ...result }) => result) };
}

export function buildView(st: SutdaState, viewer: number | null): SutdaView {
  const n = st.cfg.players;
  const r = st.round;
  const h = st.hand;
  const live = r !== null && r.stage !== "done";
  const a = live ? r.auction : null;
  const seats: SutdaSeatView[] = [];
  for (let s = 0; s < n; s++) {
    const dealtIn = live && r.participants[s] === true;
    const c = dealtIn ? r.cards[s]! : null;
    let cards: (CardCode | null)[] = [];
    let handName: string | null = null;
    let handKey: string | null = null;
    if (c && r) {
      const own = viewer === s;
      const first = own || r.firstUp[s] ? cardCode(c[0]) : null;
      const second = (own && r.seenSecond[s]) || r.shown[s] ? cardCode(c[1]) : null;
      cards = [first, second];
      if (own && r.seenSecond[s]) ({ name: handName, key: handKey } = evaluateHand(c[0], c[1], st.cfg.ranking));
    }
    const stake = h ? h.stakes[s]! : 0;
    seats.push({
      seat: s,
      chips: st.stacks[s]!,
      stake,
      bid: a ? a.bids[s]! : null,
      active: st.active[s]!,
      dealtIn,
      folded: dealtIn && !r.inHand[s],
      allIn: dealtIn && r.inHand[s]! && st.stacks[s] === 0,
      cards,
      handName,
      handKey,
    });
  }
  const toAct = a ? [a.turn] : [];
  const dealtIn = live ? r.participants.filter((x) => x).length : 0;
  const stage: SutdaView["stage"] =
    st.phase === "game-over" ? "game-over" : live ? (r.stage as AuctionLabel) : "between-rounds";
  return {
    game: "sutda",
    viewer,
    phase: st.phase,
    players: n,
    options: { ...st.setup.options },
    round: Math.max(0, st.dealt.length - 1),
    hand: st.handsPlayed + (live ? 1 : 0),
    handsTotal: st.cfg.end === "rounds_N" ? st.cfg.rounds : null,
    dealer: live ? r.dealer : st.nextDealer,
    oya: h ? h.oya : null,
    rematch: live ? r.rematch : false,
    stage,
    toAct,
    pot: h ? h.stakes.reduce((x, y) => x + y, 0) : 0,
    setAside: live ? deckCards(st.cfg.deck).length - 2 * dealtIn : 0,
    auction: a ? { label: a.label, high: a.high, opened: a.opened, opener: a.opener, setter: a.setter } : null,
    betRange:
      a && viewer === a.turn ? betRange(a, { inHand: r!.inHand, stacks: st.stacks }, auctionRules(st), a.turn) : null,
    seats,
    lastMove: st.lastMove ? { seat: st.lastMove.seat, move: { ...st.lastMove.move }, text: st.lastMove.text } : null,
    oyaDraws: st.oyaDraws.map((att) => att.map((d) => ({ seat: d.seat, card: cardCode(d.card) }))),
    results: st.details.map((d, i) => roundResultOf(d, st.summaries[i]!)),
    totals: st.active.map((_, s) => (h ? h.startStacks[s]! : st.stacks[s]!)),
    winner: st.winner,
  };
}

export type { SutdaRoundResult };
