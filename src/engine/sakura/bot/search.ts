// The Sakura strong level: bots/search.ts over states consistent with the seat's view (../determinize.ts), with
// the heuristic (heuristic.ts) as every seat's playout policy.

import type { Rng } from "../../core/rng";
import type { MatchSetup } from "../../core/ruleset";
import { sakuraDeterminizer } from "../determinize";
import { legalMovesOf } from "../match";
import type { SakuraMove } from "../moves";
import { sakuraRuleset } from "../ruleset";
import { configOf } from "../setup";
import type { SakuraState } from "../state";
import type { SakuraView } from "../view";
import { searchBest, sideResult, type SearchStats, determinizedWorld } from "../../bots/search";
import type { SakuraBotInput } from "./input";
import { sakuraHeuristicIndex } from "./heuristic";
import { sakuraPosFromState, sakuraPosFromView } from "./position";

/** The playout policy: the heuristic for `seat` on a full state, with some noise. */
export function sakuraPolicy(state: SakuraState, seat: number, rng: Rng, noise: number): SakuraMove {
  const moves = legalMovesOf(state, seat);
  if (moves.length === 1) return moves[0]!;
  const { pos, ctx } = sakuraPosFromState(state, seat, true);
  return moves[sakuraHeuristicIndex(pos, ctx, moves, rng, noise)]!;
}

/** Plays the round on from `state` with the heuristic for every seat; the bot side's result. */
export function sakuraPlayout(state: SakuraState, mySide: number, rng: Rng, noise: number): number {
  let s = state;
  const results = s.results.length;
  for (let ply = 0; s.phase === "playing" && ply < 400; ply++) {
    const seat = s.round!.turn;
    const next = sakuraRuleset.applyMove(s, sakuraPolicy(s, seat, rng, noise));
    if (!next.ok) break;
    s = next.state;
  }
  const res = s.results[results];
  if (!res) return 0;
  const playing = res.participants.length ? [...new Set(res.participants.map((p) => s.cfg.sideOf[p]!))] : undefined;
  return sideResult(res.summary.scores, mySide, playing);
}

const PLAYOUT_NOISE = 1;

/** The strong level's choice (an index of `moves`); `stats` receives the search's figures (analyseMoves). */
export function sakuraSearch(
  setup: MatchSetup,
  view: SakuraView,
  moves: readonly SakuraMove[],
  rng: Rng,
  input: SakuraBotInput,
  stats?: SearchStats,
): number {
  const det = sakuraDeterminizer(setup, view);
  const cfg = configOf(setup);
  const { pos, ctx } = sakuraPosFromView(view, cfg);
  if (!det.ok) return sakuraHeuristicIndex(pos, ctx, moves, rng);
  const mySide = cfg.sideOf[input.seat]!;
  const world = determinizedWorld<SakuraState, SakuraMove>(
    det.value,
    (s, m) => sakuraRuleset.applyMove(s, m),
    (s, r) => sakuraPlayout(s, mySide, r, PLAYOUT_NOISE),
  );
  return searchBest(moves, world, rng, input.budget, stats, sakuraHeuristicIndex(pos, ctx, moves, rng));
}
