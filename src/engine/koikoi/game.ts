// The life of a game: first dealer, rounds started from the generator (live) or from record deals, the checks
// before play, moves, round ends, the next dealer, game end.

import type { OptionValues } from "../core/options";
import { err, ok, type MoveResult, type Result } from "../core/result";
import { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import { checkDeal, dealToJson, parseDeal, playableDeal, type KoikoiDeal } from "./deal";
import { drawFirstDealer } from "./first-dealer";
import { parseMove } from "./moves";
import { configOf, type KoikoiConfig } from "./options";
import { applyDecision, applyDraw, applyPlay, type StepResult } from "./play";
import { finishRound, type RoundEnd } from "./scoring";
import type { KoikoiRound, KoikoiState } from "./state";

function emptyState(config: KoikoiConfig, options: OptionValues): KoikoiState {
  return {
    game: "koikoi",
    config,
    options,
    phase: "awaiting-deal",
    rng: null,
    dealerDraws: null,
    firstDealer: null,
    dealt: [],
    finished: [],
    totals: [0, 0],
    round: null,
  };
}

export function newRecordGame(setup: MatchSetup): KoikoiState {
  return emptyState(configOf(setup.options), setup.options);
}

/** Scores the finished round, then deals the next (live), waits for a deal (record), or ends the game. */
function endRound(state: KoikoiState, round: KoikoiRound, end: RoundEnd): KoikoiState {
  const facts = { index: round.index, dealer: round.dealer, calls: round.calls, dealtField: round.deal.field };
  const done = finishRound(state.config, facts, end);
  const finished = [...state.finished, done];
  const totals = state.totals.map((t, i) => t + done.summary.scores[i]!);
  const over = finished.length >= state.config.rounds;
  const next: KoikoiState = { ...state, finished, totals, round, phase: over ? "game-over" : "awaiting-deal" };
  if (over || state.rng === null) return next;
  const rng = Rng.from(state.rng);
  const dealer = done.summary.nextDealer!;
  const deal = playableDeal(rng, state.config, dealer);
  return beginRound({ ...next, rng: rng.state() }, dealer, deal);
}

/**
 * Starts a round from a deal the checks keep (a thrown-in deal is the caller's business): a lucky hand or a field
 * four ends it at once, else play begins with the dealer.
 */
function beginRound(state: KoikoiState, dealer: number, deal: KoikoiDeal): KoikoiState {
  const round: KoikoiRound = {
    index: state.dealt.length,
    dealer,
    deal,
    hands: deal.hands,
    field: deal.field,
    pile: deal.pile,
    pileTop: 0,
    captured: [[], []],
    step: "play",
    turn: dealer,
    calls: [0, 0],
    atLastCall: [[], []],
    offered: [],
    lastMove: null,
    moveCount: 0,
  };
  const started: KoikoiState = {
    ...state,
    phase: "playing",
    dealt: [...state.dealt, { dealer, deal: dealToJson(deal) }],
    round,
  };
  const outcome = checkDeal(state.config, deal, dealer);
  if (outcome.kind === "lucky") return endRound(started, round, outcome);
  if (outcome.kind === "field-four") return endRound(started, round, outcome);
  return started;
}

/**
 * A live game: the first-dealer draw and every deal come from the generator kept in the state. A given
 * `firstDealer` (a checked seat) skips the draw (no draws are shown then).
 */
export function newLiveGame(setup: MatchSetup, seed: string, firstDealer: number | null): Result<KoikoiState> {
  const rng = Rng.fromSeed(seed);
  const first = firstDealer === null ? drawFirstDealer(rng) : { dealer: firstDealer, draws: [] };
  const base = newRecordGame(setup);
  const deal = playableDeal(rng, base.config, first.dealer);
  return ok(beginRound({ ...base, rng: rng.state(), dealerDraws: first.draws }, first.dealer, deal));
}

/** The dealer the rules give for the next deal; null when any seat may deal the first round. */
export function expectedDealerOf(state: KoikoiState): number | null {
  const last = state.finished[state.finished.length - 1];
  return last ? last.summary.nextDealer : state.firstDealer;
}

export function startRoundFromRecord(
  state: KoikoiState,
  dealer: number | null,
  rawDeal: unknown,
): MoveResult<KoikoiState> {
  if (state.phase !== "awaiting-deal")
    return err(
      "not-awaiting-deal",
      state.phase === "game-over" ? "the game is over" : "the current round is not finished",
    );
  if (dealer === null || (dealer !== 0 && dealer !== 1)) return err("bad-dealer", "the dealer must be seat 0 or 1");
  const expected = expectedDealerOf(state);
  if (expected !== null && dealer !== expected)
    return err(
      "bad-dealer",
      state.round === null
        ? `the dealer of the first deal must be seat ${expected}, who won the first-dealer draw, not ${dealer}`
        : `the dealer must be seat ${expected} (the previous round gives the deal to that seat), not ${dealer}`,
    );
  const deal = parseDeal(rawDeal);
  if (!deal.ok) return err("bad-deal", deal.message);
  const outcome = checkDeal(state.config, deal.value, dealer);
  if (outcome.kind === "thrown-in")
    return err("thrown-in", `this deal is thrown in (${outcome.reason}); a record holds only the deal played`);
  return { ok: true, state: beginRound(state, dealer, deal.value) };
}

export function applyKoikoiMove(state: KoikoiState, raw: unknown): MoveResult<KoikoiState> {
  if (state.phase !== "playing" || state.round === null)
    return err("not-playing", state.phase === "game-over" ? "the game is over" : "no round is being played");
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed;
  const move = parsed.move;
  const round = state.round;
  if (move.seat !== round.turn) return err("not-your-turn", `it is seat ${round.turn}'s move, not seat ${move.seat}'s`);
  let next: StepResult;
  switch (move.kind) {
    case "play":
      next = applyPlay(round, move.card, move.take);
      break;
    case "draw":
      next = applyDraw(state.config, round, move.take);
      break;
    case "choice":
      next = applyDecision(round, move.value);
      break;
  }
  if (!next.ok) return next;
  if (next.end) return { ok: true, state: endRound(state, next.round, next.end) };
  return { ok: true, state: withRound(state, next.round) };
}

/** `s` with another round in play, built field by field in one order: a spread here cost a share of every move. */
function withRound(s: KoikoiState, round: KoikoiRound): KoikoiState {
  return {
    game: s.game,
    config: s.config,
    options: s.options,
    phase: s.phase,
    rng: s.rng,
    dealerDraws: s.dealerDraws,
    firstDealer: s.firstDealer,
    dealt: s.dealt,
    finished: s.finished,
    totals: s.totals,
    round,
  };
}
