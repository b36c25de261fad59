// The Koi-Koi strong level: bots/search.ts's determinized Monte Carlo over rounds consistent with the seat's view
// (../determinize.ts), with the heuristic as the playout policy for both seats. It chooses plays and draws, and
// the koi-koi decision too: "stop" is scored at once, "koi-koi" by playing the round on. A candidate's value is the
// seat's round score minus the opponent's. The heuristic's move is the search's prior (it is left only on evidence).

import type { Rng } from "../../core/rng";
import { koikoiRuleset, type KoikoiMove, type KoikoiState } from "../index";
import { koikoiDeterminizer } from "../determinize";
import { legalRoundMoves } from "../moves";
import { monthOfRound } from "../state";
import { baseScore, yakuOf } from "../yaku";
import { callKoikoi, DECISION_RULES, koikoiHeuristicIndex, koikoiMoveIndex } from "./heuristic";
import { searchBest, type SearchStats, type SearchWorld } from "../../bots/search";
import type { KoikoiBotInput } from "./input";

/**
 * The strong level: whether it searches every move, or only the koi-koi decisions (the default: measurably better
 * than the heuristic, while searching every move is not), else the heuristic with the decision rule `decision`
 * (DECISION_RULES); the playout policy's noise. Benchmarks switch these to measure the alternatives (DECISIONS.md).
 */
export const KOIKOI_STRONG = { search: false, searchDecisions: true, decision: "heuristic", noise: 1 };

/** The heuristic for the seat to act on a full state, with `noise` on its move scores. */
export function koikoiPolicy(state: KoikoiState, rng: Rng, noise: number): KoikoiMove {
  const r = state.round!;
  const seat = r.turn;
  const moves = legalRoundMoves(r, seat);
  if (moves.length === 1) return moves[0]!;
  const ctx = { field: r.field, month: monthOfRound(r.index) };
  if (r.step === "decide") {
    const koikoi = callKoikoi({
      mine: baseScore(r.offered),
      theirYaku: yakuOf(state.config, r.captured[1 - seat]!, ctx).length,
      theirCalls: r.calls[1 - seat]!,
      hand: r.hands[seat]!.length,
    });
    return { seat, koikoi };
  }
  const seen = {
    config: state.config,
    field: r.field,
    mine: r.captured[seat]!,
    theirs: r.captured[1 - seat]!,
    month: ctx.month,
  };
  const turned = r.step === "draw" ? r.pile[r.pileTop]! : null;
  return moves[koikoiMoveIndex(seen, moves, turned, rng, noise)]!;
}

/** Plays the round on from `state` with the policy for both seats; `seat`'s score minus the opponent's. */
export function koikoiPlayout(state: KoikoiState, seat: number, rng: Rng, noise: number): number {
  let s = state;
  const done = s.finished.length;
  for (let ply = 0; s.phase === "playing" && ply < 200; ply++) {
    const next = koikoiRuleset.applyMove(s, koikoiPolicy(s, rng, noise));
    if (!next.ok) break;
    s = next.state;
  }
  const scores = s.finished[done]?.summary.scores;
  return scores ? scores[seat]! - scores[1 - seat]! : 0;
}

/** Whether the strong level plays the search's choice among `moves`, or the heuristic's (KOIKOI_STRONG). */
export function strongSearches(moves: readonly KoikoiMove[]): boolean {
  return KOIKOI_STRONG.search || (KOIKOI_STRONG.searchDecisions && "koikoi" in moves[0]!);
}

/**
 * The strong level's choice (an index of the legal moves); `stats` receives the search's figures. Where the strong
 * level plays the heuristic's move (strongSearches), the search still runs when `stats` asks for its figures (the
 * replay's analysis), and the choice stays the heuristic's.
 */
export function koikoiSearch(input: KoikoiBotInput, stats?: SearchStats): number {
  const prior = koikoiHeuristicIndex(input, DECISION_RULES[KOIKOI_STRONG.decision]);
  const searches = strongSearches(input.legalMoves);
  if (!searches && !stats) return prior;
  const det = koikoiDeterminizer(input.setup, input.view);
  if (!det.ok) return prior;
  const world: SearchWorld<KoikoiState, KoikoiMove> = {
    sample: (rng) => det.value(rng),
    apply: (s, m) => {
      const next = koikoiRuleset.applyMove(s, m);
      return next.ok ? next.state : null;
    },
    playout: (s, rng) => koikoiPlayout(s, input.seat, rng, KOIKOI_STRONG.noise),
  };
  const best = searchBest(input.legalMoves, world, input.rng, input.budget, stats, prior);
  return searches ? best : prior;
}
