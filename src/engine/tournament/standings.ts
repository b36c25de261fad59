// Standings: score, then the tie-breaks in the event's order, then the seed; a stable order that
// says for every row what separated it from the row below.
//
// score            the sum of the entrant's table points (outcome.ts: cumulative points or
//                  victories) plus its byes' points.
// buchholz         the sum, over every table the entrant played, of the final scores of every
//                  opponent at that table (an opponent met twice counts twice). Byes add nothing.
//                  For two-sided tables this is the classical Buchholz; for k-sided tables it sums
//                  over all k - 1 opponents of each table.
// sonneborn-berger the sum, over every table and every opponent o at it, of score(o) x r, where
//                  r = 1 if the entrant placed ahead of o at that table, 1/2 if level, 0 if behind
//                  (places: outcome.ts). Two-sided: the classical SB (a win earns the opponent's
//                  score, a draw half of it). k-sided: each table is read as k - 1 duels.
// head-to-head     among the entrants still tied when it is applied: the sum over the tables they
//                  shared of r against each other tied entrant at that table. Used only when every
//                  two of them shared a table at least once (else it leaves them tied, shown null).
// wins             tables finished alone in first place (optional criterion).
// seed             the final deterministic tie-break: the better (lower) seed.
//
// Default order: score, buchholz, sonneborn-berger, head-to-head, seed.

import { err, ok, type Result } from "../core/result";
import { buildLedger, type Ledger } from "./ledger";
import { versus } from "./outcome";
import type { EntrantId, RoundRecord, ScoringRules } from "./types";

export type TieBreak = "buchholz" | "sonneborn-berger" | "head-to-head" | "wins";
export type Criterion = "score" | TieBreak | "seed";

export const DEFAULT_TIEBREAKS: readonly TieBreak[] = ["buchholz", "sonneborn-berger", "head-to-head"];

export interface StandingRow {
  /** 1-based, unique. */
  readonly rank: number;
  readonly entrant: EntrantId;
  /** 1-based seed. */
  readonly seed: number;
  readonly score: number;
  /** Tables played (byes not counted). */
  readonly played: number;
  readonly byes: number;
  /** Tables finished alone in first place. */
  readonly wins: number;
  readonly buchholz: number;
  readonly sonnebornBerger: number;
  /** The head-to-head value within the group it was applied to, or null when it was not. */
  readonly headToHead: number | null;
  /** What put this row above the next one (null for the last row). */
  readonly decidedBy: Criterion | null;
}

export interface StandingsInput {
  /** Entrant ids in seed order. */
  readonly entrants: readonly EntrantId[];
  readonly rounds: readonly RoundRecord[];
  readonly scoring: ScoringRules;
  /** Default DEFAULT_TIEBREAKS. */
  readonly tiebreaks?: readonly TieBreak[];
}

/** Buchholz, Sonneborn-Berger and wins per entrant (seed index). */
export function tiebreakValues(ledger: Ledger): { buchholz: number[]; sonnebornBerger: number[]; wins: number[] } {
  const n = ledger.entrants.length;
  const buchholz = new Array<number>(n).fill(0);
  const sonnebornBerger = new Array<number>(n).fill(0);
  const wins = new Array<number>(n).fill(0);
  for (const o of ledger.tables) {
    const ids = o.sides.map((e) => ledger.index.get(e)!);
    ids.forEach((a, i) => {
      if (o.places[i] === 1 && o.places.filter((p) => p === 1).length === 1) wins[a]! += 1;
      ids.forEach((b, j) => {
        if (i === j) return;
        buchholz[a]! += ledger.score[b]!;
        sonnebornBerger[a]! += ledger.score[b]! * versus(o, i, j);
      });
    });
  }
  return { buchholz, sonnebornBerger, wins };
}

/** Head-to-head within a group (seed indexes), or null when some two of them never met. */
export function headToHead(ledger: Ledger, group: readonly number[]): Map<number, number> | null {
  for (let i = 0; i < group.length; i++)
    for (let j = i + 1; j < group.length; j++) if (ledger.meetings(group[i]!, group[j]!) === 0) return null;
  const inGroup = new Set(group);
  const h = new Map<number, number>(group.map((g) => [g, 0]));
  for (const o of ledger.tables) {
    const ids = o.sides.map((e) => ledger.index.get(e)!);
    ids.forEach((a, i) => {
      if (!inGroup.has(a)) return;
      ids.forEach((b, j) => {
        if (i !== j && inGroup.has(b)) h.set(a, h.get(a)! + versus(o, i, j));
      });
    });
  }
  return h;
}

/** Standings from a ledger (see the header). */
export function standingsFromLedger(ledger: Ledger, tiebreaks: readonly TieBreak[] = DEFAULT_TIEBREAKS): StandingRow[] {
  const n = ledger.entrants.length;
  const tb = tiebreakValues(ledger);
  const h2hShown = new Array<number | null>(n).fill(null);
  // groups of still-tied entrants, refined criterion by criterion; after each criterion the group
  // of every entrant is noted, so two neighbours were separated by the first criterion after
  // which their groups differ
  let groups: number[][] = [Array.from({ length: n }, (_, i) => i)];
  const stages: { criterion: Criterion; groupOf: Int32Array }[] = [];
  const refine = (criterion: Criterion, valueOf: (group: readonly number[]) => ((i: number) => number) | null) => {
    const next: number[][] = [];
    for (const g of groups) {
      if (g.length < 2) {
        next.push(g);
        continue;
      }
      const v = valueOf(g);
      if (!v) {
        next.push(g);
        continue;
      }
      // stable sort (descending value) keeps the earlier order among equals
      const sorted = g.map((x, pos) => ({ x, pos, val: v(x) })).sort((a, b) => b.val - a.val || a.pos - b.pos);
      let cur: number[] = [sorted[0]!.x];
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i]!.val === sorted[i - 1]!.val) cur.push(sorted[i]!.x);
        else {
          next.push(cur);
          cur = [sorted[i]!.x];
        }
      }
      next.push(cur);
    }
    groups = next;
    const groupOf = new Int32Array(n);
    groups.forEach((g, gi) => g.forEach((x) => (groupOf[x] = gi)));
    stages.push({ criterion, groupOf });
  };
  refine("score", () => (i) => ledger.score[i]!);
  for (const c of tiebreaks) {
    if (c === "buchholz") refine(c, () => (i) => tb.buchholz[i]!);
    else if (c === "sonneborn-berger") refine(c, () => (i) => tb.sonnebornBerger[i]!);
    else if (c === "wins") refine(c, () => (i) => tb.wins[i]!);
    else if (c === "head-to-head")
      refine(c, (g) => {
        const h = headToHead(ledger, g);
        if (!h) return null;
        for (const [i, v] of h) h2hShown[i] = v;
        return (i) => h.get(i)!;
      });
  }
  refine("seed", () => (i) => -i);
  const order = groups.flat();
  const separatedBy = (a: number, b: number): Criterion | null =>
    stages.find((st) => st.groupOf[a] !== st.groupOf[b])?.criterion ?? null;
  return order.map((i, r) => ({
    rank: r + 1,
    entrant: ledger.entrants[i]!,
    seed: i + 1,
    score: ledger.score[i]!,
    played: ledger.played[i]!,
    byes: ledger.byeCount[i]!,
    wins: tb.wins[i]!,
    buchholz: tb.buchholz[i]!,
    sonnebornBerger: tb.sonnebornBerger[i]!,
    headToHead: h2hShown[i]!,
    decidedBy: r + 1 < order.length ? separatedBy(i, order[r + 1]!) : null,
  }));
}

/** The standings of an event so far. */
export function standings(input: StandingsInput): Result<StandingRow[]> {
  const tiebreaks = input.tiebreaks ?? DEFAULT_TIEBREAKS;
  const known: readonly string[] = ["buchholz", "sonneborn-berger", "head-to-head", "wins"];
  for (const t of tiebreaks) if (!known.includes(t)) return err("bad-tiebreak", `unknown tie-break ${String(t)}`);
  const ledger = buildLedger(input.entrants, input.rounds, input.scoring);
  if (!ledger.ok) return ledger;
  return ok(standingsFromLedger(ledger.value, tiebreaks));
}
