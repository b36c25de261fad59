// Mushi (Osaka Mushi, 虫) behind the common Ruleset interface (docs/rules/mushi.md).

import { err, ok, type MoveResult } from "../core/result";
import { Rng } from "../core/rng";
import {
  checkedFirstDealer,
  type DealtRound,
  type Phase,
  type RoundExplanation,
  type RoundSummary,
  type Ruleset,
} from "../core/ruleset";
import { dealFromRng, dealToJson, parseDeal, type MushiDealJson } from "./deal";
import { describeMove, phraseMushiMove } from "./describe";
import { roundLegalMoves } from "./legal";
import { drawLots, lotsToJson, parseLots } from "./lots";
import { continueMatch, finishDeclaredRound, finishPlayedRound, initialState, startDealtRound } from "./match";
import { parseMove, type MushiMove } from "./moves";
import { applyRoundMove } from "./round";
import { explainResult } from "./scoring";
import type { MushiState } from "./state";
import { mushiBoardView, playerView, type MushiBoardView, type MushiView } from "./view";
import { mushiProgress, mushiFallbackMove } from "./table-facts";
import { MUSHI_FACTS, validateMushiSetup as validateSetup } from "./facts";

function phase(state: MushiState): Phase {
  return state.phase;
}

function toAct(state: MushiState): readonly number[] {
  const r = state.round;
  return state.phase === "playing" && r && !r.over ? [r.turn] : [];
}

function applyMove(state: MushiState, raw: unknown): MoveResult<MushiState> {
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed;
  const move = parsed.move;
  const r = state.round;
  if (state.phase !== "playing" || !r || r.over)
    return err("not-playing", state.phase === "game-over" ? "the game is over" : "no round is being played");
  if (move.seat !== r.turn) return err("not-your-turn", `it is seat ${r.turn}'s turn`);
  const step = applyRoundMove(r, move, state.opts);
  if (!step.ok) return step;
  switch (step.kind) {
    case "continue":
      return { ok: true, state: { ...state, round: step.round } };
    case "declared":
      return { ok: true, state: finishDeclaredRound(state, step.round, step.month) };
    case "over":
      return { ok: true, state: finishPlayedRound(state, step.round) };
  }
}

function startRound(state: MushiState, dealer: number | null, deal: unknown): MoveResult<MushiState> {
  if (state.phase !== "awaiting-deal")
    return err("not-awaiting-deal", state.phase === "game-over" ? "the game is over" : "a round is being played");
  if (dealer === null || !Number.isInteger(dealer) || dealer < 0 || dealer > 1)
    return err("bad-dealer", "the dealer (elder) must be seat 0 or 1");
  // A record's first round may name either elder, unless the game carries the lots that chose it (withStartFacts).
  const first = state.dealt.length === 0;
  const expected = first ? (state.lots?.elder ?? null) : state.nextElder;
  if (expected !== null && dealer !== expected)
    return err(
      "bad-dealer",
      first
        ? `the elder of the first deal must be seat ${expected}, who won the lots`
        : `the elder of this deal must be seat ${expected} (the higher scorer of the last round, or the same elder after a tie or a thrown-in deal)`,
    );
  const parsed = parseDeal(deal, state.opts.deck);
  if (!parsed.ok) return parsed;
  return { ok: true, state: startDealtRound(state, dealer, parsed.value) };
}

export const mushiRuleset: Ruleset<MushiState, MushiMove, MushiView, "mushi", MushiBoardView> = {
  ...MUSHI_FACTS,
  title: "Mushi (Osaka Mushi, 虫)",
  summary:
    "A duel on a 40-card deck without Peony and Bush Clover: the rain chaff is wild, and every point over 115 counts.",
  standardRules:
    "Osaka Mushi as it is traditionally played: 40 cards, scores against 115, the Lightning wild, no Five Brights, 12 rounds.",
  progress: mushiProgress,
  fallbackMove: mushiFallbackMove,
  newGame(setup, seed, opts) {
    const checked = validateSetup(setup);
    if (!checked.ok) return checked;
    const first = checkedFirstDealer(opts, 2);
    if (!first.ok) return err("bad-dealer", first.message);
    const rng = Rng.fromSeed(seed);
    const start = initialState(checked.value, null, null);
    // A given first elder skips the lots (no draws are shown then).
    const lots = first.seat === null ? drawLots(rng, start.opts.deck) : { draws: [], elder: first.seat };
    return ok(continueMatch({ ...start, rng: rng.state(), lots, nextElder: lots.elder }));
  },
  newGameAwaitingDeal: (setup) => initialState(setup, null, null),
  // The lots are in every view (history.lots) but not in a record.
  startFacts: (state) => (state.lots ? lotsToJson(state.lots) : null),
  withStartFacts(state, facts) {
    if (state.phase !== "awaiting-deal" || state.dealt.length > 0 || state.lots !== null)
      return err("not-at-start", "the lots belong to a game before its first deal");
    const lots = parseLots(facts, state.opts.deck);
    if (!lots.ok) return lots;
    return ok({ ...state, lots: lots.value, nextElder: lots.value.elder });
  },
  startRound,
  dealFromSeed(state, dealer, seed): MushiDealJson {
    return dealToJson(dealFromRng(Rng.fromSeed(seed), state.opts.deck, dealer === 1 ? 1 : 0));
  },
  phase,
  expectedDealer: (state) => (state.dealt.length === 0 ? (state.lots?.elder ?? null) : state.nextElder),
  toAct,
  legalMoves(state, seat) {
    const r = state.round;
    if (state.phase !== "playing" || !r) return [];
    return roundLegalMoves(r, seat, state.opts);
  },
  applyMove,
  playerView,
  boardView: mushiBoardView,
  describeMove,
  phraseMove: phraseMushiMove,
  dealtRounds: (state): readonly DealtRound[] => state.dealt,
  roundSummaries: (state): readonly RoundSummary[] => state.results.map((r) => r.summary),
  totals: (state) => [state.totals[0], state.totals[1]],
  winner: (state) => (state.phase === "game-over" ? state.winner : null),
  explainRound(state, roundIndex): RoundExplanation | null {
    const r = state.results[roundIndex];
    return r ? explainResult(r, state.opts) : null;
  },
};
