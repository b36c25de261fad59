// Round robin: every entrant meets every other.
//   Two-sided tables: the FIDE Berger tables (berger.ts): n - 1 rounds (n even) or n rounds with
//     one bye each (n odd); every pair meets exactly once.
//   n <= tableSize: one table of everyone (one round).
//   Larger tables: an exact design when one fits (design.ts: the affine geometry AG(d, q) for
//     q^d entrants at tables of q, or with up to q points of one line removed), every pair exactly
//     once; otherwise the annealed balanced schedule (balanced.ts) with the fewest rounds it can
//     find in which every pair meets, the meetings as equal as it can make them. The design is
//     used when it needs no more rounds than the search's lower bound, or than the search found.
// Entrant i (seed order) is point i of the design. Each table lists its sides in seed order.

import { err, ok, type Result } from "../core/result";
import { balancedSchedule, roundsLowerBound, type IndexSchedule } from "./balanced";
import { bergerRounds } from "./berger";
import { primePower, truncatedAffineRounds } from "./design";
import { checkEntrants, tableLayout } from "./layout";
import type { EntrantId, RoundPairing, TableShape } from "./types";

export type RoundRobinMethod = "berger" | "single-table" | "affine-geometry" | "annealed";

export interface RoundRobinSchedule {
  readonly method: RoundRobinMethod;
  readonly rounds: readonly RoundPairing[];
}

function toPairings(entrants: readonly EntrantId[], s: IndexSchedule): RoundPairing[] {
  return s.rounds.map((r, i) => ({
    round: i + 1,
    tables: r.tables
      .map((t) => [...t].sort((a, b) => a - b))
      .sort((a, b) => a[0]! - b[0]!)
      .map((t) => t.map((x) => entrants[x]!)),
    byes: [...r.byes].sort((a, b) => a - b).map((x) => entrants[x]!),
  }));
}

/** The best exact design for n entrants at tables of minTableSize..tableSize sides, or null. */
export function designFor(n: number, tableSize: number, minTableSize: number): IndexSchedule | null {
  let best: IndexSchedule | null = null;
  for (let q = Math.max(2, minTableSize); q <= tableSize; q++) {
    if (!primePower(q)) continue;
    for (let d = 2; q ** d <= n + q; d++) {
      const remove = q ** d - n;
      if (remove < 0) continue;
      const rounds = truncatedAffineRounds(q, d, remove);
      if (!rounds) continue;
      // every table must be playable (a single point is a bye)
      if (
        !rounds.every((round) =>
          round.every((t) => t.length === 1 || (t.length >= minTableSize && t.length <= tableSize)),
        )
      )
        continue;
      if (best && best.rounds.length <= rounds.length) continue;
      best = {
        rounds: rounds.map((round) => ({
          tables: round.filter((t) => t.length > 1),
          byes: round.filter((t) => t.length === 1).map((t) => t[0]!),
        })),
      };
    }
  }
  return best;
}

/** The round robin schedule for entrants in seed order. */
export function roundRobin(entrants: readonly EntrantId[], shape: TableShape): Result<RoundRobinSchedule> {
  const s = checkEntrants(entrants, shape, "a round robin needs at least two entrants");
  if (!s.ok) return s;
  const { tableSize: k, minTableSize: m } = s.value;
  const n = entrants.length;
  if (n < m) return err("too-few-entrants", `${n} entrants cannot fill a table of at least ${m}`);

  if (k === 2) {
    const rounds = bergerRounds(n).map((r, i) => ({
      round: i + 1,
      tables: r.pairs.map(([a, b]) => [entrants[a]!, entrants[b]!]),
      byes: r.bye >= 0 ? [entrants[r.bye]!] : [],
    }));
    return ok({ method: "berger", rounds });
  }
  if (n <= k) return ok({ method: "single-table", rounds: [{ round: 1, tables: [entrants.slice()], byes: [] }] });

  const layout = tableLayout(n, shape);
  if (!layout.ok) return layout;
  const { sizes, byes } = layout.value;
  const design = designFor(n, k, m);
  const lower = roundsLowerBound(n, sizes, byes);
  if (design && design.rounds.length <= lower)
    return ok({ method: "affine-geometry", rounds: toPairings(entrants, design) });
  const searched = balancedSchedule(n, sizes, byes, design ? { maxRounds: design.rounds.length - 1 } : {});
  if (searched) return ok({ method: "annealed", rounds: toPairings(entrants, searched) });
  if (design) return ok({ method: "affine-geometry", rounds: toPairings(entrants, design) });
  return err("no-schedule", `no round robin schedule found for ${n} entrants at tables of ${m} to ${k}`);
}
