// Maximum-weight matching in a general graph: Edmonds' blossom algorithm with the primal-dual
// method, O(n^3), after Galil's "Efficient algorithms for finding maximum matching in graphs"
// (1986) in the formulation of J. van Rantwijk's public-domain mwmatching. With integer weights
// every dual stays an integer (the slacks are even), so the result is exact.
//
// The Swiss pairing uses it as a minimum-cost perfect matching: weight = C - cost on a complete
// graph with `maxCardinality`, so among the matchings of maximum size the cost sum is minimal.

export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  /** An integer weight. */
  readonly w: number;
}

/**
 * A maximum-weight matching of the graph with vertices 0..n-1 (n = 1 + the largest endpoint). With
 * `maxCardinality` only matchings of maximum cardinality are considered. Returns mate[v] (the vertex
 * matched to v, or -1).
 */
export function maxWeightMatching(edges: readonly WeightedEdge[], maxCardinality = false, vertexCount = 0): number[] {
  const nedge = edges.length;
  let nvertex = vertexCount;
  for (const e of edges) {
    if (!Number.isInteger(e.u) || !Number.isInteger(e.v) || e.u < 0 || e.v < 0 || e.u === e.v)
      throw new RangeError("maxWeightMatching: bad edge");
    if (!Number.isSafeInteger(e.w)) throw new RangeError("maxWeightMatching: weights must be safe integers");
    nvertex = Math.max(nvertex, e.u + 1, e.v + 1);
  }
  const mateOut = new Array<number>(nvertex).fill(-1);
  if (nedge === 0) return mateOut;

  let maxweight = 0;
  for (const e of edges) maxweight = Math.max(maxweight, e.w);

  // endpoint[p]: the vertex at endpoint p; edge k has endpoints 2k (its u) and 2k+1 (its v).
  const endpoint = new Array<number>(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    endpoint[2 * k] = edges[k]!.u;
    endpoint[2 * k + 1] = edges[k]!.v;
  }
  // neighbend[v]: the remote endpoints of the edges at v.
  const neighbend: number[][] = Array.from({ length: nvertex }, () => []);
  for (let k = 0; k < nedge; k++) {
    neighbend[edges[k]!.u]!.push(2 * k + 1);
    neighbend[edges[k]!.v]!.push(2 * k);
  }

  // mate[v]: the remote endpoint of v's matched edge, or -1.
  const mate = new Array<number>(nvertex).fill(-1);
  // label[b]: 0 free, 1 S, 2 T (for top-level blossoms and vertices); 5 is a scan breadcrumb.
  const label = new Array<number>(2 * nvertex).fill(0);
  // labelend[b]: the remote endpoint of the edge through which b got its label, or -1.
  const labelend = new Array<number>(2 * nvertex).fill(-1);
  // inblossom[v]: the top-level blossom containing vertex v.
  const inblossom = Array.from({ length: nvertex }, (_, i) => i);
  const blossomparent = new Array<number>(2 * nvertex).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array<number[] | null>(2 * nvertex).fill(null);
  const blossombase = Array.from({ length: 2 * nvertex }, (_, i) => (i < nvertex ? i : -1));
  // blossomendps[b][i]: endpoints of the edges connecting child i to child i+1.
  const blossomendps: (number[] | null)[] = new Array<number[] | null>(2 * nvertex).fill(null);
  // bestedge[b]: the least-slack edge to a different S-blossom (or from a free vertex).
  const bestedge = new Array<number>(2 * nvertex).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array<number[] | null>(2 * nvertex).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = nvertex; b < 2 * nvertex; b++) unusedblossoms.push(b);
  // dualvar: vertices start at maxweight, blossoms at 0.
  const dualvar = Array.from({ length: 2 * nvertex }, (_, i) => (i < nvertex ? maxweight : 0));
  const allowedge = new Array<boolean>(nedge).fill(false);
  let queue: number[] = [];

  const slack = (k: number): number => {
    const e = edges[k]!;
    return dualvar[e.u]! + dualvar[e.v]! - 2 * e.w;
  };

  const blossomLeaves = (b: number, out: number[] = []): number[] => {
    if (b < nvertex) out.push(b);
    else for (const t of blossomchilds[b]!) blossomLeaves(t, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w]!;
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) {
      for (const v of blossomLeaves(b)) queue.push(v);
    } else if (t === 2) {
      const base = blossombase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  };

  /** Traces back from v and w to find a new blossom's base, or -1 for an augmenting path. */
  const scanBlossom = (v0: number, w0: number): number => {
    let v = v0,
      w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = edges[k]!.u,
      w = edges[k]!.v;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!,
      bw = inblossom[w]!;
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0;
    for (const leaf of blossomLeaves(b)) {
      if (label[inblossom[leaf]!] === 2) queue.push(leaf);
      inblossom[leaf] = b;
    }
    const bestedgeto = new Array<number>(2 * nvertex).fill(-1);
    for (const sub of path) {
      let nblists: number[][];
      if (blossombestedges[sub] === null) {
        nblists = blossomLeaves(sub).map((leaf) => neighbend[leaf]!.map((p) => p >> 1));
      } else {
        nblists = [blossombestedges[sub]!];
      }
      for (const nblist of nblists) {
        for (const kk of nblist) {
          let i = edges[kk]!.u,
            j = edges[kk]!.v;
          if (inblossom[j] === b) {
            const t = i;
            i = j;
            j = t;
          }
          const bj = inblossom[j]!;
          if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(kk) < slack(bestedgeto[bj]!)))
            bestedgeto[bj] = kk;
        }
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    const best = bestedgeto.filter((kk) => kk !== -1);
    blossombestedges[b] = best;
    bestedge[b] = -1;
    for (const kk of best) if (bestedge[b] === -1 || slack(kk) < slack(bestedge[b]!)) bestedge[b] = kk;
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < nvertex) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) expandBlossom(s, endstage);
      else for (const leaf of blossomLeaves(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b]!;
      const len = childs.length;
      const at = (j: number) => (j < 0 ? j + len : j);
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number, endptrick: number;
      if (j & 1) {
        j -= len;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[endps[at(j - endptrick)]! ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[endps[at(j - endptrick)]! >> 1] = true;
        j += jstep;
        p = endps[at(j - endptrick)]! ^ endptrick;
        allowedge[p >> 1] = true;
        j += jstep;
      }
      let bv = childs[at(j)]!;
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (childs[at(j)] !== entrychild) {
        bv = childs[at(j)]!;
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const leaf of blossomLeaves(bv)) {
          if (label[leaf] !== 0) {
            found = leaf;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bv]!]!]!] = 0;
          assignLabel(found, 2, labelend[found]!);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= nvertex) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const len = childs.length;
    const at = (j: number) => (j < 0 ? j + len : j);
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number, endptrick: number;
    if (i & 1) {
      j -= len;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = childs[at(j)]!;
      const p = endps[at(j - endptrick)]! ^ endptrick;
      if (t >= nvertex) augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = childs[at(j)]!;
      if (t >= nvertex) augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomchilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
  };

  const augmentMatching = (k: number): void => {
    const e = edges[k]!;
    for (const [s0, p0] of [
      [e.u, 2 * k + 1],
      [e.v, 2 * k],
    ] as const) {
      let s = s0,
        p = p0;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= nvertex) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= nvertex) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < nvertex; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = nvertex; b < 2 * nvertex; b++) blossombestedges[b] = null;
    allowedge.fill(false);
    queue = [];
    for (let v = 0; v < nvertex; v++) if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);

    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbend[v]!) {
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowedge[k] = true;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inblossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b]!)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path under the current duals: change them.
      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = Math.min(...dualvar.slice(0, nvertex));
      }
      for (let v = 0; v < nvertex; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * nvertex; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if (
          blossombase[b]! >= 0 &&
          blossomparent[b] === -1 &&
          label[b] === 2 &&
          (deltatype === -1 || dualvar[b]! < delta)
        ) {
          delta = dualvar[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) {
        deltatype = 1;
        delta = Math.max(0, Math.min(...dualvar.slice(0, nvertex)));
      }
      for (let v = 0; v < nvertex; v++) {
        const l = label[inblossom[v]!];
        if (l === 1) dualvar[v]! -= delta;
        else if (l === 2) dualvar[v]! += delta;
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b]! += delta;
          else if (label[b] === 2) dualvar[b]! -= delta;
        }
      }
      if (deltatype === 1) break;
      else if (deltatype === 2) {
        allowedge[deltaedge] = true;
        let i = edges[deltaedge]!.u;
        if (label[inblossom[i]!] === 0) i = edges[deltaedge]!.v;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = true;
        queue.push(edges[deltaedge]!.u);
      } else if (deltatype === 4) {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0) expandBlossom(b, true);
    }
  }

  for (let v = 0; v < nvertex; v++) mateOut[v] = mate[v]! >= 0 ? endpoint[mate[v]!]! : -1;
  return mateOut;
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
