// Maximum-weight matching in a general graph: Edmonds' blossom algorithm with the primal-dual
// method, O(n^3), after Galil's "Efficient algorithms for finding maximum matching in graphs"
// (1986) in the formulation of J. van Rantwijk's public-domain mwmatching. With integer weights
// every dual stays an integer (the slacks are even), so the result is exact.
//
// The Swiss pairing uses it as a minimum-cost perfect matching: weight = C - cost on a complete
// graph with `maxCardinality`, so among the matchings of maximum size the cost sum is minimal.

import { BlossomState, FREE, S, T, type WeightedEdge } from "./blossom";

export type { WeightedEdge };

/**
 * A maximum-weight matching of the graph with vertices 0..n-1 (n = 1 + the largest endpoint). With
 * `maxCardinality` only matchings of maximum cardinality are considered. Returns mate[v] (the vertex
 * matched to v, or -1).
 */
export function maxWeightMatching(edges: readonly WeightedEdge[], maxCardinality = false, vertexCount = 0): number[] {
  let nvertex = vertexCount;
  for (const e of edges) {
    if (!Number.isInteger(e.u) || !Number.isInteger(e.v) || e.u < 0 || e.v < 0 || e.u === e.v)
      throw new RangeError("maxWeightMatching: bad edge");
    if (!Number.isSafeInteger(e.w)) throw new RangeError("maxWeightMatching: weights must be safe integers");
    nvertex = Math.max(nvertex, e.u + 1, e.v + 1);
  }
  const mateOut = new Array<number>(nvertex).fill(-1);
  if (edges.length === 0) return mateOut;

  const st = new BlossomState(edges, nvertex);
  // Each stage augments the matching by one edge, or proves that it is optimal.
  for (let stage = 0; stage < nvertex; stage++) {
    startStage(st);
    let augmented = false;
    for (;;) {
      augmented = scanQueue(st);
      if (augmented || !changeDuals(st, maxCardinality)) break;
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b++) {
      if (st.blossomparent[b] === -1 && st.blossombase[b]! >= 0 && st.label[b] === S && st.dualvar[b] === 0)
        st.expandBlossom(b, true);
    }
  }

  for (let v = 0; v < nvertex; v++) mateOut[v] = st.mate[v]! >= 0 ? st.endpoint[st.mate[v]!]! : -1;
  return mateOut;
}

/** Clears the labels and labels every exposed vertex S. */
function startStage(st: BlossomState): void {
  st.label.fill(FREE);
  st.bestedge.fill(-1);
  for (let b = st.nvertex; b < 2 * st.nvertex; b++) st.blossombestedges[b] = null;
  st.allowedge.fill(false);
  st.queue.length = 0;
  for (let v = 0; v < st.nvertex; v++)
    if (st.mate[v] === -1 && st.label[st.inblossom[v]!] === FREE) st.assignLabel(v, S, -1);
}

/** Grows the alternating trees from the queued S-vertices; true once the matching was augmented. */
function scanQueue(st: BlossomState): boolean {
  const { label, labelend, inblossom, bestedge, allowedge, endpoint } = st;
  while (st.queue.length > 0) {
    const v = st.queue.pop()!;
    for (const p of st.neighbend[v]!) {
      const k = p >> 1;
      const w = endpoint[p]!;
      if (inblossom[v] === inblossom[w]) continue;
      let kslack = 0;
      if (!allowedge[k]) {
        kslack = st.slack(k);
        if (kslack <= 0) allowedge[k] = true;
      }
      if (allowedge[k]) {
        if (label[inblossom[w]!] === FREE) {
          st.assignLabel(w, T, p ^ 1);
        } else if (label[inblossom[w]!] === S) {
          const base = st.scanBlossom(v, w);
          if (base >= 0) st.addBlossom(base, k);
          else {
            st.augmentMatching(k);
            return true;
          }
        } else if (label[w] === FREE) {
          label[w] = T;
          labelend[w] = p ^ 1;
        }
      } else if (label[inblossom[w]!] === S) {
        const b = inblossom[v]!;
        if (bestedge[b] === -1 || kslack < st.slack(bestedge[b]!)) bestedge[b] = k;
      } else if (label[w] === FREE) {
        if (bestedge[w] === -1 || kslack < st.slack(bestedge[w]!)) bestedge[w] = k;
      }
    }
  }
  return false;
}

/** The dual change to make when no augmenting path is left under the current duals. */
interface DualChange {
  /** 1: the optimum is reached; 2: an edge from a free vertex becomes tight; 3: one between two S-blossoms; 4: a T-blossom's dual falls to 0. */
  type: number;
  delta: number;
  edge: number;
  blossom: number;
}

function smallestDualChange(st: BlossomState, maxCardinality: boolean): DualChange {
  const { nvertex, label, inblossom, bestedge, blossomparent, dualvar } = st;
  const c: DualChange = { type: -1, delta: 0, edge: -1, blossom: -1 };
  if (!maxCardinality) {
    c.type = 1;
    c.delta = Math.min(...dualvar.slice(0, nvertex));
  }
  for (let v = 0; v < nvertex; v++) {
    if (label[inblossom[v]!] === FREE && bestedge[v] !== -1) {
      const d = st.slack(bestedge[v]!);
      if (c.type === -1 || d < c.delta) {
        c.delta = d;
        c.type = 2;
        c.edge = bestedge[v]!;
      }
    }
  }
  for (let b = 0; b < 2 * nvertex; b++) {
    if (blossomparent[b] === -1 && label[b] === S && bestedge[b] !== -1) {
      const d = st.slack(bestedge[b]!) / 2;
      if (c.type === -1 || d < c.delta) {
        c.delta = d;
        c.type = 3;
        c.edge = bestedge[b]!;
      }
    }
  }
  for (let b = nvertex; b < 2 * nvertex; b++) {
    if (
      st.blossombase[b]! >= 0 &&
      blossomparent[b] === -1 &&
      label[b] === T &&
      (c.type === -1 || dualvar[b]! < c.delta)
    ) {
      c.delta = dualvar[b]!;
      c.type = 4;
      c.blossom = b;
    }
  }
  if (c.type === -1) {
    c.type = 1;
    c.delta = Math.max(0, Math.min(...dualvar.slice(0, nvertex)));
  }
  return c;
}

/** Changes the duals by the smallest allowed amount and acts on what that made tight; false once optimal. */
function changeDuals(st: BlossomState, maxCardinality: boolean): boolean {
  const { nvertex, label, inblossom, dualvar, edges } = st;
  const { type, delta, edge, blossom } = smallestDualChange(st, maxCardinality);
  for (let v = 0; v < nvertex; v++) {
    const l = label[inblossom[v]!];
    if (l === S) dualvar[v]! -= delta;
    else if (l === T) dualvar[v]! += delta;
  }
  for (let b = nvertex; b < 2 * nvertex; b++) {
    if (st.blossombase[b]! >= 0 && st.blossomparent[b] === -1) {
      if (label[b] === S) dualvar[b]! += delta;
      else if (label[b] === T) dualvar[b]! -= delta;
    }
  }
  if (type === 1) return false;
  if (type === 2) {
    st.allowedge[edge] = true;
    let i = edges[edge]!.u;
    if (label[inblossom[i]!] === FREE) i = edges[edge]!.v;
    st.queue.push(i);
  } else if (type === 3) {
    st.allowedge[edge] = true;
    st.queue.push(edges[edge]!.u);
  } else if (type === 4) {
    st.expandBlossom(blossom, false);
  }
  return true;
}

/**
 * A minimum-cost perfect matching of vertices 0..n-1 (n even) on the complete graph with the given
 * integer costs (cost(i, j) for i < j). Returns mate[], or null when n is odd.
 */
export function minCostPerfectMatching(n: number, cost: (i: number, j: number) => number): number[] | null {
  if (n % 2 !== 0) return null;
  if (n === 0) return [];
  let max = 0;
  const costs: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const c = cost(i, j);
      if (!Number.isSafeInteger(c) || c < 0)
        throw new RangeError("minCostPerfectMatching: costs must be non-negative safe integers");
      costs.push(c);
      if (c > max) max = c;
    }
  const edges: WeightedEdge[] = [];
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push({ u: i, v: j, w: max + 1 - costs[k++]! });
  return maxWeightMatching(edges, true, n);
}
