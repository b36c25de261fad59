// The state of the blossom algorithm (see matching.ts) and its operations on blossoms: labelling,
// finding a new blossom's base, shrinking, expanding, augmenting through one.
//
// Vertices are 0..nvertex-1, blossoms nvertex..2*nvertex-1. Edge k has endpoints 2k (its u) and
// 2k+1 (its v); p ^ 1 is the other end of the edge at endpoint p.

/** An edge of the graph to match: its two vertices and its weight. */
export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  /** An integer weight. */
  readonly w: number;
}

/** Label of a top-level blossom or vertex: free, S (outer) or T (inner); BREADCRUMB marks a scan. */
export const FREE = 0;
export const S = 1;
export const T = 2;
const BREADCRUMB = 5;

/**
 * How to walk a blossom's cycle from child i to its base (child 0) along the even-length side: the starting index
 * (negative counts from the end), the step, and which endpoint of each edge to take.
 */
function evenWalk(i: number, len: number): { j: number; jstep: number; endptrick: number } {
  return i & 1 ? { j: i - len, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };
}

export class BlossomState {
  readonly nvertex: number;
  readonly edges: readonly WeightedEdge[];
  /** endpoint[p]: the vertex at endpoint p. */
  readonly endpoint: number[];
  /** neighbend[v]: the remote endpoints of the edges at v. */
  readonly neighbend: number[][];
  /** mate[v]: the remote endpoint of v's matched edge, or -1. */
  readonly mate: number[];
  /** label[b]: FREE, S or T for top-level blossoms and vertices. */
  readonly label: number[];
  /** labelend[b]: the remote endpoint of the edge through which b got its label, or -1. */
  readonly labelend: number[];
  /** inblossom[v]: the top-level blossom containing vertex v. */
  readonly inblossom: number[];
  readonly blossomparent: number[];
  readonly blossomchilds: (number[] | null)[];
  readonly blossombase: number[];
  /** blossomendps[b][i]: endpoints of the edges connecting child i to child i+1. */
  readonly blossomendps: (number[] | null)[];
  /** bestedge[b]: the least-slack edge to a different S-blossom (or from a free vertex). */
  readonly bestedge: number[];
  readonly blossombestedges: (number[] | null)[];
  readonly unusedblossoms: number[] = [];
  /** Vertices start at the largest weight, blossoms at 0. */
  readonly dualvar: number[];
  readonly allowedge: boolean[];
  /** S-vertices whose edges are still to scan. */
  readonly queue: number[] = [];

  constructor(edges: readonly WeightedEdge[], nvertex: number) {
    const nedge = edges.length;
    this.nvertex = nvertex;
    this.edges = edges;
    let maxweight = 0;
    for (const e of edges) maxweight = Math.max(maxweight, e.w);
    this.endpoint = new Array<number>(2 * nedge);
    for (let k = 0; k < nedge; k++) {
      this.endpoint[2 * k] = edges[k]!.u;
      this.endpoint[2 * k + 1] = edges[k]!.v;
    }
    this.neighbend = Array.from({ length: nvertex }, () => []);
    for (let k = 0; k < nedge; k++) {
      this.neighbend[edges[k]!.u]!.push(2 * k + 1);
      this.neighbend[edges[k]!.v]!.push(2 * k);
    }
    this.mate = new Array<number>(nvertex).fill(-1);
    this.label = new Array<number>(2 * nvertex).fill(FREE);
    this.labelend = new Array<number>(2 * nvertex).fill(-1);
    this.inblossom = Array.from({ length: nvertex }, (_, i) => i);
    this.blossomparent = new Array<number>(2 * nvertex).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * nvertex).fill(null);
    this.blossombase = Array.from({ length: 2 * nvertex }, (_, i) => (i < nvertex ? i : -1));
    this.blossomendps = new Array<number[] | null>(2 * nvertex).fill(null);
    this.bestedge = new Array<number>(2 * nvertex).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * nvertex).fill(null);
    for (let b = nvertex; b < 2 * nvertex; b++) this.unusedblossoms.push(b);
    this.dualvar = Array.from({ length: 2 * nvertex }, (_, i) => (i < nvertex ? maxweight : 0));
    this.allowedge = new Array<boolean>(nedge).fill(false);
  }

  slack(k: number): number {
    const e = this.edges[k]!;
    return this.dualvar[e.u]! + this.dualvar[e.v]! - 2 * e.w;
  }

  blossomLeaves(b: number, out: number[] = []): number[] {
    if (b < this.nvertex) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.blossomLeaves(t, out);
    return out;
  }

  /** Labels w's top-level blossom t through endpoint p; a T-blossom's mate becomes S. */
  assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === S) {
      for (const v of this.blossomLeaves(b)) this.queue.push(v);
    } else if (t === T) {
      const base = this.blossombase[b]!;
      const m = this.mate[base]!;
      this.assignLabel(this.endpoint[m]!, S, m ^ 1);
    }
  }

  /** Traces back from v and w to find a new blossom's base, or -1 for an augmenting path. */
  scanBlossom(v0: number, w0: number): number {
    const { inblossom, label, labelend, endpoint } = this;
    let v = v0,
      w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = BREADCRUMB;
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
    for (const b of path) label[b] = S;
    return base;
  }

  /** Shrinks the odd cycle closed by edge k, with the given base, into a new S-blossom. */
  addBlossom(base: number, k: number): void {
    const { inblossom, blossomparent, labelend, endpoint } = this;
    let v = this.edges[k]!.u,
      w = this.edges[k]!.v;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!,
      bw = inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
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
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = S;
    labelend[b] = labelend[bb]!;
    this.dualvar[b] = 0;
    for (const leaf of this.blossomLeaves(b)) {
      if (this.label[inblossom[leaf]!] === T) this.queue.push(leaf);
      inblossom[leaf] = b;
    }
    this.gatherBestEdges(b, path);
  }

  /** The new blossom b's least-slack edges to each other S-blossom, from its children's lists. */
  private gatherBestEdges(b: number, children: readonly number[]): void {
    const { inblossom, bestedge, blossombestedges } = this;
    const bestedgeto = new Array<number>(2 * this.nvertex).fill(-1);
    for (const sub of children) {
      let nblists: number[][];
      if (blossombestedges[sub] === null) {
        nblists = this.blossomLeaves(sub).map((leaf) => this.neighbend[leaf]!.map((p) => p >> 1));
      } else {
        nblists = [blossombestedges[sub]!];
      }
      for (const nblist of nblists) {
        for (const kk of nblist) {
          let i = this.edges[kk]!.u,
            j = this.edges[kk]!.v;
          if (inblossom[j] === b) {
            const t = i;
            i = j;
            j = t;
          }
          const bj = inblossom[j]!;
          if (
            bj !== b &&
            this.label[bj] === S &&
            (bestedgeto[bj] === -1 || this.slack(kk) < this.slack(bestedgeto[bj]!))
          )
            bestedgeto[bj] = kk;
        }
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    const best = bestedgeto.filter((kk) => kk !== -1);
    blossombestedges[b] = best;
    bestedge[b] = -1;
    for (const kk of best) if (bestedge[b] === -1 || this.slack(kk) < this.slack(bestedge[b]!)) bestedge[b] = kk;
  }

  /** Turns blossom b's children into top-level blossoms; at the end of a stage, recursively. */
  expandBlossom(b: number, endstage: boolean): void {
    const childs = this.blossomchilds[b]!;
    for (const s of childs) {
      this.blossomparent[s] = -1;
      if (s < this.nvertex) this.inblossom[s] = s;
      else if (endstage && this.dualvar[s] === 0) this.expandBlossom(s, endstage);
      else for (const leaf of this.blossomLeaves(s)) this.inblossom[leaf] = s;
    }
    if (!endstage && this.label[b] === T) this.relabelExpandedT(b, childs);
    this.label[b] = this.labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  /**
   * An expanded T-blossom mid-stage: relabels the even-length path from the child it was entered
   * through to its base, and lets the other children get their labels again.
   */
  private relabelExpandedT(b: number, childs: readonly number[]): void {
    const { label, labelend, endpoint, allowedge } = this;
    const endps = this.blossomendps[b]!;
    const len = childs.length;
    const at = (j: number) => (j < 0 ? j + len : j);
    const entrychild = this.inblossom[endpoint[labelend[b]! ^ 1]!]!;
    const walk = evenWalk(childs.indexOf(entrychild), len);
    const { jstep, endptrick } = walk;
    let j = walk.j;
    let p = labelend[b]!;
    while (j !== 0) {
      label[endpoint[p ^ 1]!] = FREE;
      label[endpoint[endps[at(j - endptrick)]! ^ endptrick ^ 1]!] = FREE;
      this.assignLabel(endpoint[p ^ 1]!, T, p);
      allowedge[endps[at(j - endptrick)]! >> 1] = true;
      j += jstep;
      p = endps[at(j - endptrick)]! ^ endptrick;
      allowedge[p >> 1] = true;
      j += jstep;
    }
    let bv = childs[at(j)]!;
    label[endpoint[p ^ 1]!] = label[bv] = T;
    labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
    this.bestedge[bv] = -1;
    j += jstep;
    while (childs[at(j)] !== entrychild) {
      bv = childs[at(j)]!;
      if (label[bv] === S) {
        j += jstep;
        continue;
      }
      let found = -1;
      for (const leaf of this.blossomLeaves(bv)) {
        if (label[leaf] !== FREE) {
          found = leaf;
          break;
        }
      }
      if (found !== -1) {
        label[found] = FREE;
        label[endpoint[this.mate[this.blossombase[bv]!]!]!] = FREE;
        this.assignLabel(found, T, labelend[found]!);
      }
      j += jstep;
    }
  }

  /** Swaps matched and unmatched edges on the path from vertex v to blossom b's base; v's child becomes the base. */
  augmentBlossom(b: number, v: number): void {
    const { endpoint, mate, nvertex } = this;
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= nvertex) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const len = childs.length;
    const at = (j: number) => (j < 0 ? j + len : j);
    const i = childs.indexOf(t);
    const walk = evenWalk(i, len);
    const { jstep, endptrick } = walk;
    let j = walk.j;
    while (j !== 0) {
      j += jstep;
      t = childs[at(j)]!;
      const p = endps[at(j - endptrick)]! ^ endptrick;
      if (t >= nvertex) this.augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = childs[at(j)]!;
      if (t >= nvertex) this.augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = childs.slice(i).concat(childs.slice(0, i));
    this.blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  /** Swaps matched and unmatched edges along the augmenting path through edge k. */
  augmentMatching(k: number): void {
    const { endpoint, inblossom, labelend, mate, nvertex } = this;
    const e = this.edges[k]!;
    for (const [s0, p0] of [
      [e.u, 2 * k + 1],
      [e.v, 2 * k],
    ] as const) {
      let s = s0,
        p = p0;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= nvertex) this.augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= nvertex) this.augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  }
}
