// Swiss pairing (the algorithm is written out in SWISS.md). Deterministic: the same entrants,
// finished rounds and settings always give the same pairing; no randomness is used.

import { err, ok, type Result } from "../core/result";
import { buildLedger, type Ledger } from "./ledger";
import { tableLayout, checkShape } from "./layout";
import { minCostPerfectMatching } from "./matching";
import { DEFAULT_TIEBREAKS, standingsFromLedger, type TieBreak } from "./standings";
import type { EntrantId, RoundPairing, RoundRecord, ScoringRules, TableShape } from "./types";

/**
 * The rounds a Swiss event plays when its organiser left the number open: as many as a knockout of the same entrants
 * would take (the log of the entrants to the base of the sides per table, rounded up; at least 1).
 */
export function swissRoundCount(entrants: number, sidesPerTable: number): number {
  return Math.max(1, Math.ceil(Math.log(entrants) / Math.log(sidesPerTable) - 1e-9));
}

export interface SwissInput {
  /** Entrant ids in seed order. */
  readonly entrants: readonly EntrantId[];
  /** The finished rounds. */
  readonly rounds: readonly RoundRecord[];
  /** The round to pair (greater than every finished round). */
  readonly round: number;
  readonly shape: TableShape;
  readonly scoring: ScoringRules;
  readonly tiebreaks?: readonly TieBreak[];
  /** Entrants who left: they keep their standing but are not paired. */
  readonly withdrawn?: readonly EntrantId[];
}

export interface SwissPairing extends RoundPairing {
  /** Pairs of entrants seated together who had met before (0 whenever avoidable for two-sided tables). */
  readonly repeats: number;
  /** Entrants given a bye who already had one. */
  readonly repeatByes: number;
}

/** Ranking among the active entrants: standings order (score, tie-breaks, seed). Seed indexes. */
function rankedActive(ledger: Ledger, tiebreaks: readonly TieBreak[], withdrawn: ReadonlySet<EntrantId>): number[] {
  return standingsFromLedger(ledger, tiebreaks)
    .filter((r) => !withdrawn.has(r.entrant))
    .map((r) => ledger.index.get(r.entrant)!);
}

/** Score group of each ranked entrant (0 = top group), by exact score. */
function scoreGroups(
  ledger: Ledger,
  ranked: readonly number[],
): { gi: Map<number, number>; q: Map<number, number>; size: Map<number, number> } {
  const gi = new Map<number, number>();
  const q = new Map<number, number>();
  const size = new Map<number, number>();
  let g = -1;
  let prev: number | null = null;
  let inGroup = 0;
  const members: number[][] = [];
  for (const e of ranked) {
    const s = ledger.score[e]!;
    if (prev === null || s !== prev) {
      g++;
      inGroup = 0;
      prev = s;
      members.push([]);
    }
    gi.set(e, g);
    q.set(e, inGroup++);
    members[g]!.push(e);
  }
  for (const m of members) for (const e of m) size.set(e, m.length);
  return { gi, q, size };
}

export function pairSwiss(input: SwissInput): Result<SwissPairing> {
  const shape = checkShape(input.shape);
  if (!shape.ok) return shape;
  const ledgerR = buildLedger(input.entrants, input.rounds, input.scoring);
  if (!ledgerR.ok) return ledgerR;
  const ledger = ledgerR.value;
  if (!Number.isInteger(input.round) || input.round < 1 || input.rounds.some((r) => r.round >= input.round))
    return err("bad-round", `round ${input.round} must come after every finished round`);
  const withdrawn = new Set(input.withdrawn ?? []);
  for (const w of withdrawn) if (!ledger.index.has(w)) return err("unknown-entrant", `${w} is not an entrant`);
  const ranked = rankedActive(ledger, input.tiebreaks ?? DEFAULT_TIEBREAKS, withdrawn);
  const layout = tableLayout(ranked.length, shape.value);
  if (!layout.ok) return layout;
  if (layout.value.sizes.length === 0)
    return err("too-few-entrants", `${ranked.length} active entrants cannot fill a table`);
  const res =
    shape.value.tableSize === 2
      ? pairTwoSided(ledger, ranked)
      : groupMultiSided(ledger, ranked, layout.value.sizes, layout.value.byes);
  if (!res.ok) return res;
  const { tables, byes } = res.value;
  const ids = (xs: readonly number[]) => xs.map((x) => ledger.entrants[x]!);
  let repeats = 0;
  for (const t of tables)
    for (let i = 0; i < t.length; i++)
      for (let j = i + 1; j < t.length; j++) if (ledger.meetings(t[i]!, t[j]!) > 0) repeats++;
  return ok({
    round: input.round,
    tables: tables.map(ids),
    byes: ids(byes),
    repeats,
    repeatByes: byes.filter((b) => ledger.byeCount[b]! > 0).length,
  });
}

// ---------------------------------------------------------------------------------------------
// Two-sided tables: minimum-cost perfect matching.

/** Minimum repeat count (meetings) over perfect matchings of `players`, and the matching's mate. */
function matchBy(
  players: readonly number[],
  cost: (a: number, b: number) => number,
): { mate: number[]; total: number } {
  const mate = minCostPerfectMatching(players.length, (i, j) => cost(players[i]!, players[j]!))!;
  let total = 0;
  mate.forEach((j, i) => {
    if (j > i) total += cost(players[i]!, players[j]!);
  });
  return { mate, total };
}

function pairTwoSided(ledger: Ledger, ranked: readonly number[]): Result<{ tables: number[][]; byes: number[] }> {
  const rankOf = new Map(ranked.map((e, i) => [e, i]));
  let players = ranked.slice();
  const byes: number[] = [];
  const meet = (a: number, b: number) => ledger.meetings(a, b);
  if (players.length % 2 === 1) {
    // the fewest repeats possible (a second bye counts as a repeat), with a dummy for the bye
    const DUMMY = -1;
    const withDummy = [...players, DUMMY];
    const best = matchBy(withDummy, (a, b) =>
      a === DUMMY ? ledger.byeCount[b]! : b === DUMMY ? ledger.byeCount[a]! : meet(a, b),
    ).total;
    // the bye: fewest byes so far, then the lowest ranked, whose removal still allows `best`
    const candidates = players
      .slice()
      .sort((a, b) => ledger.byeCount[a]! - ledger.byeCount[b]! || rankOf.get(b)! - rankOf.get(a)!);
    let chosen = candidates[0]!;
    for (const c of candidates) {
      const rest = players.filter((p) => p !== c);
      if (ledger.byeCount[c]! + matchBy(rest, meet).total === best) {
        chosen = c;
        break;
      }
    }
    byes.push(chosen);
    players = players.filter((p) => p !== chosen);
  }
  if (players.length === 0) return ok({ tables: [], byes });

  // costs: repeats >> score-group distance >> position inside the score groups
  const { gi, q, size } = scoreGroups(ledger, players);
  const split = (a: number, b: number): number => {
    const [hi, lo] = rankOf.get(a)! < rankOf.get(b)! ? [a, b] : [b, a];
    if (gi.get(hi) === gi.get(lo)) {
      const d = Math.abs(q.get(hi)! - q.get(lo)!) - Math.floor(size.get(hi)! / 2);
      return d * d;
    }
    // a floater: the lowest of the upper group meets the highest of the lower group
    return size.get(hi)! - 1 - q.get(hi)! + q.get(lo)!;
  };
  const groupDist = (a: number, b: number) => (gi.get(a)! - gi.get(b)!) ** 2;
  const pairs = players.length / 2;
  let maxSplit = 0,
    maxDist = 0,
    maxMeet = 0;
  for (let i = 0; i < players.length; i++)
    for (let j = i + 1; j < players.length; j++) {
      const a = players[i]!,
        b = players[j]!;
      maxSplit = Math.max(maxSplit, split(a, b));
      maxDist = Math.max(maxDist, groupDist(a, b));
      maxMeet = Math.max(maxMeet, meet(a, b));
    }
  const wDist = maxSplit * pairs + 1;
  const wMeet = wDist * maxDist * pairs + maxSplit * pairs + 1;
  if (!Number.isSafeInteger(wMeet * (maxMeet + 1) * 4))
    return err("too-many-entrants", "too many entrants for an exact Swiss pairing");
  const { mate } = matchBy(players, (a, b) => wMeet * meet(a, b) + wDist * groupDist(a, b) + split(a, b));
  const tables: number[][] = [];
  mate.forEach((j, i) => {
    if (j > i) {
      const a = players[i]!,
        b = players[j]!;
      tables.push(rankOf.get(a)! < rankOf.get(b)! ? [a, b] : [b, a]);
    }
  });
  tables.sort((x, y) => rankOf.get(x[0]!)! - rankOf.get(y[0]!)!);
  return ok({ tables, byes });
}

// ---------------------------------------------------------------------------------------------
// Tables of more than two sides: score-group banding, then swaps that remove repeats.

function groupMultiSided(
  ledger: Ledger,
  ranked: readonly number[],
  sizes: readonly number[],
  byeCount: number,
): Result<{ tables: number[][]; byes: number[] }> {
  const rankOf = new Map(ranked.map((e, i) => [e, i]));
  // byes: fewest byes so far, then the lowest ranked
  const byes = ranked
    .slice()
    .sort((a, b) => ledger.byeCount[a]! - ledger.byeCount[b]! || rankOf.get(b)! - rankOf.get(a)!)
    .slice(0, byeCount);
  const byeSet = new Set(byes);
  const players = ranked.filter((e) => !byeSet.has(e));
  const { gi } = scoreGroups(ledger, players);

  // 1. banding: score groups from the top; a pool (carried floaters + the group) seats as many of the
  //    next tables as it fills, member j of each band of T going to table j; the rest float down.
  const tables: number[][] = [];
  let nextTable = 0;
  let pool: number[] = [];
  const seat = (members: number[], count: number) => {
    const T = count;
    const tbs: number[][] = Array.from({ length: T }, () => []);
    const cap = sizes.slice(nextTable, nextTable + T);
    let i = 0;
    const room = cap.reduce((x, y) => x + y, 0);
    while (i < members.length && i < room) {
      for (let j = 0; j < T && i < members.length; j++) if (tbs[j]!.length < cap[j]!) tbs[j]!.push(members[i++]!);
    }
    tables.push(...tbs);
    nextTable += T;
  };
  const byGroup = new Map<number, number[]>();
  for (const e of players) byGroup.set(gi.get(e)!, [...(byGroup.get(gi.get(e)!) ?? []), e]);
  const groupIds = [...byGroup.keys()].sort((a, b) => a - b);
  for (const g of groupIds) {
    pool = [...pool, ...byGroup.get(g)!];
    let T = 0,
      total = 0;
    while (nextTable + T < sizes.length && total + sizes[nextTable + T]! <= pool.length)
      total += sizes[nextTable + T++]!;
    if (T === 0) continue;
    seat(pool.slice(0, total), T);
    pool = pool.slice(total);
  }
  if (pool.length > 0) seat(pool, sizes.length - nextTable);
  const initial = new Map<number, number>();
  tables.forEach((t, ti) => t.forEach((e) => initial.set(e, ti)));

  // 3. swaps: (repeats, score-group spread, distance from the banding) decreases lexicographically
  const costOf = (t: readonly number[], ti: number): [number, number, number] => {
    let rep = 0,
      spread = 0,
      disp = 0;
    for (let i = 0; i < t.length; i++) {
      disp += Math.abs(initial.get(t[i]!)! - ti);
      for (let j = i + 1; j < t.length; j++) {
        rep += ledger.meetings(t[i]!, t[j]!);
        spread += (gi.get(t[i]!)! - gi.get(t[j]!)!) ** 2;
      }
    }
    return [rep, spread, disp];
  };
  // 2. when the banding repeats a meeting: a depth-first search for tables without any repeat
  //    (greedy in banding preference, with backtracking, bounded), then the same swaps to polish
  const bandRepeats = tables.reduce((acc, t, ti) => acc + costOf(t, ti)[0], 0);
  if (bandRepeats > 0) {
    const found = noRepeatSearch(ledger, players, sizes, initial, rankOf);
    if (found) {
      tables.length = 0;
      tables.push(...found);
    }
  }
  const less = (a: readonly number[], b: readonly number[]) =>
    a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!)));
  const add = (a: readonly number[], b: readonly number[]) => [a[0]! + b[0]!, a[1]! + b[1]!, a[2]! + b[2]!];
  const costs = tables.map((t, ti) => costOf(t, ti));
  for (let pass = 0; pass < 100 && (bandRepeats > 0 || costs.some((c) => c[0]! > 0)); pass++) {
    let improved = false;
    for (let t1 = 0; t1 < tables.length; t1++) {
      for (let t2 = t1 + 1; t2 < tables.length; t2++) {
        for (let i = 0; i < tables[t1]!.length; i++) {
          for (let j = 0; j < tables[t2]!.length; j++) {
            const a = tables[t1]!.slice(),
              b = tables[t2]!.slice();
            [a[i], b[j]] = [b[j]!, a[i]!];
            const ca = costOf(a, t1),
              cb = costOf(b, t2);
            if (less(add(ca, cb), add(costs[t1]!, costs[t2]!))) {
              tables[t1] = a;
              tables[t2] = b;
              costs[t1] = ca;
              costs[t2] = cb;
              improved = true;
            }
          }
        }
      }
    }
    if (!improved) break;
  }
  const out = tables.map((t) => t.slice().sort((x, y) => rankOf.get(x)! - rankOf.get(y)!));
  out.sort((x, y) => rankOf.get(x[0]!)! - rankOf.get(y[0]!)!);
  return ok({ tables: out, byes: byes.sort((a, b) => rankOf.get(a)! - rankOf.get(b)!) });
}

/** Node budget of the no-repeat search (each tried table counts one). */
const SEARCH_BUDGET = 200_000;

/**
 * Tables of the layout's sizes in which nobody meets anyone again, or null when none exists or the
 * budget runs out. The best-ranked unseated entrant opens the next table (largest size first) and
 * takes companions it has not met (nor they each other), preferring those banded to the same table
 * (then the nearest banded table, then rank), backtracking when the rest cannot be seated.
 */
function noRepeatSearch(
  ledger: Ledger,
  players: readonly number[],
  sizes: readonly number[],
  initial: ReadonlyMap<number, number>,
  rankOf: ReadonlyMap<number, number>,
): number[][] | null {
  const left = new Map<number, number>();
  for (const s of sizes) left.set(s, (left.get(s) ?? 0) + 1);
  const sizeValues = [...left.keys()].sort((a, b) => b - a);
  const unseated = new Set(players);
  const out: number[][] = [];
  let nodes = 0;
  const fresh = (a: number, b: number) => ledger.meetings(a, b) === 0;
  const rec = (): boolean => {
    if (unseated.size === 0) return true;
    if (++nodes > SEARCH_BUDGET) return false;
    let a = -1;
    for (const p of players)
      if (unseated.has(p)) {
        a = p;
        break;
      }
    const home = initial.get(a)!;
    const candidates = [...unseated]
      .filter((c) => c !== a && fresh(a, c))
      .sort(
        (x, y) =>
          Math.abs(initial.get(x)! - home) - Math.abs(initial.get(y)! - home) || rankOf.get(x)! - rankOf.get(y)!,
      );
    unseated.delete(a);
    for (const size of sizeValues) {
      if (!left.get(size)) continue;
      left.set(size, left.get(size)! - 1);
      const table = [a];
      const choose = (from: number): boolean => {
        if (table.length === size) {
          for (const x of table) unseated.delete(x);
          out.push(table.slice());
          if (rec()) return true;
          out.pop();
          for (const x of table) if (x !== a) unseated.add(x);
          return false;
        }
        for (let i = from; i < candidates.length; i++) {
          const c = candidates[i]!;
          if (!unseated.has(c) || !table.every((x) => fresh(x, c))) continue;
          table.push(c);
          if (choose(i + 1)) return true;
          table.pop();
          if (nodes > SEARCH_BUDGET) return false;
        }
        return false;
      };
      if (choose(0)) return true;
      left.set(size, left.get(size)! + 1);
      if (nodes > SEARCH_BUDGET) break;
    }
    unseated.add(a);
    return false;
  };
  return rec() ? out : null;
}
