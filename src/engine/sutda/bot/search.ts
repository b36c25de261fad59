// The Sutda strong level: bots/search.ts simulates the rest of the hand (showdowns included) over sampled deals
// (../determinize.ts), every seat betting by the heuristic (heuristic.ts).

import type { Rng } from "../../core/rng";
import type { MatchSetup } from "../../core/ruleset";
import { sutdaDeterminizer } from "../determinize";
import { sutdaRuleset } from "../ruleset";
import type { SutdaMove, SutdaState } from "../state";
import type { SutdaView } from "../view";
import { searchBest, type SearchStats, determinizedWorld } from "../../bots/search";
import type { SutdaBotInput } from "./input";
import { SutdaKnow, sutdaKnowFromState, sutdaHeuristicIndex, HEURISTIC_SAMPLES, PLAYOUT_SAMPLES } from "./heuristic";

export function sutdaPolicy(st: SutdaState, seat: number, rng: Rng): SutdaMove {
  const moves = sutdaRuleset.legalMoves(st, seat);
  if (moves.length === 1) return moves[0]!;
  return moves[sutdaHeuristicIndex(sutdaKnowFromState(st, seat), moves, rng, PLAYOUT_SAMPLES)]!;
}

/** Plays the hand on (rematches dealt at random) and returns the seat's chip change over the hand. */
export function sutdaPlayout(state: SutdaState, seat: number, rng: Rng): number {
  let s = state;
  const start = s.summaries.length;
  for (let guard = 0; guard < 400; guard++) {
    if (s.phase === "playing") {
      const a = s.round!.auction!;
      const next = sutdaRuleset.applyMove(s, sutdaPolicy(s, a.turn, rng));
      if (!next.ok) break;
      s = next.state;
      continue;
    }
    if (s.phase === "awaiting-deal" && s.rematchOf !== null) {
      const deal = sutdaRuleset.dealFromSeed(s, s.nextDealer, `playout/${rng.nextUint32()}`);
      const next = sutdaRuleset.startRound(s, s.nextDealer, deal);
      if (!next.ok) break;
      s = next.state;
      continue;
    }
    break;
  }
  // The hand settles in its last round object (earlier ones ended in a rematch and score 0).
  let total = 0;
  for (let i = start; i < s.summaries.length; i++) total += s.summaries[i]!.scores[seat]!;
  return total;
}

/** The strong level's choice (an index of `moves`); `stats` receives the search's figures (analyseMoves). */
export function sutdaSearch(
  setup: MatchSetup,
  view: SutdaView,
  moves: readonly SutdaMove[],
  rng: Rng,
  input: SutdaBotInput,
  know: SutdaKnow,
  stats?: SearchStats,
): number {
  const det = sutdaDeterminizer(setup, view);
  if (!det.ok) return sutdaHeuristicIndex(know, moves, rng, HEURISTIC_SAMPLES);
  const world = determinizedWorld<SutdaState, SutdaMove>(
    det.value,
    (s, m) => sutdaRuleset.applyMove(s, m),
    (s, r) => sutdaPlayout(s, input.seat, r),
  );
  return searchBest(moves, world, rng, input.budget, stats);
}
