// The Sakura strong level: bots/search.ts over states consistent with the seat's view (../determinize.ts), with
// the heuristic (heuristic.ts) as every seat's playout policy; at 2 players the playouts stop after LEAF_DEPTH plies
// and value the round as it stands.

import type { Rng } from "../../core/rng";
import type { MatchSetup } from "../../core/ruleset";
import { sakuraDeterminizer } from "../determinize";
import { legalMovesOf } from "../match";
import type { SakuraMove } from "../moves";
import { sakuraRuleset } from "../ruleset";
import { configOf } from "../setup";
import type { SakuraState } from "../state";
import type { SakuraView } from "../view";
import { ANCHOR, determinizedWorld, searchBest, sideResult, type SearchStats } from "../../bots/search";
import type { SakuraBotInput } from "./input";
import { sakuraHeuristicIndex } from "./heuristic";
import { sakuraPosFromState, sakuraPosFromView, sakuraScoring } from "./position";
import { CAPTURED, STEP_OVER } from "../state";
import { SAKURA_VALUE } from "../../core/cards";
import { yakuOf } from "../yaku";
import { roundScores } from "../scoring";
import { setPotential } from "../../bots/fishing";

/** The playout policy: the heuristic for `seat` on a full state, with some noise. */
export function sakuraPolicy(state: SakuraState, seat: number, rng: Rng, noise: number): SakuraMove {
  const moves = legalMovesOf(state, seat);
  if (moves.length === 1) return moves[0]!;
  const { pos, ctx } = sakuraPosFromState(state, seat, true);
  return moves[sakuraHeuristicIndex(pos, ctx, moves, rng, noise)]!;
}

/**
 * Plays the round on from `state` with the heuristic for every seat; the bot side's result. After `depth` plies
 * (hand plays and draws) a round still in play is valued as it stands (leafValue).
 */
export function sakuraPlayout(state: SakuraState, mySide: number, rng: Rng, noise: number, depth = Infinity): number {
  let s = state;
  const results = s.results.length;
  for (let ply = 0; s.phase === "playing" && ply < 400; ply++) {
    if (ply >= depth && s.round!.step !== STEP_OVER) return leafValue(s, mySide);
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

/**
 * A round in play valued for `mySide` as the round score it would give now (captured values, yaku), plus each
 * open yaku's potential for us minus the opponents' (the heuristic's set potential: its worth weighed by the
 * cards it still misses), as `mySide`'s first seat knows the cards.
 */
function leafValue(state: SakuraState, mySide: number): number {
  const cfg = state.cfg;
  const r = state.round!;
  const values = new Array<number>(cfg.sides).fill(0);
  for (let c = 0; c < 48; c++) {
    const w = r.loc[c]!;
    if (w >= CAPTURED) values[w - CAPTURED]! += SAKURA_VALUE[c]!;
  }
  const yakuCounts = values.map((_, side) => yakuOf((c) => r.loc[c] === CAPTURED + side).length);
  const scores = roundScores(values, yakuCounts, cfg.rules.yakuEffect);
  const playing = [...new Set(r.info.active.map((p) => cfg.sideOf[p]!))];
  const seat = cfg.sideOf.indexOf(mySide);
  const { pos } = sakuraPosFromState(state, seat, true);
  const sc = sakuraScoring(cfg);
  let pot = 0;
  for (const set of sc.sets) {
    let done = true;
    for (const c of set.cards) if (r.loc[c]! < CAPTURED) done = false;
    if (done) continue;
    pot += setPotential(pos, set, mySide);
    for (const o of pos.oppSides) pot -= setPotential(pos, set, o);
  }
  return sideResult(scores, mySide, playing) + pot;
}

/**
 * Plies a search playout plays before it values the round as it stands (2 players). Measured (DECISIONS.md):
 * the rest of the round adds mostly the pile's luck to every candidate, and the truncated playouts are about 4
 * times cheaper; with them the search leaves the heuristic's move freely (no anchor).
 */
export const LEAF_DEPTH = 8;

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
  // Measured at 2 players only; larger tables keep whole-round playouts and the anchor.
  const two = cfg.players === 2;
  const world = determinizedWorld<SakuraState, SakuraMove>(
    det.value,
    (s, m) => sakuraRuleset.applyMove(s, m),
    (s, r) => sakuraPlayout(s, mySide, r, PLAYOUT_NOISE, two ? LEAF_DEPTH : Infinity),
  );
  const prior = sakuraHeuristicIndex(pos, ctx, moves, rng);
  return searchBest(moves, world, rng, input.budget, stats, prior, two ? 0 : ANCHOR.z);
}
