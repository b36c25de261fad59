// The checked account of an event so far: every finished table's outcome, every bye with its
// points, each entrant's score, and who has met whom. Standings, Swiss pairing and the crosstable
// read it. The order in which rounds and tables are given does not matter.

import { err, ok, type Result } from "../core/result";
import { checkTableResult, tableOutcome, type TableOutcome } from "./outcome";
import type { ByeScore, EntrantId, RoundRecord, ScoringRules } from "./types";

export interface ByeRecord {
  readonly round: number;
  readonly entrant: EntrantId;
  readonly points: number;
}

export interface Ledger {
  readonly entrants: readonly EntrantId[];
  /** Seed index (0 = top seed) of each entrant. */
  readonly index: ReadonlyMap<EntrantId, number>;
  /** Every table outcome, sorted by round then by its sides' seeds. */
  readonly tables: readonly TableOutcome[];
  readonly byes: readonly ByeRecord[];
  /** Per entrant (seed index): score, tables played, byes. */
  readonly score: readonly number[];
  readonly played: readonly number[];
  readonly byeCount: readonly number[];
  /** Table indexes (into `tables`) per entrant. */
  readonly tablesOf: readonly (readonly number[])[];
  /** How often entrants a and b (seed indexes) shared a table. */
  meetings(a: number, b: number): number;
}

/** Rounds half away from zero (2.5 -> 3, -2.5 -> -3). */
export function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.floor(Math.abs(x) + 0.5);
}

/** The points of a bye in a round whose tables gave the sides these points. */
export function byePoints(bye: ByeScore, roundSidePoints: readonly number[]): number {
  if (typeof bye === "number") return bye;
  if (roundSidePoints.length === 0) return 0;
  return roundHalfAway(roundSidePoints.reduce((a, b) => a + b, 0) / roundSidePoints.length);
}

export function buildLedger(
  entrants: readonly EntrantId[],
  rounds: readonly RoundRecord[],
  scoring: ScoringRules,
): Result<Ledger> {
  const n = entrants.length;
  const index = new Map<EntrantId, number>();
  for (const [i, e] of entrants.entries()) {
    if (index.has(e)) return err("duplicate-entrant", `${e} is listed twice`);
    index.set(e, i);
  }
  const byRound = new Map<number, RoundRecord[]>();
  for (const r of rounds) {
    if (!Number.isInteger(r.round) || r.round < 1) return err("bad-round", `bad round number ${r.round}`);
    byRound.set(r.round, [...(byRound.get(r.round) ?? []), r]);
  }
  const tables: TableOutcome[] = [];
  const byes: ByeRecord[] = [];
  const bye = scoring.bye ?? "average";
  for (const roundNo of [...byRound.keys()].sort((a, b) => a - b)) {
    const seen = new Set<EntrantId>();
    const place = (e: EntrantId): Result<true> => {
      if (!index.has(e)) return err("unknown-entrant", `round ${roundNo}: ${e} is not an entrant`);
      if (seen.has(e)) return err("seated-twice", `round ${roundNo}: ${e} is seated twice`);
      seen.add(e);
      return ok(true);
    };
    const outs: TableOutcome[] = [];
    for (const rec of byRound.get(roundNo)!) {
      for (const t of rec.tables) {
        if (t.round !== roundNo) return err("bad-round", `a table of round ${roundNo} says round ${t.round}`);
        const c = checkTableResult(t);
        if (!c.ok) return c;
        for (const e of t.sides) {
          const p = place(e);
          if (!p.ok) return p;
        }
        outs.push(tableOutcome(t, scoring.mode));
      }
    }
    const sidePoints = outs.flatMap((o) => o.points);
    for (const rec of byRound.get(roundNo)!)
      for (const e of rec.byes) {
        const p = place(e);
        if (!p.ok) return p;
        byes.push({ round: roundNo, entrant: e, points: byePoints(bye, sidePoints) });
      }
    const key = (o: TableOutcome) => o.sides.map((e) => index.get(e)!).sort((a, b) => a - b);
    outs.sort((a, b) => {
      const ka = key(a),
        kb = key(b);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
      return ka.length - kb.length;
    });
    tables.push(...outs);
  }
  byes.sort((a, b) => a.round - b.round || index.get(a.entrant)! - index.get(b.entrant)!);

  const score = new Array<number>(n).fill(0);
  const played = new Array<number>(n).fill(0);
  const byeCount = new Array<number>(n).fill(0);
  const tablesOf: number[][] = Array.from({ length: n }, () => []);
  const meet = new Int32Array(n * n);
  tables.forEach((o, ti) => {
    const ids = o.sides.map((e) => index.get(e)!);
    ids.forEach((a, i) => {
      score[a]! += o.points[i]!;
      played[a]! += 1;
      tablesOf[a]!.push(ti);
      for (const b of ids) if (b !== a) meet[a * n + b]! += 1;
    });
  });
  for (const b of byes) {
    const i = index.get(b.entrant)!;
    score[i]! += b.points;
    byeCount[i]! += 1;
  }
  return ok({
    entrants: entrants.slice(),
    index,
    tables,
    byes,
    score,
    played,
    byeCount,
    tablesOf,
    meetings: (a, b) => meet[a * n + b]!,
  });
}
