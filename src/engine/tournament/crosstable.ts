// The crosstable (round robin pages, also usable for any format): rows and columns in standings
// order; cell [i][j] lists every table at which row i met column j, with both sides' table points
// there and row i's result against j (1 ahead, 1/2 level, 0 behind). Multi-side tables give a
// meeting in the cell of every pair of sides at the table.

import { ok, type Result } from "../core/result";
import { buildLedger } from "./ledger";
import { versus } from "./outcome";
import { DEFAULT_TIEBREAKS, standingsFromLedger, type StandingRow, type StandingsInput } from "./standings";
import type { EntrantId } from "./types";

export interface CrossMeeting {
  readonly round: number;
  /** Row's table points at that table. */
  readonly points: number;
  /** Column's table points at that table. */
  readonly opponentPoints: number;
  readonly result: 1 | 0.5 | 0;
}

export interface CrosstableRow {
  readonly standing: StandingRow;
  /** Rounds in which this entrant had a bye, with the bye's points. */
  readonly byes: readonly { round: number; points: number }[];
  /** One cell per column (same order as the rows); a row's own cell is empty. */
  readonly cells: readonly (readonly CrossMeeting[])[];
}

export interface Crosstable {
  /** Entrants in standings order (the order of rows and of columns). */
  readonly order: readonly EntrantId[];
  readonly rows: readonly CrosstableRow[];
}

export function crosstable(input: StandingsInput): Result<Crosstable> {
  const ledger = buildLedger(input.entrants, input.rounds, input.scoring);
  if (!ledger.ok) return ledger;
  const L = ledger.value;
  const rows = standingsFromLedger(L, input.tiebreaks ?? DEFAULT_TIEBREAKS);
  const order = rows.map((r) => r.entrant);
  const col = new Map(order.map((e, i) => [e, i]));
  const cells: CrossMeeting[][][] = order.map(() => order.map(() => []));
  for (const o of L.tables) {
    o.sides.forEach((a, i) =>
      o.sides.forEach((b, j) => {
        if (i === j) return;
        cells[col.get(a)!]![col.get(b)!]!.push({
          round: o.round,
          points: o.points[i]!,
          opponentPoints: o.points[j]!,
          result: versus(o, i, j),
        });
      }),
    );
  }
  return ok({
    order,
    rows: rows.map((standing, r) => ({
      standing,
      byes: L.byes.filter((b) => b.entrant === standing.entrant).map((b) => ({ round: b.round, points: b.points })),
      cells: cells[r]!,
    })),
  });
}
