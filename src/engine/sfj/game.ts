// The life of a game: first dealer, rounds started from the RNG (live) or from record deals, moves,
// round ends, dealer rotation, game end.

import { MONTH_NAMES } from "../core/card-names";
import { afterFishingRound, moveInTurn, newLiveFishingGame, recordDealerError } from "../core/fishing-game";
import type { FishingLife } from "../core/fishing-game";
import { emptyFishingState, withRound } from "../core/fishing-state";
import { err, ok, type MoveResult, type Result } from "../core/result";
import type { Phrase } from "../core/phrase";
import type { MatchSetup } from "../core/ruleset";
import { dealIds, dealToJson, dealWith, parseDeal, type SfjDeal } from "./deal";
import { drawFirstDealer } from "./firstDealer";
import { parseMove } from "./moves";
import { configOf } from "./options";
import { applyDraw, applyPlay, roundOver } from "./play";
import { refillField } from "./refill";
import { applyReplaceChoice, nextOffer } from "./replace";
import { explain, scoreRound, summaryOf } from "./scoring";
import { STEP_PLAY, STEP_REPLACE, type RoundEvent, type SfjRound, type SfjState } from "./state";

/** Starts a round from a valid deal: records it, re-fills the table, offers fours. */
export function beginRound(state: SfjState, dealer: number, deal: SfjDeal): SfjState {
  const n = state.config.players;
  const refill = refillField(deal.field, deal.pile, dealIds(deal));
  const round: SfjRound = {
    index: state.dealt.length,
    dealer,
    deal,
    hands: deal.hands,
    field: refill.field,
    pile: refill.pile,
    pileTop: 0,
    captured: Array.from({ length: n }, () => []),
    step: STEP_PLAY,
    turn: dealer,
    offerMonth: 0,
    keptMonths: 0,
    refills: refill.refills,
    replacements: 0,
    events: refill.events,
    lastMove: null,
    moveCount: 0,
  };
  return {
    ...state,
    phase: "playing",
    dealt: [...state.dealt, { dealer, deal: dealToJson(deal) }],
    round: nextOffer(round, dealer, 0),
  };
}

export function newRecordGame(setup: MatchSetup): SfjState {
  return emptyFishingState("sfj", configOf(setup.players, setup.options), setup.options, setup.players);
}

const LIFE: FishingLife<SfjState, SfjDeal> = {
  drawFirstDealer(rng, state) {
    const first = drawFirstDealer(rng, state.config.players);
    return { dealer: first.dealer, draws: first.attempts };
  },
  deal: (rng, state) => dealWith(rng, state.config.players),
  beginRound,
};

/**
 * A live game: the first-dealer draw and every deal come from the generator kept in the state.
 * A given `firstDealer` (a checked seat) skips the draw (no draws are shown then).
 */
export function newLiveGame(setup: MatchSetup, seed: string, firstDealer: number | null = null): Result<SfjState> {
  return ok(newLiveFishingGame(LIFE, newRecordGame(setup), seed, firstDealer));
}

/** The dealer the rules give for the next round: one seat clockwise of the last dealer. */
export function expectedDealerOf(state: SfjState): number | null {
  const r = state.round;
  return r === null ? state.firstDealer : (r.dealer + 1) % state.config.players;
}

export function startRoundFromRecord(state: SfjState, dealer: number | null, rawDeal: unknown): MoveResult<SfjState> {
  const n = state.config.players;
  const wrong = recordDealerError(state, dealer, n, expectedDealerOf(state), {
    notASeat: `the dealer must be a seat from 0 to ${n - 1}`,
    firstBecause: state.dealerDraws?.length ? "who won the first-dealer draw" : "who was named to deal first",
    nextBecause: "the dealer moves one seat clockwise every round",
  });
  if (wrong !== null) return wrong;
  const deal = parseDeal(rawDeal, n);
  if (!deal.ok) return err("bad-deal", deal.message);
  return { ok: true, state: beginRound(state, dealer!, deal.value) };
}

function roundNotes(events: readonly RoundEvent[]): { text: string; phrase: Phrase }[] {
  return events.map((e): { text: string; phrase: Phrase } => {
    switch (e.kind) {
      case "refill":
        return {
          text: `The table held all four ${MONTH_NAMES[e.month - 1]} cards: they went back into the deck, which was reshuffled, and four new cards were turned.`,
          phrase: { key: "fieldRefilled", args: { month: e.month } },
        };
      case "replace":
        return {
          text: `Seat ${e.seat} gave back four ${MONTH_NAMES[e.month - 1]} cards and took four new ones.`,
          phrase: { key: "handReplaced", args: { seat: e.seat, month: e.month } },
        };
      case "keep":
        return {
          text: `Seat ${e.seat} kept a four-of-a-month hand.`,
          phrase: { key: "handKept", args: { seat: e.seat } },
        };
    }
  });
}

/** Scores the finished round, then deals the next (live), waits for a deal (record), or ends the game. */
function finishRound(state: SfjState, round: SfjRound): SfjState {
  const config = state.config;
  const result = scoreRound(config, round.captured, round.dealer);
  const done = {
    summary: summaryOf(result),
    explanation: explain(config, round.index, round.captured, result, roundNotes(round.events)),
    points: result.points,
  };
  return afterFishingRound(LIFE, state, round, done, result.scores, result.nextDealer);
}

export function applySfjMove(state: SfjState, raw: unknown): MoveResult<SfjState> {
  const parsed = moveInTurn(state, raw, parseMove);
  if (!parsed.ok) return parsed;
  const move = parsed.move;
  const round = state.round!;
  let next;
  switch (move.kind) {
    case "choice":
      if (round.step !== STEP_REPLACE) return err("wrong-step", "there is no four-of-a-month choice to make now");
      next = { ok: true as const, round: applyReplaceChoice(round, move.value) };
      break;
    case "play":
      next = applyPlay(state.config, round, move.card, move.take);
      break;
    case "draw":
      next = applyDraw(round, move.take);
      break;
  }
  if (!next.ok) return next;
  if (roundOver(next.round)) return { ok: true, state: finishRound(state, next.round) };
  return { ok: true, state: withRound(state, next.round) };
}
