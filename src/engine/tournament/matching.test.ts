// The blossom matching against brute force on thousands of random small graphs (weights of both
// signs, sparse and dense), plus the classic hand cases of the reference implementation.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxWeightMatching, minCostPerfectMatching, type WeightedEdge } from "./matching";

/** The best (cardinality, weight) over all matchings, by brute force. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCard: boolean): { card: number; weight: number } {
  const adj = new Map<string, number>();
  for (const e of edges) {
    const key = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`;
    adj.set(key, Math.max(adj.get(key) ?? -Infinity, e.w));
  }
  let best = { card: 0, weight: 0 };
  const used = new Array<boolean>(n).fill(false);
  const rec = (v: number, card: number, weight: number) => {
    while (v < n && used[v]) v++;
    if (v >= n) {
      const better = maxCard ? card > best.card || (card === best.card && weight > best.weight) : weight > best.weight;
      if (better) best = { card, weight };
      return;
    }
    used[v] = true;
    rec(v + 1, card, weight);
    for (let u = v + 1; u < n; u++) {
      const w = adj.get(`${v}-${u}`);
      if (w === undefined || used[u]) continue;
      used[u] = true;
      rec(v + 1, card + 1, weight + w);
      used[u] = false;
    }
    used[v] = false;
  };
  rec(0, 0, 0);
  return best;
}

function evaluate(
  n: number,
  edges: readonly WeightedEdge[],
  mate: readonly number[],
): { card: number; weight: number } {
  let card = 0,
    weight = 0;
  for (let v = 0; v < n; v++) {
    const u = mate[v]!;
    if (u === -1) continue;
    expect(mate[u]).toBe(v);
    if (u > v) {
      const ws = edges.filter((e) => (e.u === u && e.v === v) || (e.u === v && e.v === u)).map((e) => e.w);
      expect(ws.length).toBeGreaterThan(0);
      card++;
      weight += Math.max(...ws);
    }
  }
  return { card, weight };
}

const graph = fc.integer({ min: 2, max: 10 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.uniqueArray(
      fc
        .tuple(
          fc.integer({ min: 0, max: n - 1 }),
          fc.integer({ min: 0, max: n - 1 }),
          fc.integer({ min: -20, max: 40 }),
        )
        .filter(([u, v]) => u !== v),
      { selector: ([u, v]) => `${Math.min(u, v)}-${Math.max(u, v)}`, maxLength: (n * (n - 1)) / 2 },
    ),
  ),
);

/**
 * The reference implementation's hand cases: each edge as "u-v:weight", the matching wanted as the mate of each
 * vertex (-1 unmatched), and whether the matching must first be of maximum cardinality.
 */
const HAND_CASES: readonly { edges: string; maxCard?: true; mate: readonly number[] }[] = [
  { edges: "", mate: [] },
  { edges: "0-1:1", mate: [1, 0] },
  { edges: "1-2:10 2-3:11", mate: [-1, -1, 3, 2] },
  { edges: "1-2:5 2-3:11 3-4:5", mate: [-1, -1, 3, 2, -1] },
  { edges: "1-2:5 2-3:11 3-4:5", maxCard: true, mate: [-1, 2, 1, 4, 3] },
  // S-blossom and use it for augmentation
  { edges: "1-2:8 1-3:9 2-3:10 3-4:7", mate: [-1, 2, 1, 4, 3] },
  { edges: "1-2:8 1-3:9 2-3:10 3-4:7 1-6:5 4-5:6", mate: [-1, 6, 3, 2, 5, 4, 1] },
  // create S-blossom, relabel as T-blossom, use for augmentation
  { edges: "1-2:9 1-3:8 2-3:10 1-4:5 4-5:4 1-6:3", mate: [-1, 6, 3, 2, 5, 4, 1] },
  { edges: "1-2:9 1-3:8 2-3:10 1-4:5 4-5:3 1-6:4", mate: [-1, 6, 3, 2, 5, 4, 1] },
  { edges: "1-2:9 1-3:8 2-3:10 1-4:5 4-5:3 3-6:4", mate: [-1, 2, 1, 6, 5, 4, 3] },
  // nested S-blossom
  { edges: "1-2:9 1-3:9 2-3:10 2-4:8 3-5:8 4-5:10 5-6:6", mate: [-1, 3, 4, 1, 2, 6, 5] },
  // nested S-blossom, relabel as S-blossom, use for augmentation
  { edges: "1-2:10 1-7:10 2-3:12 3-4:20 3-5:20 4-5:25 5-6:10 6-7:10 7-8:8", mate: [-1, 2, 1, 4, 3, 6, 5, 8, 7] },
  // nested S-blossom, augment, expand recursively
  { edges: "1-2:8 1-3:8 2-3:10 2-4:12 3-5:12 4-5:14 4-6:12 5-7:12 6-7:14 7-8:12", mate: [-1, 2, 1, 5, 6, 3, 4, 8, 7] },
  // T-blossom expansion
  { edges: "1-2:23 1-5:22 1-6:15 2-3:25 3-4:22 4-5:25 4-8:14 5-7:13", mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4] },
  // nested T-blossom expansion
  { edges: "1-2:19 1-3:20 1-8:8 2-3:25 2-4:18 3-5:18 4-5:13 4-7:7 5-6:7", mate: [-1, 8, 3, 2, 7, 6, 5, 4, 1] },
  // blossom with many children, expansion and relabel
  {
    edges: "1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:35 5-7:26 9-10:5",
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    edges: "1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:26 5-7:40 9-10:5",
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    edges: "1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:28 5-7:26 9-10:5",
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    edges: "1-2:45 1-7:45 2-3:50 3-4:45 4-5:95 4-6:94 5-6:94 6-7:50 1-8:30 3-11:35 5-9:36 7-10:26 11-12:5",
    mate: [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
  },
  {
    edges: "1-2:40 1-3:40 2-3:60 2-4:55 3-5:55 4-5:50 1-8:15 5-7:30 7-6:10 8-10:10 4-9:30",
    mate: [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
  },
];

describe("maxWeightMatching", () => {
  it("matches brute force on random graphs (max weight and max cardinality)", () => {
    fc.assert(
      fc.property(graph, fc.boolean(), ([n, raw], maxCard) => {
        const edges = raw.map(([u, v, w]) => ({ u, v, w }));
        const mate = maxWeightMatching(edges, maxCard, n);
        const got = evaluate(n, edges, mate);
        const want = bruteForce(n, edges, maxCard);
        if (maxCard) expect(got.card).toBe(want.card);
        expect(got.weight).toBe(want.weight);
      }),
      { numRuns: 3000, seed: 20240601 },
    );
  });

  it("passes the reference implementation's hand cases", () => {
    for (const { edges, maxCard = false, mate } of HAND_CASES) {
      const parsed = edges
        .split(" ")
        .filter((e) => e !== "")
        .map((e) => {
          const [u, v, w] = e.split(/[-:]/).map(Number);
          return { u: u!, v: v!, w: w! };
        });
      expect(maxWeightMatching(parsed, maxCard), edges).toEqual(mate);
    }
  });

  it("minCostPerfectMatching finds the cheapest perfect matching", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((h) =>
            fc.tuple(fc.constant(2 * h), fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 45, maxLength: 45 })),
          ),
        ([n, cs]) => {
          const cost = (i: number, j: number) => cs[(i * 7 + j * 3) % cs.length]!;
          const mate = minCostPerfectMatching(n, cost)!;
          let sum = 0;
          for (let v = 0; v < n; v++) {
            expect(mate[v]).not.toBe(-1);
            expect(mate[mate[v]!]).toBe(v);
            if (mate[v]! > v) sum += cost(v, mate[v]!);
          }
          // brute force minimum
          let best = Infinity;
          const used = new Array<boolean>(n).fill(false);
          const rec = (acc: number) => {
            const v = used.indexOf(false);
            if (v === -1) return void (best = Math.min(best, acc));
            used[v] = true;
            for (let u = v + 1; u < n; u++)
              if (!used[u]) {
                used[u] = true;
                rec(acc + cost(v, u));
                used[u] = false;
              }
            used[v] = false;
          };
          rec(0);
          expect(sum).toBe(best);
        },
      ),
      { numRuns: 500, seed: 7 },
    );
    expect(minCostPerfectMatching(3, () => 1)).toBeNull();
  });
});
