// The table shape of an event: sides (entrants) per table, the fewest a table may have, and players per side (Sakura
// teams). The engine's team layout (teammates opposite) comes from the game service's team-layout.ts.
import type { AnyRuleset } from "~/engine/core/ruleset";
import type { TableShape } from "~/engine/tournament";
import type { TeamsChoice } from "../views/table";
import { teamLayoutFor } from "../games/team-layout";

export interface ShapeSettings {
  sidesPerTable: number;
  minSidesPerTable: number;
  teamSize: number;
}

/** The team play choice of a shape ("none" for individual play). */
export function teamsChoiceOf(s: Pick<ShapeSettings, "sidesPerTable" | "teamSize">): TeamsChoice {
  if (s.teamSize <= 1) return "none";
  if (s.sidesPerTable === 2 && s.teamSize === 2) return "2v2";
  if (s.sidesPerTable === 3 && s.teamSize === 2) return "3x2";
  if (s.sidesPerTable === 2 && s.teamSize === 3) return "2x3";
  return "none";
}

/** The engine's team layout for a table of `sides` sides (null for individual play). */
export function layoutForSides(ruleset: AnyRuleset, s: ShapeSettings, sides: number): number[][] | null {
  if (s.teamSize <= 1) return null;
  const r = teamLayoutFor(ruleset, sides * s.teamSize, teamsChoiceOf({ sidesPerTable: sides, teamSize: s.teamSize }));
  if (!r.ok) throw new Error(r.message);
  return r.layout;
}

/** The tournament maths' shape. */
export function mathsShape(s: ShapeSettings): TableShape {
  return { tableSize: s.sidesPerTable, minTableSize: s.minSidesPerTable };
}
