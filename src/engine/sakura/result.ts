// The end of a round: transfers to the Gaji user and dead cards, yaku on each side's
// pile, RoundScores, the winner and next dealer, victories / Basa-Chu and the
// Oi-bana payment. Also the results of Teshi wins and cancelled deals.

import { monthOf, SAKURA_VALUE, type CardId } from "../core/cards";
import type { RoundSummary } from "../core/ruleset";
import { NEXT_DEALER_TEAM_CHOOSES } from "./options";
import {
  oibanaStake,
  roundScores,
  roundWinner,
  sidesFromDealer,
  teamNextDealer,
  victoryAward,
  type VictoryLabel,
} from "./scoring";
import type { SakuraConfig } from "./setup";
import {
  CAPTURED,
  DEAD,
  FIELD,
  filled,
  PILE,
  type CancelReason,
  type RoundResult,
  type RoundState,
  type TeshiWin,
} from "./state";
import { yakuOf, type YakuKey } from "./yaku";

function zeros(n: number): number[] {
  return filled(n, 0);
}

function emptyLists<T>(n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < n; i++) out.push([]);
  return out;
}

/** The sides of the round's playing seats, in turn order from the dealer. */
function sideOrder(cfg: SakuraConfig, r: RoundState): number[] {
  return sidesFromDealer(r.info.dealer, r.info.active, cfg.sideOf);
}

interface Settled {
  winner: number;
  nextDealer: number;
  victories: number;
  victoryLabel: VictoryLabel;
  payment: number;
  scores: number[];
}

/** Who won, who deals next, what it is worth (victories or the Oi-bana payment). */
function settle(
  cfg: SakuraConfig,
  r: RoundState,
  points: readonly number[],
  anyYaku: boolean,
  lastDealerOfTeam: readonly number[],
  chosenDealer: number | null,
  teshiSeat: number | null,
): Settled {
  const rules = cfg.rules;
  const order = sideOrder(cfg, r);
  const winner = roundWinner(points, order);
  // Margin against the runner-up among the sides that played.
  const played = order.map((s) => points[s]!);
  const award = victoryAward(played, order.indexOf(winner), anyYaku, rules.basaChu);
  let nextDealer: number;
  if (teshiSeat !== null) nextDealer = teshiSeat;
  else if (!cfg.teams) nextDealer = winner;
  else if (chosenDealer !== null) nextDealer = chosenDealer;
  else {
    const rule = rules.teamNextDealer === NEXT_DEALER_TEAM_CHOOSES ? 0 : rules.teamNextDealer;
    nextDealer = teamNextDealer(rule, r.info.dealer, cfg.teams[winner]!, lastDealerOfTeam[winner] ?? -1, cfg.players);
  }
  let payment = 0;
  let scores = points.slice();
  if (rules.oibana && r.bids && r.info.finalists) {
    const loser = r.info.finalists[0] === winner ? r.info.finalists[1] : r.info.finalists[0];
    payment = oibanaStake(r.bids[winner]!, r.bids[loser]!, rules.oibanaStake) * award.victories;
    scores = zeros(cfg.players);
    scores[winner] = payment;
    scores[loser] = -payment;
  }
  return { winner, nextDealer, victories: award.victories, victoryLabel: award.label, payment, scores };
}

/** Summaries are shared by every reader of the state (replay output, views): frozen, arrays included. */
function summaryOf(
  scores: number[],
  yaku: readonly (readonly YakuKey[])[],
  winner: number | null,
  nextDealer: number,
  cancelled: boolean,
): RoundSummary {
  const s: RoundSummary = {
    scores: Object.freeze(scores.slice()) as number[],
    yaku: Object.freeze(yaku.map((y) => Object.freeze([...y]) as string[])) as string[][],
    winner,
    nextDealer,
  };
  if (cancelled) s.cancelled = true;
  return Object.freeze(s);
}

/** The closing fields of a round's result (winner to summary), settled. */
function settledFields(r: RoundState, st: Settled, yaku: readonly (readonly YakuKey[])[]) {
  return {
    winner: st.winner,
    nextDealer: st.nextDealer,
    victories: st.victories,
    victoryLabel: st.victoryLabel,
    bids: r.bids,
    payment: st.payment,
    summary: summaryOf(st.scores, yaku, st.winner, st.nextDealer, false),
  };
}

/** The capture fields of a round that ended before any play (teshi, or thrown in). */
function nothingCaptured(cfg: SakuraConfig) {
  return {
    captured: emptyLists<CardId>(cfg.sides),
    transferred: [],
    dead: [],
    undrawn: [],
    gajiSide: -1,
    gajiMonth: 0,
    values: zeros(cfg.sides),
  };
}

/** The result of a round played to its end. `chosenDealer`: the team_chooses choice, if made. */
export function playedRoundResult(
  cfg: SakuraConfig,
  r: RoundState,
  lastDealerOfTeam: readonly number[],
  chosenDealer: number | null,
): RoundResult {
  const rules = cfg.rules;
  const loc = r.loc.slice();
  const transferred: CardId[] = [];
  const dead: CardId[] = [];
  const undrawn: CardId[] = [];
  if (r.gajiSide >= 0) {
    for (let c = 0; c < 48; c++) {
      if (loc[c] === FIELD && (rules.leftoverAll || monthOf(c) === r.gajiMonth)) {
        loc[c] = CAPTURED + r.gajiSide;
        transferred.push(c);
      }
    }
  }
  for (let c = 0; c < 48; c++) {
    if (loc[c] === FIELD || loc[c] === DEAD) {
      loc[c] = DEAD;
      dead.push(c);
    } else if (loc[c] === PILE) undrawn.push(c);
  }
  const captured: CardId[][] = emptyLists(cfg.sides);
  const values = zeros(cfg.sides);
  for (let c = 0; c < 48; c++) {
    const w = loc[c]!;
    if (w >= CAPTURED) {
      captured[w - CAPTURED]!.push(c);
      values[w - CAPTURED] = values[w - CAPTURED]! + SAKURA_VALUE[c]!;
    }
  }
  const yaku: YakuKey[][] = [];
  for (let side = 0; side < cfg.sides; side++) {
    const where = CAPTURED + side;
    yaku.push(yakuOf((x) => loc[x] === where));
  }
  const order = sideOrder(cfg, r);
  const points = zeros(cfg.sides);
  const computed = roundScores(
    order.map((s) => values[s]!),
    order.map((s) => yaku[s]!.length),
    rules.yakuEffect,
  );
  order.forEach((s, i) => (points[s] = computed[i]!));
  const anyYaku = yaku.some((y) => y.length > 0);
  const st = settle(cfg, r, points, anyYaku, lastDealerOfTeam, chosenDealer, null);
  return {
    index: r.info.index,
    dealer: r.info.dealer,
    cancelled: false,
    cancelReason: null,
    teshi: null,
    participants: r.info.active,
    captured,
    transferred,
    dead,
    undrawn,
    gajiSide: r.gajiSide,
    gajiMonth: r.gajiSide >= 0 ? r.gajiMonth : 0,
    values,
    yaku,
    points,
    ...settledFields(r, st, yaku),
  };
}

export const TESHI_POINTS = 6;

/** Teshi / Kuttsuki: the side scores 6, every other side 0, no yaku; the seat deals next. */
export function teshiRoundResult(cfg: SakuraConfig, r: RoundState, win: TeshiWin): RoundResult {
  const points = zeros(cfg.sides);
  points[cfg.sideOf[win.seat]!] = TESHI_POINTS;
  const yaku: YakuKey[][] = emptyLists(cfg.sides);
  const st = settle(cfg, r, points, false, [], null, win.seat);
  return {
    index: r.info.index,
    dealer: r.info.dealer,
    cancelled: false,
    cancelReason: null,
    teshi: win,
    participants: r.info.active,
    ...nothingCaptured(cfg),
    yaku,
    points,
    ...settledFields(r, st, yaku),
  };
}

/** A thrown-in deal: scores all 0, no winner, the same dealer deals again. */
export function cancelledRoundResult(cfg: SakuraConfig, r: RoundState, reason: CancelReason): RoundResult {
  const sides = cfg.rules.oibana ? cfg.players : cfg.sides;
  const yaku: YakuKey[][] = emptyLists(sides);
  return {
    index: r.info.index,
    dealer: r.info.dealer,
    cancelled: true,
    cancelReason: reason,
    teshi: null,
    participants: r.info.active,
    ...nothingCaptured(cfg),
    yaku,
    points: zeros(cfg.sides),
    winner: null,
    nextDealer: r.info.dealer,
    victories: 0,
    victoryLabel: null,
    bids: r.bids,
    payment: 0,
    summary: summaryOf(zeros(sides), yaku, null, r.info.dealer, true),
  };
}
