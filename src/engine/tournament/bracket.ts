// Single elimination: one winner per table goes through until one table, the final, is left.
//
// Shape. With tables of k sides the bracket is a k-ary tree of depth D, the smallest with
// k^D >= n (n <= k: a single table, the final). Round r has up to k^(D-r) matches, fed by k matches
// of the round before. Round 1 absorbs the count that does not fill the tree: of its M = k^(D-1)
// positions, e are left empty and the others are headed by seeds 1..M-e; the top heads get byes
// (walkovers: the match has only its head and goes through unplayed) and the t weakest heads play,
// t as small as the table sizes allow (each table seats minTableSize..k sides and sends one on).
// e is 0 unless the smallest tables cannot absorb the count (e.g. 5 entrants at tables of 3..4: a
// table of 3 and two byes feed a final of 3); the empty positions are those of the weakest heads,
// at most k - minTableSize under one round-2 match, so every later table still seats
// minTableSize..k sides. A count no tree can seat (4 entrants at tables of exactly 3) is an error
// value: the organiser must allow smaller tables.
//
// The playing tables are as small as possible for the better heads: each starts at minTableSize
// and the extra seats go to the weakest heads first. Seeds after the heads fill the playing tables
// in a serpentine: the first row from the weakest head up (head h meets the next seed), the next
// row back down, and so on, skipping full tables. For k = 2 this is exactly the standard bracket:
// 2^D - n byes to seeds 1, 2, ..., then M v M+1, M-1 v M+2, ..., and in a full bracket of 16:
// 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11 (top to bottom).
//
// Positions. The round-1 matches are drawn in the generalised standard seeding order of their heads
// (`seedingOrder`), so the top k^r seeds can meet no earlier than the last r + 1 rounds; k
// consecutive positions feed one match of the next round. A match's slots are its sides in seat
// order (round 1: head first, then by seed; later rounds: by feeding position).
//
// A match's winner: outcome.ts `tableWinner` (best place at the table; then games won; then the
// engine's totals; then the better seed).

import { err, ok, type Result } from "../core/result";
import { checkEntrants } from "./layout";
import { checkTableResult, tableOutcome, tableWinner, winnerDecidedBy, type TableOutcome } from "./outcome";
import type { EntrantId, ScoringMode, TableResult, TableShape } from "./types";

export interface BracketSlot {
  /** Round 1: the entrant seated here. Later rounds: null (the winner of `from`). */
  readonly entrant: EntrantId | null;
  /** Round 1: the entrant's 1-based seed. */
  readonly seed: number | null;
  /** Later rounds: the id of the match whose winner takes this slot. */
  readonly from: string | null;
}

export interface BracketMatch {
  /** "R<round>-M<index + 1>". */
  readonly id: string;
  /** 1-based; the last round is the final. */
  readonly round: number;
  /** 0-based position in its round, top to bottom as drawn. */
  readonly index: number;
  /** The seats in order (side i of the game is slot i). */
  readonly slots: readonly BracketSlot[];
  /** Where the winner goes: the next match and the slot there; null for the final. */
  readonly next: { readonly match: string; readonly slot: number } | null;
  /** A round-1 match with only its head: it goes through without playing. */
  readonly walkover: boolean;
}

export interface Bracket {
  readonly tableSize: number;
  readonly minTableSize: number;
  /** Entrant ids in seed order. */
  readonly entrants: readonly EntrantId[];
  /** Matches per round, round 1 first. */
  readonly rounds: readonly (readonly BracketMatch[])[];
}

/**
 * The generalised standard seeding order of seeds 1..k^depth: each seed s of the previous order
 * becomes s followed by one seed from each of the next k - 1 rows of L = k^d seeds, the rows
 * alternating in direction with the last row reversed (so the weakest seeds face the best).
 * k = 2: 1 8 4 5 2 7 3 6.
 */
export function seedingOrder(k: number, depth: number): number[] {
  let order = [1];
  for (let d = 0; d < depth; d++) {
    const L = k ** d;
    const next: number[] = [];
    for (const s of order) {
      next.push(s);
      for (let i = 1; i < k; i++) next.push((k - 1 - i) % 2 === 0 ? (i + 1) * L + 1 - s : i * L + s);
    }
    order = next;
  }
  return order;
}

/** Round-1 plan: empty matches e, playing tables t (0 when none fits). */
function roundOnePlan(n: number, k: number, m: number, D: number): { empty: number; playing: number } | null {
  const M = k ** (D - 1);
  // every later match keeps at least m sides: at most k - m empty feeders per round-2 match
  const maxEmpty = D >= 2 ? (M / k) * (k - m) : 0;
  for (let e = 0; e <= maxEmpty; e++) {
    const remove = n - (M - e);
    if (remove < 0) break;
    const t = Math.ceil(remove / (k - 1));
    if (t * (m - 1) <= remove && t + e <= M) return { empty: e, playing: t };
  }
  return null;
}

export function buildBracket(entrants: readonly EntrantId[], shape: TableShape): Result<Bracket> {
  const s = checkEntrants(entrants, shape, "an elimination needs at least two entrants");
  if (!s.ok) return s;
  const { tableSize: k, minTableSize: m } = s.value;
  const n = entrants.length;
  const id = (round: number, index: number) => `R${round}-M${index + 1}`;
  if (n <= k) {
    if (n < m) return err("cannot-seat", `${n} entrants cannot fill a table of at least ${m}`);
    const final: BracketMatch = {
      id: id(1, 0),
      round: 1,
      index: 0,
      slots: entrants.map((e, i) => ({ entrant: e, seed: i + 1, from: null })),
      next: null,
      walkover: false,
    };
    return ok({ tableSize: k, minTableSize: m, entrants: entrants.slice(), rounds: [[final]] });
  }
  let D = 1;
  while (k ** D < n) D++;
  const M = k ** (D - 1);
  const plan = roundOnePlan(n, k, m, D);
  if (!plan)
    return err(
      "cannot-seat",
      `${n} entrants cannot be seated in an elimination at tables of ${m} to ${k}: allow smaller tables`,
    );
  const real = M - plan.empty; // heads 1..real; heads real+1..M are empty matches
  const t = plan.playing;
  const toRemove = n - real;

  // sizes per head (1 = walkover): the t weakest real heads play
  const size = new Array<number>(M + 1).fill(0);
  for (let h = 1; h <= real; h++) size[h] = 1;
  let extra = toRemove - t * (m - 1);
  for (let h = real; h > real - t; h--) size[h] = m;
  for (let h = real; h > real - t && extra > 0; h--) {
    const add = Math.min(extra, k - m);
    size[h]! += add;
    extra -= add;
  }
  // serpentine filling of seeds real+1..n
  const seats: number[][] = Array.from({ length: M + 1 }, (_, h) => (h >= 1 && h <= real ? [h] : []));
  let nextSeed = real + 1;
  for (let row = 0; nextSeed <= n; row++) {
    const heads = Array.from({ length: real }, (_, i) => real - i);
    if (row % 2 === 1) heads.reverse();
    for (const h of heads) if (nextSeed <= n && seats[h]!.length < size[h]!) seats[h]!.push(nextSeed++);
  }

  const order = seedingOrder(k, D - 1);
  // which tree positions hold a match: round 1 by its head, later rounds when a feeder does
  const present: boolean[][] = [order.map((head) => seats[head]!.length > 0)];
  for (let round = 2; round <= D; round++) {
    const prev = present[round - 2]!;
    present.push(Array.from({ length: k ** (D - round) }, (_, i) => prev.slice(i * k, i * k + k).some(Boolean)));
  }
  const nextOf = (round: number, index: number) => {
    if (round >= D) return null;
    const parent = Math.floor(index / k);
    const before = present[round - 1]!.slice(parent * k, index).filter(Boolean).length;
    return { match: id(round + 1, parent), slot: before };
  };
  const rounds: BracketMatch[][] = [];
  rounds.push(
    order.flatMap((head, index) =>
      seats[head]!.length === 0
        ? []
        : [
            {
              id: id(1, index),
              round: 1,
              index,
              slots: seats[head]!.map((seed) => ({ entrant: entrants[seed - 1]!, seed, from: null })),
              next: nextOf(1, index),
              walkover: seats[head]!.length === 1,
            },
          ],
    ),
  );
  for (let round = 2; round <= D; round++) {
    const count = k ** (D - round);
    const matches: BracketMatch[] = [];
    for (let index = 0; index < count; index++) {
      const feeders = Array.from({ length: k }, (_, j) => index * k + j).filter((f) => present[round - 2]![f]);
      matches.push({
        id: id(round, index),
        round,
        index,
        slots: feeders.map((f) => ({ entrant: null, seed: null, from: id(round - 1, f) })),
        next: nextOf(round, index),
        walkover: feeders.length === 1,
      });
    }
    rounds.push(matches);
  }
  return ok({ tableSize: k, minTableSize: m, entrants: entrants.slice(), rounds });
}

export type MatchStatus = "walkover" | "waiting" | "ready" | "finished";

export interface MatchState {
  readonly id: string;
  readonly round: number;
  readonly index: number;
  /** The entrant in each slot, null while the feeding match is undecided. */
  readonly entrants: readonly (EntrantId | null)[];
  /** walkover: goes through unplayed; waiting: a slot is still open; ready: to be played; finished. */
  readonly status: MatchStatus;
  readonly winner: EntrantId | null;
  /** What decided the winner ("place", "games-won", "engine-totals", "seed", "walkover"). */
  readonly decidedBy: string | null;
  readonly outcome: TableOutcome | null;
}

export interface BracketState {
  readonly rounds: readonly (readonly MatchState[])[];
  /** Matches that can be played now (every slot known, no result yet). */
  readonly ready: readonly MatchState[];
  readonly champion: EntrantId | null;
  /** The round being played: the lowest round with a ready or waiting match (null when over). */
  readonly currentRound: number | null;
}

/** Fills the bracket with the results so far (keyed by match id). Results for unknown or unready matches are errors. */
export function resolveBracket(
  bracket: Bracket,
  results: readonly { readonly match: string; readonly result: TableResult }[],
  mode: ScoringMode,
): Result<BracketState> {
  const seedIndex = new Map(bracket.entrants.map((e, i) => [e, i]));
  const seedOf = (e: EntrantId) => seedIndex.get(e) ?? Number.MAX_SAFE_INTEGER;
  const byId = new Map<string, TableResult>();
  for (const r of results) {
    if (byId.has(r.match)) return err("duplicate-result", `two results for ${r.match}`);
    byId.set(r.match, r.result);
  }
  const winners = new Map<string, EntrantId | null>();
  const out: MatchState[][] = [];
  const used = new Set<string>();
  for (const round of bracket.rounds) {
    const states: MatchState[] = [];
    for (const match of round) {
      const entrants = match.slots.map((s) => (s.from === null ? s.entrant : (winners.get(s.from) ?? null)));
      const base = { id: match.id, round: match.round, index: match.index, entrants };
      const res = byId.get(match.id);
      if (match.walkover) {
        if (res) return err("unexpected-result", `${match.id} is a walkover`);
        const w = entrants[0] ?? null;
        winners.set(match.id, w);
        states.push({
          ...base,
          status: w === null ? "waiting" : "walkover",
          winner: w,
          decidedBy: w === null ? null : "walkover",
          outcome: null,
        });
        continue;
      }
      const known = entrants.every((e) => e !== null);
      if (!res) {
        winners.set(match.id, null);
        states.push({ ...base, status: known ? "ready" : "waiting", winner: null, decidedBy: null, outcome: null });
        continue;
      }
      used.add(match.id);
      if (!known) return err("unexpected-result", `${match.id} has a result before all its sides are known`);
      const c = checkTableResult(res);
      if (!c.ok) return c;
      const same = res.sides.length === entrants.length && res.sides.every((e) => entrants.includes(e));
      if (!same)
        return err(
          "wrong-sides",
          `the result for ${match.id} is for ${res.sides.join(", ")}, not ${entrants.join(", ")}`,
        );
      if (res.games.length === 0) return err("no-games", `the result for ${match.id} has no games`);
      const outcome = tableOutcome(res, mode);
      const w = outcome.sides[tableWinner(outcome, seedOf)]!;
      winners.set(match.id, w);
      states.push({ ...base, status: "finished", winner: w, decidedBy: winnerDecidedBy(outcome, seedOf), outcome });
    }
    out.push(states);
  }
  for (const id of byId.keys()) if (!used.has(id)) return err("unknown-match", `no match ${id} in this bracket`);
  const final = out[out.length - 1]![0]!;
  const pending = out.flat().filter((x) => x.status === "ready" || x.status === "waiting");
  return ok({
    rounds: out,
    ready: out.flat().filter((x) => x.status === "ready"),
    champion: final.winner,
    currentRound: pending.length ? Math.min(...pending.map((x) => x.round)) : null,
  });
}
