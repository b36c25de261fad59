// The outcome of one table (all the games of one pairing): each side's table points under the
// event's scoring mode, its place at the table, and the winner when one side must go through.
//
// Points of a side in one game:
//   cumulative  the engine's match total for that side;
//   victories   the victories the engine gave it (GameResult.victories, e.g. Sakura's own count
//               with Basa/Chu), else the rounds it won (GameResult.rounds, cancelled deals not
//               counted), else 1 for the engine's game winner and 0 for the others.
// A side that forfeited a game scores at most the lowest points of the sides that did not forfeit
// that game (a forfeit never gains anything). Table points are the sum over the pairing's games.
//
// Places: fewer forfeited games first, then more table points; equal on both is an equal place.
// The side that goes through (elimination) breaks equal places by: games won (the engine's game
// winner), then the sum of the engine's totals (so a victories event still looks at points),
// then the better seed.

import { err, ok, type Result } from "../core/result";
import type { EntrantId, GameResult, ScoringMode, TableResult } from "./types";

export interface TableOutcome {
  readonly round: number;
  readonly sides: readonly EntrantId[];
  /** Table points per side (forfeits applied), summed over the games. */
  readonly points: readonly number[];
  /** Games forfeited per side. */
  readonly forfeits: readonly number[];
  /** Games the engine declared won per side. */
  readonly gamesWon: readonly number[];
  /** The engine's totals per side summed over the games (whatever the scoring mode). */
  readonly engineTotals: readonly number[];
  /** 1-based place per side; tied sides share the better place (1, 1, 3). */
  readonly places: readonly number[];
}

/** Victories per side in one game (see the header). */
export function victoriesOf(game: GameResult): number[] {
  const n = game.totals.length;
  if (game.victories) return game.victories.slice();
  const v = new Array<number>(n).fill(0);
  if (game.rounds) {
    for (const r of game.rounds)
      if (!r.cancelled && r.winner !== null && r.winner >= 0 && r.winner < n) v[r.winner]! += 1;
  } else if (game.winner !== null) v[game.winner] = 1;
  return v;
}

/** Points per side in one game under the scoring mode, forfeits applied. */
export function gamePoints(game: GameResult, mode: ScoringMode): number[] {
  const raw = mode === "cumulative" ? game.totals.slice() : victoriesOf(game);
  const f = game.forfeited;
  if (!f || !f.some(Boolean) || f.every(Boolean)) return raw;
  const cap = Math.min(...raw.filter((_, i) => !f[i]));
  return raw.map((p, i) => (f[i] ? Math.min(p, cap) : p));
}

const isFiniteNumber = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);

/** Checks that a table result is well formed: at least two distinct sides, every game's arrays per side. */
export function checkTableResult(t: TableResult): Result<TableResult> {
  const n = t.sides.length;
  const where = `round ${t.round}, table ${t.sides.join(" / ")}`;
  if (n < 2) return err("bad-result", `${where}: a table has at least two sides`);
  if (new Set(t.sides).size !== n) return err("bad-result", `${where}: a side is seated twice`);
  for (const [gi, g] of t.games.entries()) {
    const bad = (what: string) => err("bad-result", `${where}, game ${gi + 1}: ${what}`);
    if (g.totals.length !== n || !g.totals.every(isFiniteNumber)) return bad("totals must be one number per side");
    if (g.winner !== null && !(Number.isInteger(g.winner) && g.winner >= 0 && g.winner < n))
      return bad("the winner must be a side index or null");
    if (g.victories && (g.victories.length !== n || !g.victories.every(isFiniteNumber)))
      return bad("victories must be one number per side");
    if (g.forfeited && g.forfeited.length !== n) return bad("forfeited must be one flag per side");
    if (g.timedOut && g.timedOut.length !== n) return bad("timedOut must be one flag per side");
  }
  return ok(t);
}

/** The outcome of a (checked) table result. */
export function tableOutcome(t: TableResult, mode: ScoringMode): TableOutcome {
  const n = t.sides.length;
  const points = new Array<number>(n).fill(0);
  const forfeits = new Array<number>(n).fill(0);
  const gamesWon = new Array<number>(n).fill(0);
  const engineTotals = new Array<number>(n).fill(0);
  for (const g of t.games) {
    gamePoints(g, mode).forEach((p, i) => (points[i]! += p));
    g.totals.forEach((p, i) => (engineTotals[i]! += p));
    g.forfeited?.forEach((f, i) => f && (forfeits[i]! += 1));
    if (g.winner !== null) gamesWon[g.winner]! += 1;
  }
  const places = points.map((_, i) => 1 + points.filter((_, j) => placeCompare(forfeits, points, j, i) < 0).length);
  return { round: t.round, sides: t.sides.slice(), points, forfeits, gamesWon, engineTotals, places };
}

/** Negative when side a places before side b (fewer forfeits, then more points); 0 when level. */
function placeCompare(forfeits: readonly number[], points: readonly number[], a: number, b: number): number {
  return forfeits[a]! - forfeits[b]! || points[b]! - points[a]!;
}

/** The result of side a against side b at this table: 1 ahead, 0.5 level, 0 behind. */
export function versus(o: TableOutcome, a: number, b: number): 1 | 0.5 | 0 {
  const pa = o.places[a]!,
    pb = o.places[b]!;
  return pa < pb ? 1 : pa === pb ? 0.5 : 0;
}

/**
 * The side that goes through: the best place, then games won, then engine totals, then the
 * better seed (`seedOf` gives 0 for the top seed). Returns the side index.
 */
export function tableWinner(o: TableOutcome, seedOf: (id: EntrantId) => number): number {
  let best = 0;
  for (let i = 1; i < o.sides.length; i++) {
    const c =
      o.places[i]! - o.places[best]! ||
      o.gamesWon[best]! - o.gamesWon[i]! ||
      o.engineTotals[best]! - o.engineTotals[i]! ||
      seedOf(o.sides[i]!) - seedOf(o.sides[best]!);
    if (c < 0) best = i;
  }
  return best;
}

/** Which rule decided `tableWinner` (for the pages: "won on games won"). */
export function winnerDecidedBy(
  o: TableOutcome,
  seedOf: (id: EntrantId) => number,
): "place" | "games-won" | "engine-totals" | "seed" | "walkover" {
  if (o.sides.length < 2) return "walkover";
  const w = tableWinner(o, seedOf);
  const rivals = o.sides.map((_, i) => i).filter((i) => i !== w);
  if (rivals.every((i) => o.places[i]! > o.places[w]!)) return "place";
  const level = rivals.filter((i) => o.places[i] === o.places[w]);
  if (level.every((i) => o.gamesWon[i]! < o.gamesWon[w]!)) return "games-won";
  const level2 = level.filter((i) => o.gamesWon[i] === o.gamesWon[w]);
  if (level2.every((i) => o.engineTotals[i]! < o.engineTotals[w]!)) return "engine-totals";
  return "seed";
}
