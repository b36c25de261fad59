// How n entrants sit at tables of `tableSize` sides (down to `minTableSize` where allowed) in one
// round: as few byes as possible, then as few tables as possible (the tables as full as
// possible), the sizes as equal as possible (differing by at most one), largest first.
//   9 entrants, tables of 4 down to 3 -> 3 + 3 + 3 (no bye);  7, 4 down to 4 -> 4 + 3 byes;
//   7 entrants, tables of 2 -> 2 + 2 + 2 + 1 bye.

import { err, ok, type Result } from "../core/result";
import type { EntrantId, TableShape } from "./types";

export interface TableLayout {
  /** Sides per table, largest first. */
  readonly sizes: readonly number[];
  /** How many entrants sit out this round. */
  readonly byes: number;
}

/** The checked table shape: integers with 2 <= minTableSize <= tableSize. */
export function checkShape(shape: TableShape): Result<{ tableSize: number; minTableSize: number }> {
  const k = shape.tableSize;
  const m = shape.minTableSize ?? k;
  if (!Number.isInteger(k) || k < 2) return err("bad-table-size", `a table seats at least 2 sides (tableSize ${k})`);
  if (!Number.isInteger(m) || m < 2 || m > k)
    return err("bad-table-size", `minTableSize must be an integer from 2 to tableSize (${m})`);
  return ok({ tableSize: k, minTableSize: m });
}

/**
 * The shape checked, and the entrants: each listed once, and at least two (`tooFew`: the refusal's words for what
 * is being built).
 */
export function checkEntrants(
  entrants: readonly EntrantId[],
  shape: TableShape,
  tooFew: string,
): Result<{ tableSize: number; minTableSize: number }> {
  const s = checkShape(shape);
  if (!s.ok) return s;
  if (new Set(entrants).size !== entrants.length) return err("duplicate-entrant", "an entrant is listed twice");
  if (entrants.length < 2) return err("too-few-entrants", tooFew);
  return s;
}

/** The table sizes and bye count for `n` entrants (n >= 0). */
export function tableLayout(n: number, shape: TableShape): Result<TableLayout> {
  const s = checkShape(shape);
  if (!s.ok) return s;
  if (!Number.isInteger(n) || n < 0) return err("bad-count", `the number of entrants must be a whole number (${n})`);
  const { tableSize: k, minTableSize: m } = s.value;
  for (let byes = 0; byes <= n; byes++) {
    const rest = n - byes;
    if (rest === 0) return ok({ sizes: [], byes });
    const t = Math.ceil(rest / k);
    if (t * m > rest) continue;
    const q = Math.floor(rest / t);
    const r = rest % t;
    const sizes = Array.from({ length: t }, (_, i) => (i < r ? q + 1 : q));
    return ok({ sizes, byes });
  }
  return ok({ sizes: [], byes: n });
}
