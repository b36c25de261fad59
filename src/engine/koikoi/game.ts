// The life of a game (the fishing games' shared life of core/fishing-game.ts with Koi-Koi's rules): first dealer,
// rounds started from the generator (live) or from record deals, the checks before play, moves, round ends, the
// next dealer, game end.

import { afterFishingRound, moveInTurn, newLiveFishingGame, recordDealerError } from "../core/fishing-game";
import type { FishingLife } from "../core/fishing-game";
import { emptyFishingState, withRound } from "../core/fishing-state";
import { err, ok, type MoveResult, type Result } from "../core/result";
import type { MatchSetup } from "../core/ruleset";
import { checkDeal, dealToJson, parseDeal, playableDeal, type KoikoiDeal } from "./deal";
import { drawFirstDealer } from "./first-dealer";
import { parseMove } from "./moves";
import { configOf } from "./options";
import { applyDecision, applyDraw, applyPlay, type StepResult } from "./play";
import { finishRound, type RoundEnd } from "./scoring";
import type { KoikoiRound, KoikoiState } from "./state";

export function newRecordGame(setup: MatchSetup): KoikoiState {
  return emptyFishingState("koikoi", configOf(setup.options), setup.options, 2);
}

/** Scores the finished round, then deals the next (live), waits for a deal (record), or ends the game. */
function endRound(state: KoikoiState, round: KoikoiRound, end: RoundEnd): KoikoiState {
  const facts = { index: round.index, dealer: round.dealer, calls: round.calls, dealtField: round.deal.field };
  const done = finishRound(state.config, facts, end);
  return afterFishingRound(LIFE, state, round, done, done.summary.scores, done.summary.nextDealer!);
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

const LIFE: FishingLife<KoikoiState, KoikoiDeal> = {
  drawFirstDealer: (rng) => drawFirstDealer(rng),
  deal: (rng, state, dealer) => playableDeal(rng, state.config, dealer),
  beginRound,
};

/**
 * A live game: the first-dealer draw and every deal come from the generator kept in the state. A given
 * `firstDealer` (a checked seat) skips the draw (no draws are shown then).
 */
export function newLiveGame(setup: MatchSetup, seed: string, firstDealer: number | null): Result<KoikoiState> {
  return ok(newLiveFishingGame(LIFE, newRecordGame(setup), seed, firstDealer));
}

/** The dealer the rules give for the next deal; null when any seat may deal the first round. */
export function expectedDealerOf(state: KoikoiState): number | null {
  const last = state.finished[state.finished.length - 1];
  return last ? last.summary.nextDealer : state.firstDealer;
}

const DEALER_WORDING = {
  notASeat: "the dealer must be seat 0 or 1",
  firstBecause: "who won the first-dealer draw",
  nextBecause: "the previous round gives the deal to that seat",
};

export function startRoundFromRecord(
  state: KoikoiState,
  dealer: number | null,
  rawDeal: unknown,
): MoveResult<KoikoiState> {
  const wrong = recordDealerError(state, dealer, 2, expectedDealerOf(state), DEALER_WORDING);
  if (wrong !== null) return wrong;
  const deal = parseDeal(rawDeal);
  if (!deal.ok) return err("bad-deal", deal.message);
  const outcome = checkDeal(state.config, deal.value, dealer!);
  if (outcome.kind === "thrown-in")
    return err("thrown-in", `this deal is thrown in (${outcome.reason}); a record holds only the deal played`);
  return { ok: true, state: beginRound(state, dealer!, deal.value) };
}

export function applyKoikoiMove(state: KoikoiState, raw: unknown): MoveResult<KoikoiState> {
  const parsed = moveInTurn(state, raw, parseMove);
  if (!parsed.ok) return parsed;
  const move = parsed.move;
  const round = state.round!;
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
