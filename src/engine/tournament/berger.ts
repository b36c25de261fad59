// Round robin for two-sided tables: the circle method in the exact form of the FIDE Berger tables
// (FIDE Handbook C.05 Annex 1). Entrant numbers 1..n; for odd n a dummy n+1 is added and meeting
// it is a bye. With N = n or n+1 (even) and m = N - 1, in round r (1..m):
//   a0 is the entrant with 2*a0 = r + 1 (mod m); it meets N (a0 first in odd rounds, N first in even);
//   then for k = 1 .. N/2 - 1 the pair (a0 + k, a0 - k) (mod m, written 1..m), in that order.
// Every pair meets exactly once over the m rounds; with odd n everyone has exactly one bye.

/** One round: pairs of 0-based entrant indices in table order (first = side 0), and the bye or -1. */
export interface BergerRound {
  readonly pairs: readonly (readonly [number, number])[];
  readonly bye: number;
}

export function bergerRounds(n: number): BergerRound[] {
  if (!Number.isInteger(n) || n < 2) return [];
  const N = n % 2 === 0 ? n : n + 1;
  const m = N - 1;
  const inv2 = (m + 1) / 2;
  const wrap = (x: number) => ((((x - 1) % m) + m) % m) + 1;
  const rounds: BergerRound[] = [];
  for (let r = 1; r <= m; r++) {
    const a0 = wrap((r + 1) * inv2);
    const raw: [number, number][] = [r % 2 === 1 ? [a0, N] : [N, a0]];
    for (let k = 1; k < N / 2; k++) raw.push([wrap(a0 + k), wrap(a0 - k)]);
    let bye = -1;
    const pairs: [number, number][] = [];
    for (const [a, b] of raw) {
      if (a > n) bye = b - 1;
      else if (b > n) bye = a - 1;
      else pairs.push([a - 1, b - 1]);
    }
    rounds.push({ pairs, bye });
  }
  return rounds;
}
