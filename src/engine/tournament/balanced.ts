// A balanced schedule for tables of more than two sides when no exact design applies: the fewest
// rounds in which every pair of entrants can share a table, found by simulated annealing.
//
// Every round seats the entrants as tableLayout gives (same table sizes and bye count each round).
// Byes rotate: entrant i sits out in the rounds where its place in the cyclic order falls in the
// bye positions, so byes per entrant differ by at most one; the search keeps that bound.
//
// For R = the lower bound (below) upwards, the search minimises over schedules of R rounds
//   cost = sum over pairs of f(meetings),  f(0) = UNCOVERED, f(m) = m^2 for m >= 1,
// with moves that swap two entrants of one round between tables (or between a table and the
// byes, keeping the bye bound). Sum of m^2 is smallest when the meetings are as equal as possible,
// so a schedule reaching the floor/ceil bound is as balanced as any can be; R is accepted once
// every pair has met. The generator is seeded from (n, sizes, R): the same inputs always give the
// same schedule.
//
// Lower bound on R: every pair meets (sum of C(size, 2) per round times R >= C(n, 2)), and an
// entrant meets at most (largest table - 1) others per round it plays, with its share of byes.

import { Rng } from "../core/rng";

const UNCOVERED = 12;

export interface BalancedOptions {
  /** Annealing steps per attempt (default scales with n). */
  readonly steps?: number;
  /** Attempts per round count before trying one more round (default 4). */
  readonly attempts?: number;
  /** Give up above this many rounds (default 4 * the lower bound + 4). */
  readonly maxRounds?: number;
}

/** A schedule over entrant indices: rounds of tables (index lists) and byes. */
export interface IndexSchedule {
  readonly rounds: { tables: number[][]; byes: number[] }[];
}

/** The smallest number of rounds that could possibly let every pair meet. */
export function roundsLowerBound(n: number, sizes: readonly number[], byes: number): number {
  if (n < 2) return 0;
  const pairsPerRound = sizes.reduce((a, s) => a + (s * (s - 1)) / 2, 0);
  if (pairsPerRound === 0) return Infinity;
  const maxMeet = Math.max(...sizes) - 1;
  let r = Math.max(1, Math.ceil((n * (n - 1)) / 2 / pairsPerRound));
  // an entrant with ceil(byes * r / n) byes still has to meet n - 1 others
  while ((r - Math.ceil((byes * r) / n)) * maxMeet < n - 1) r++;
  return r;
}

/** Sum of f(meetings) for a meeting matrix (upper triangle). */
function costOf(meet: Int32Array, n: number): number {
  let c = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) c += f(meet[a * n + b]!);
  return c;
}

function f(m: number): number {
  return m === 0 ? UNCOVERED : m * m;
}

/** The best cost any schedule with these totals could reach (meetings as equal as possible). */
function costFloor(n: number, pairSlots: number): number {
  const pairs = (n * (n - 1)) / 2;
  const lo = Math.floor(pairSlots / pairs);
  const hi = pairSlots - lo * pairs; // pairs that meet lo + 1 times
  return hi * f(lo + 1) + (pairs - hi) * f(lo);
}

/** Where the groups of a round sit in its row of slots: tables 0..t-1, then the bye group t. */
interface GroupLayout {
  /** The number of tables. */
  readonly t: number;
  readonly groupOfPos: Int32Array;
  readonly groupStart: readonly number[];
  readonly groupSize: readonly number[];
}

function groupLayout(n: number, sizes: readonly number[], byes: number): GroupLayout {
  const t = sizes.length;
  const starts: number[] = [];
  let acc = 0;
  for (const s of sizes) {
    starts.push(acc);
    acc += s;
  }
  const groupOfPos = new Int32Array(n);
  for (let g = 0; g < t; g++) for (let i = 0; i < sizes[g]!; i++) groupOfPos[starts[g]! + i] = g;
  for (let i = acc; i < n; i++) groupOfPos[i] = t;
  return { t, groupOfPos, groupStart: [...starts, acc], groupSize: [...sizes, byes] };
}

/** The search's state: the rounds' slots, where each entrant sits, the meetings and the byes. */
interface Annealing {
  readonly n: number;
  readonly rounds: number;
  readonly layout: GroupLayout;
  /** slot[r][pos] = entrant. */
  readonly slot: Int32Array[];
  /** pos[r][entrant] = its slot. */
  readonly pos: Int32Array[];
  /** Meetings per pair (upper triangle). */
  readonly meet: Int32Array;
  readonly byeCount: Int32Array;
  readonly byeLo: number;
  readonly byeHi: number;
}

/** The starting schedule: byes rotate cyclically (balanced), the seated entrants are shuffled. */
function startAnnealing(n: number, sizes: readonly number[], byes: number, rounds: number, rng: Rng): Annealing {
  const layout = groupLayout(n, sizes, byes);
  const slot: Int32Array[] = [];
  const byeCount = new Int32Array(n);
  for (let r = 0; r < rounds; r++) {
    const order = Array.from({ length: n }, (_, i) => (i + r * byes) % n);
    // the entrants at the end of the row sit out; shuffle the seated ones for a random start
    const seated = order.slice(byes).concat();
    const out = order.slice(0, byes);
    rng.shuffleInPlace(seated);
    const row = Int32Array.from([...seated, ...out]);
    for (const e of out) byeCount[e]! += 1;
    slot.push(row);
  }
  const pos: Int32Array[] = slot.map((row) => {
    const p = new Int32Array(n);
    row.forEach((e, i) => (p[e] = i));
    return p;
  });
  const a: Annealing = {
    n,
    rounds,
    layout,
    slot,
    pos,
    meet: new Int32Array(n * n),
    byeCount,
    byeLo: Math.floor((byes * rounds) / n),
    byeHi: Math.ceil((byes * rounds) / n),
  };
  for (const row of slot)
    for (let g = 0; g < layout.t; g++) {
      const start = layout.groupStart[g]!;
      for (let i = 0; i < sizes[g]!; i++)
        for (let j = i + 1; j < sizes[g]!; j++) bump(a, row[start + i]!, row[start + j]!, 1);
    }
  return a;
}

function meetings(a: Annealing, x: number, y: number): number {
  return x < y ? a.meet[x * a.n + y]! : a.meet[y * a.n + x]!;
}

function bump(a: Annealing, x: number, y: number, d: number): void {
  if (x > y) [x, y] = [y, x];
  a.meet[x * a.n + y]! += d;
}

/** A move: swap slots p1 and p2 of round r. Half the time one that seats an unmet pair together, else random. */
function pickMove(a: Annealing, rng: Rng): [number, number, number] {
  const { n, rounds, pos } = a;
  const { t, groupOfPos, groupStart, groupSize } = a.layout;
  if (rng.int(2) === 0) {
    for (let tries = 0; tries < 12; tries++) {
      const x = rng.int(n),
        y = rng.int(n);
      if (x === y || meetings(a, x, y) !== 0) continue;
      const r = rng.int(rounds);
      const px = pos[r]![x]!;
      const gx = groupOfPos[px]!;
      if (gx === t) continue;
      const off = rng.int(groupSize[gx]!);
      const pz = groupStart[gx]! + off;
      if (pz === px) continue;
      return [r, pz, pos[r]![y]!];
    }
  }
  return [rng.int(rounds), rng.int(n), rng.int(n)];
}

/**
 * Every pair whose meetings change when x (in group g1) and y (in group g2) swap, with the change:
 * x leaves g1 (if a table) and joins g2, y the other way. Every pair is distinct: x, y and each z
 * differ, and every z is in exactly one of the two groups.
 */
function forChangedPairs(
  a: Annealing,
  row: Int32Array,
  g1: number,
  g2: number,
  x: number,
  y: number,
  visit: (p: number, q: number, d: number) => void,
): void {
  const { t, groupStart, groupSize } = a.layout;
  const leaveFor = (g: number, leaving: number, joining: number) => {
    if (g < t)
      for (let i = groupStart[g]!; i < groupStart[g]! + groupSize[g]!; i++) {
        const z = row[i]!;
        if (z !== leaving) {
          visit(leaving, z, -1);
          visit(joining, z, +1);
        }
      }
  };
  leaveFor(g1, x, y);
  leaveFor(g2, y, x);
}

/** Swaps slots p1 and p2 (entrants x and y, groups g1 and g2) of round r. */
function applySwap(a: Annealing, r: number, p1: number, p2: number, g1: number, g2: number): void {
  const row = a.slot[r]!;
  const x = row[p1]!,
    y = row[p2]!;
  forChangedPairs(a, row, g1, g2, x, y, (p, q, d) => bump(a, p, q, d));
  const t = a.layout.t;
  if (g1 === t) {
    a.byeCount[x]! -= 1;
    a.byeCount[y]! += 1;
  } else if (g2 === t) {
    a.byeCount[y]! -= 1;
    a.byeCount[x]! += 1;
  }
  row[p1] = y;
  row[p2] = x;
  a.pos[r]![y] = p1;
  a.pos[r]![x] = p2;
}

/**
 * Searches a schedule of exactly `rounds` rounds. Returns it with its number of uncovered pairs
 * and cost.
 */
export function annealSchedule(
  n: number,
  sizes: readonly number[],
  byes: number,
  rounds: number,
  seed: string,
  steps: number,
): { schedule: IndexSchedule; uncovered: number; cost: number } {
  const rng = Rng.fromSeed(seed);
  const a = startAnnealing(n, sizes, byes, rounds, rng);
  const { t, groupOfPos } = a.layout;
  let cost = costOf(a.meet, n);
  const floor = costFloor(n, rounds * sizes.reduce((acc, s) => acc + (s * (s - 1)) / 2, 0));
  let bestCost = cost;
  let bestSlots = a.slot.map((r) => r.slice());
  const T0 = 2.5,
    T1 = 0.05;

  for (let step = 0; step < steps && bestCost > floor; step++) {
    const [r, p1, p2] = pickMove(a, rng);
    const row = a.slot[r]!;
    const g1 = groupOfPos[p1]!,
      g2 = groupOfPos[p2]!;
    if (g1 === g2) continue;
    const x = row[p1]!,
      y = row[p2]!;
    if (g1 === t || g2 === t) {
      const toBye = g1 === t ? y : x;
      const fromBye = g1 === t ? x : y;
      if (a.byeCount[toBye]! + 1 > a.byeHi || a.byeCount[fromBye]! - 1 < a.byeLo) continue;
    }
    let delta = 0;
    forChangedPairs(a, row, g1, g2, x, y, (p, q, d) => {
      const m = meetings(a, p, q);
      delta += f(m + d) - f(m);
    });
    const temp = T0 * Math.pow(T1 / T0, step / steps);
    if (delta > 0 && rng.next() >= Math.exp(-delta / temp)) continue;
    applySwap(a, r, p1, p2, g1, g2);
    cost += delta;
    if (cost < bestCost) {
      // the total cost only falls so far, so these copies stay cheap
      bestCost = cost;
      bestSlots = a.slot.map((rw) => rw.slice());
    }
  }

  const seatedEnd = a.layout.groupStart[t]!;
  const schedule: IndexSchedule = {
    rounds: bestSlots.map((row) => ({
      tables: sizes.map((s, g) => {
        const start = a.layout.groupStart[g]!;
        return Array.from(row.slice(start, start + s)).sort((p, q) => p - q);
      }),
      byes: Array.from(row.slice(seatedEnd)).sort((p, q) => p - q),
    })),
  };
  return { schedule, uncovered: uncoveredPairs(n, schedule), cost: bestCost };
}

/** Pairs of entrants that never share a table in the schedule. */
export function uncoveredPairs(n: number, schedule: IndexSchedule): number {
  const seen = new Uint8Array(n * n);
  for (const r of schedule.rounds)
    for (const tb of r.tables)
      for (let i = 0; i < tb.length; i++)
        for (let j = i + 1; j < tb.length; j++) {
          const a = Math.min(tb[i]!, tb[j]!),
            b = Math.max(tb[i]!, tb[j]!);
          seen[a * n + b] = 1;
        }
  let missing = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (!seen[a * n + b]) missing++;
  return missing;
}

/**
 * The fewest rounds (from the lower bound up) for which the search covers every pair, with the
 * meetings as equal as the search gets them. Null when maxRounds is reached.
 */
export function balancedSchedule(
  n: number,
  sizes: readonly number[],
  byes: number,
  opts: BalancedOptions = {},
): IndexSchedule | null {
  if (n < 2 || sizes.length === 0) return null;
  const lower = roundsLowerBound(n, sizes, byes);
  if (!Number.isFinite(lower)) return null;
  const maxRounds = opts.maxRounds ?? 4 * lower + 4;
  const attempts = opts.attempts ?? 4;
  const steps = opts.steps ?? Math.max(20_000, 600 * n * Math.max(...sizes));
  for (let rounds = lower; rounds <= maxRounds; rounds++) {
    let best: { schedule: IndexSchedule; uncovered: number; cost: number } | null = null;
    for (let a = 0; a < attempts; a++) {
      const res = annealSchedule(
        n,
        sizes,
        byes,
        rounds,
        `balanced:${n}:${sizes.join(",")}:${byes}:${rounds}:${a}`,
        steps,
      );
      if (res.uncovered === 0 && (best === null || res.cost < best.cost)) best = res;
      if (best && best.cost <= costFloor(n, rounds * sizes.reduce((s, x) => s + (x * (x - 1)) / 2, 0))) break;
    }
    if (best) return best.schedule;
  }
  return null;
}
