// Where the sides of a table sit. Individual play: side i is seat i. Team play (Sakura): side i is
// team i of the game setup and its members sit at the seats `teams[i]` lists, in order
// (docs/rules/sakura.md: 2v2 = [[0,2],[1,3]], three teams of two = [[0,3],[1,4],[2,5]], two teams of
// three = [[0,2,4],[1,3,5]]; take the layout from Ruleset.teamLayouts).

import { err, ok, type Result } from "../core/result";
import type { Teams } from "../core/ruleset";
import type { TableSides } from "./types";

/** The player at each seat: `members(side)` lists a side's players (one for individual play). */
export function seating(
  table: TableSides,
  members: (side: string) => readonly string[],
  teams: Teams,
): Result<string[]> {
  if (teams === null) {
    const out: string[] = [];
    for (const side of table) {
      const m = members(side);
      if (m.length !== 1) return err("bad-team", `${side} has ${m.length} players for an individual seat`);
      out.push(m[0]!);
    }
    return ok(out);
  }
  if (teams.length !== table.length)
    return err("bad-team", `the layout has ${teams.length} teams for ${table.length} sides`);
  const seats = teams.reduce((a, t) => a + t.length, 0);
  const out = new Array<string | undefined>(seats).fill(undefined);
  for (const [i, side] of table.entries()) {
    const m = members(side);
    const layout = teams[i]!;
    if (m.length !== layout.length)
      return err("bad-team", `${side} has ${m.length} players for a team of ${layout.length}`);
    layout.forEach((seat, j) => (out[seat] = m[j]));
  }
  if (out.some((p) => p === undefined)) return err("bad-team", "the team layout leaves a seat empty");
  return ok(out as string[]);
}

/** The side (index in the table) of each seat. */
export function sideOfSeat(teams: Teams, sides: number): number[] {
  if (teams === null) return Array.from({ length: sides }, (_, i) => i);
  const seats = teams.reduce((a, t) => a + t.length, 0);
  const out = new Array<number>(seats).fill(-1);
  teams.forEach((t, i) => t.forEach((seat) => (out[seat] = i)));
  return out;
}
