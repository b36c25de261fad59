// The match: rounds one after another, thrown-in deals, totals, the next elder (the higher scorer,
// a tie keeps the elder), and the game length (12 or 6 counted rounds, or a target score).

import type { DealtRound, MatchSetup, RoundSummary } from "../core/ruleset";
import { Rng, type RngState } from "../core/rng";
import { dealFromRng, dealToJson, type MushiDeal } from "./deal";
import { mushiOptions } from "./options";
import { openRound } from "./round";
import { roundWinner, scoreRound } from "./scoring";
import type { LotDraws, MushiState, Pair, RoundNote, RoundResult, RoundState } from "./state";

export function initialState(setup: MatchSetup, rng: RngState | null, lots: LotDraws | null): MushiState {
  return {
    setup,
    opts: mushiOptions(setup.options),
    rng,
    lots,
    phase: "awaiting-deal",
    dealt: [],
    results: [],
    totals: [0, 0],
    counted: 0,
    nextElder: lots ? lots.elder : null,
    round: null,
    winner: null,
  };
}

function cancelledResult(index: number, dealer: number, reason: string, notes: readonly RoundNote[]): RoundResult {
  const summary: RoundSummary = { scores: [0, 0], yaku: [[], []], winner: null, nextDealer: dealer, cancelled: true };
  return { index, dealer, summary, piles: [[], []], points: [0, 0], yaku: [[], []], notes, cancelReason: reason };
}

/**
 * Starts a round object from a deal (dealer already validated). A thrown-in deal is finished at
 * once; in a live game the next deal follows at once, so a live game is always "playing" until over.
 */
export function startDealtRound(state: MushiState, dealer: number, deal: MushiDeal): MushiState {
  let s = state;
  let d = deal;
  for (;;) {
    const index = s.dealt.length;
    const dealt: DealtRound = { dealer, deal: dealToJson(d) };
    const opened = openRound(d, dealer, index, s.opts);
    s = { ...s, dealt: [...s.dealt, dealt] };
    if (opened.kind === "playing") return { ...s, phase: "playing", round: opened.round };
    s = {
      ...s,
      round: null,
      results: [...s.results, cancelledResult(index, dealer, opened.reason, opened.notes)],
      nextElder: dealer,
      phase: "awaiting-deal",
    };
    if (s.rng === null) return s;
    const next = dealLive(s, dealer);
    s = next.state;
    d = next.deal;
  }
}

function dealLive(state: MushiState, dealer: number): { state: MushiState; deal: MushiDeal } {
  const rng = Rng.from(state.rng!);
  const deal = dealFromRng(rng, state.opts.deck, dealer);
  return { state: { ...state, rng: rng.state() }, deal };
}

/** After a round object ends (or before the first): game over, the next live deal, or waiting for a record's deal. */
export function continueMatch(state: MushiState): MushiState {
  if (state.phase === "game-over") return state;
  if (state.rng === null) return { ...state, phase: "awaiting-deal" };
  const dealer = state.nextElder!;
  const next = dealLive(state, dealer);
  return startDealtRound(next.state, dealer, next.deal);
}

/** A declared four of a month: the deal is cancelled and the same elder deals again. */
export function finishDeclaredRound(state: MushiState, round: RoundState, month: number): MushiState {
  const note = round.notes[round.notes.length - 1]!;
  const result = cancelledResult(
    round.index,
    round.dealer,
    `four of month ${month} declared by seat ${note.seat}`,
    round.notes,
  );
  return continueMatch({
    ...state,
    round,
    results: [...state.results, result],
    nextElder: round.dealer,
    phase: "awaiting-deal",
  });
}

function gameOver(state: MushiState, totals: Pair<number>, counted: number): { over: boolean; winner: number | null } {
  const { rounds, target } = state.opts;
  if (rounds === "target") {
    if (totals[0] >= target) return { over: true, winner: 0 };
    if (totals[1] >= target) return { over: true, winner: 1 };
    return { over: false, winner: null };
  }
  if (counted < rounds) return { over: false, winner: null };
  return { over: true, winner: totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : null };
}

/** Scores a played-out round (after the end-of-round transfers) and moves the match on. */
export function finishPlayedRound(state: MushiState, round: RoundState): MushiState {
  const sc = scoreRound(round.piles, state.opts);
  const winner = roundWinner(sc.scores, round.dealer);
  const summary: RoundSummary = {
    scores: [sc.scores[0], sc.scores[1]],
    yaku: [sc.yaku[0].map((y) => y.key), sc.yaku[1].map((y) => y.key)],
    winner,
    nextDealer: winner,
  };
  const result: RoundResult = {
    index: round.index,
    dealer: round.dealer,
    summary,
    piles: round.piles,
    points: sc.points,
    yaku: [
      sc.yaku[0].map((y) => ({ key: y.key, value: y.value })),
      sc.yaku[1].map((y) => ({ key: y.key, value: y.value })),
    ],
    notes: round.notes,
    cancelReason: null,
  };
  const totals: Pair<number> = [state.totals[0] + sc.scores[0], state.totals[1] + sc.scores[1]];
  const counted = state.counted + 1;
  const end = gameOver(state, totals, counted);
  return continueMatch({
    ...state,
    round,
    results: [...state.results, result],
    totals,
    counted,
    nextElder: winner,
    phase: end.over ? "game-over" : "awaiting-deal",
    winner: end.winner,
  });
}
