// Exact resolvable designs for round robins at tables of q sides: the affine geometry AG(d, q)
// over the finite field GF(q), q a prime power. Its q^d points are the entrants, its lines the
// tables, and its parallel classes (disjoint lines covering every point) the rounds: every pair of
// entrants shares exactly one table. 9 entrants at tables of 3: 4 rounds (the affine plane of
// order 3); 16 at tables of 4: 5 rounds; 25 at tables of 5: 6 rounds; 27 at tables of 3: 13.
//
// Truncations keep the "exactly once" property: removing j points of one line leaves tables of
// q - j, q - 1 and q sides (valid when q - j >= the smallest table allowed); removing a whole line
// (j = q) leaves q rounds of q tables of q - 1 and one round of q - 1 tables of q.

/** A finite field GF(p^e) on the integers 0..q-1 (base-p digit vectors, polynomials mod an irreducible). */
export interface FiniteField {
  readonly q: number;
  readonly add: (a: number, b: number) => number;
  readonly mul: (a: number, b: number) => number;
}

/** p and e with q = p^e, or null when q is not a prime power (q >= 2). */
export function primePower(q: number): { p: number; e: number } | null {
  if (!Number.isInteger(q) || q < 2) return null;
  let p = 2;
  while (p * p <= q && q % p !== 0) p++;
  if (q % p !== 0) p = q;
  let e = 0;
  let r = q;
  while (r % p === 0) {
    r /= p;
    e++;
  }
  return r === 1 ? { p, e } : null;
}

/** Polynomials over GF(p) as coefficient arrays, lowest degree first. */
function polyMod(a: number[], m: number[], p: number): number[] {
  const r = a.slice();
  const dm = m.length - 1;
  for (let d = r.length - 1; d >= dm; d--) {
    const c = r[d]! % p;
    if (c === 0) continue;
    // m is monic: subtract c * x^(d - dm) * m
    for (let i = 0; i <= dm; i++) r[d - dm + i] = (((r[d - dm + i]! - c * m[i]!) % p) + p) % p;
  }
  return r.slice(0, dm).map((x) => ((x % p) + p) % p);
}

function digits(x: number, p: number, e: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < e; i++) {
    out.push(x % p);
    x = Math.floor(x / p);
  }
  return out;
}

function undigits(d: readonly number[], p: number): number {
  let x = 0;
  for (let i = d.length - 1; i >= 0; i--) x = x * p + d[i]!;
  return x;
}

function polyMul(a: readonly number[], b: readonly number[], p: number): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j]! + x * y) % p)));
  return out;
}

/** True when the monic polynomial f (degree e) has no monic factor of degree 1..e/2. */
function irreducible(f: number[], p: number): boolean {
  const e = f.length - 1;
  for (let d = 1; d <= e / 2; d++) {
    for (let x = 0; x < p ** d; x++) {
      const g = [...digits(x, p, d), 1];
      if (polyMod(f, g, p).every((c) => c === 0)) return false;
    }
  }
  return true;
}

/** GF(q) for a prime power q (null otherwise). */
export function finiteField(q: number): FiniteField | null {
  const pe = primePower(q);
  if (!pe) return null;
  const { p, e } = pe;
  let modulus: number[] | null = null;
  for (let x = 0; x < p ** e && !modulus; x++) {
    const f = [...digits(x, p, e), 1];
    if (irreducible(f, p)) modulus = f;
  }
  const m = modulus!;
  const addT: number[][] = [];
  const mulT: number[][] = [];
  for (let a = 0; a < q; a++) {
    addT.push([]);
    mulT.push([]);
    const da = digits(a, p, e);
    for (let b = 0; b < q; b++) {
      const db = digits(b, p, e);
      addT[a]!.push(
        undigits(
          da.map((x, i) => (x + db[i]!) % p),
          p,
        ),
      );
      mulT[a]!.push(undigits(polyMod(polyMul(da, db, p), m, p), p));
    }
  }
  return { q, add: (a, b) => addT[a]![b]!, mul: (a, b) => mulT[a]![b]! };
}

/**
 * The parallel classes of the affine geometry AG(d, q): (q^d - 1) / (q - 1) rounds of q^(d-1)
 * tables of q points each (point = sum of coordinate_i * q^i). A class is a direction: the lines
 * {p + t v : t in GF(q)} for one vector v (first non-zero coordinate 1). Null when q is not a
 * prime power or d < 1.
 */
export function affineGeometryRounds(q: number, d: number): number[][][] | null {
  const F = finiteField(q);
  if (!F || !Number.isInteger(d) || d < 1) return null;
  const n = q ** d;
  const coords = (x: number) => {
    const c: number[] = [];
    for (let i = 0; i < d; i++) {
      c.push(x % q);
      x = Math.floor(x / q);
    }
    return c;
  };
  const index = (c: readonly number[]) => c.reduceRight((acc, v) => acc * q + v, 0);
  const points = Array.from({ length: n }, (_, x) => coords(x));
  const rounds: number[][][] = [];
  for (let x = 1; x < n; x++) {
    const v = points[x]!;
    // directions: the first non-zero coordinate (from the highest index down) is 1
    let lead = d - 1;
    while (v[lead] === 0) lead--;
    if (v[lead] !== 1) continue;
    const seen = new Uint8Array(n);
    const round: number[][] = [];
    for (let p = 0; p < n; p++) {
      if (seen[p]) continue;
      const line: number[] = [];
      for (let t = 0; t < q; t++) {
        const pt = index(points[p]!.map((c, i) => F.add(c, F.mul(t, v[i]!))));
        seen[pt] = 1;
        line.push(pt);
      }
      round.push(line.sort((a, b) => a - b));
    }
    rounds.push(round);
  }
  return rounds;
}

/**
 * AG(d, q) without `remove` points of one line (remove <= q), renumbered 0..n-1 in order: the
 * removed points are the line through the last point in the direction of the highest coordinate
 * (points q^d - 1, q^d - 1 - q^(d-1), ...). Tables that lose every point disappear; a table left
 * with one point is a bye for it. Null when q is not a prime power.
 */
export function truncatedAffineRounds(q: number, d: number, remove: number): number[][][] | null {
  const rounds = affineGeometryRounds(q, d);
  if (!rounds || !Number.isInteger(remove) || remove < 0 || remove > q) return null;
  const n = q ** d;
  const step = q ** (d - 1);
  const gone = new Set(Array.from({ length: remove }, (_, t) => n - 1 - t * step));
  const renumber = new Map<number, number>();
  for (let pt = 0; pt < n; pt++) if (!gone.has(pt)) renumber.set(pt, renumber.size);
  return rounds.map((round) =>
    round
      .map((line) => line.filter((pt) => !gone.has(pt)).map((pt) => renumber.get(pt)!))
      .filter((line) => line.length > 0),
  );
}
