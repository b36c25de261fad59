// Dealer rotation across the games of one pairing. Inside a game the engine's rules decide (the
// round winner deals in Sakura and Mushi, SFJ rotates, Sutda's last raiser...); across the
// games of a pairing the *first* dealer rotates through the seats in seat order, so every seat
// deals first floor(games / seats) or ceil(games / seats) times. With the standard team seatings
// (teammates alternate around the table) the rotation alternates the teams too.
//
// Which seat starts the rotation: the games that do not divide evenly (games mod seats) go to a
// run of consecutive seats; the run is the one whose players dealt first least often before
// (`dealtBefore`, e.g. in earlier Swiss rounds), then the one starting at a seat that dealt first
// less often before, then the lowest starting seat. Pass the result to Ruleset.newGame as
// `{ firstDealer }` (Judge ignores it). Over a Swiss event: dealtBeforeAt(table,
// firstDealsBySide(finishedRounds, teams), teams) gives `dealtBefore` from the finished games.

import { err, ok, type Result } from "../core/result";
import type { Teams } from "../core/ruleset";
import { sideOfSeat } from "./seats";
import type { EntrantId, RoundRecord, TableSides } from "./types";

/** The first dealer's seat for each game of a pairing at a table of `seats` seats. */
export function firstDealers(seats: number, games: number, dealtBefore: readonly number[] = []): Result<number[]> {
  if (!Number.isInteger(seats) || seats < 1) return err("bad-seats", `a table has at least one seat (${seats})`);
  if (!Number.isInteger(games) || games < 0)
    return err("bad-games", `the number of games must be a whole number (${games})`);
  if (dealtBefore.length !== 0 && dealtBefore.length !== seats)
    return err("bad-history", "dealtBefore must give one count per seat");
  const before = (s: number) => dealtBefore[s] ?? 0;
  const extra = games % seats;
  let bestStart = 0;
  let bestKey: [number, number] | null = null;
  for (let start = 0; start < seats; start++) {
    let sum = 0;
    for (let j = 0; j < extra; j++) sum += before((start + j) % seats);
    const key: [number, number] = [sum, before(start)];
    if (bestKey === null || key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      bestKey = key;
      bestStart = start;
    }
  }
  return ok(Array.from({ length: games }, (_, g) => (bestStart + g) % seats));
}

/** How often each seat deals first in a plan (for checks and the pages). */
export function firstDealerCounts(seats: number, plan: readonly number[]): number[] {
  const c = new Array<number>(seats).fill(0);
  for (const s of plan) c[s]! += 1;
  return c;
}

/**
 * How many games each entrant's side dealt first in the finished rounds (GameResult.firstDealer,
 * which gameResultOf fills in). `teams` is the event's team layout (null for individual play).
 */
export function firstDealsBySide(rounds: readonly RoundRecord[], teams: Teams = null): Map<EntrantId, number> {
  const counts = new Map<EntrantId, number>();
  for (const r of rounds)
    for (const t of r.tables) {
      const sideOf = sideOfSeat(teams, t.sides.length);
      for (const g of t.games) {
        if (g.firstDealer === undefined) continue;
        const side = sideOf[g.firstDealer];
        if (side === undefined || side < 0 || side >= t.sides.length) continue;
        const e = t.sides[side]!;
        counts.set(e, (counts.get(e) ?? 0) + 1);
      }
    }
  return counts;
}

/** Per seat of a new table: how often the side sitting there dealt first before (firstDealers' `dealtBefore`). */
export function dealtBeforeAt(
  table: TableSides,
  counts: ReadonlyMap<EntrantId, number>,
  teams: Teams = null,
): number[] {
  return sideOfSeat(teams, table.length).map((side) => counts.get(table[side]!) ?? 0);
}
