// Team play choices of the table form and the engine's layouts (teammates opposite, as the engine lists them).
import type { AnyRuleset } from "~/engine/core/ruleset";
import type { TeamsChoice } from "../views/table";
import { plural } from "~/engine/core/plural";

const SHAPES: Record<Exclude<TeamsChoice, "none">, { players: number; teams: number; size: number }> = {
  "2v2": { players: 4, teams: 2, size: 2 },
  "3x2": { players: 6, teams: 3, size: 2 },
  "2x3": { players: 6, teams: 2, size: 3 },
};

/** The engine's seat layout for a choice: null for individual play, or an error sentence. */
export function teamLayoutFor(
  ruleset: AnyRuleset,
  players: number,
  choice: TeamsChoice,
): { ok: true; layout: number[][] | null } | { ok: false; message: string } {
  if (choice === "none") return { ok: true, layout: null };
  const shape = SHAPES[choice];
  if (players !== shape.players)
    return { ok: false, message: `Teams of ${choice} need exactly ${plural(shape.players, "player")}.` };
  const layout = ruleset
    .teamLayouts(players)
    .find((l) => l && l.length === shape.teams && l.every((t) => t.length === shape.size));
  if (!layout)
    return { ok: false, message: `${ruleset.title} has no ${choice} team play for ${plural(players, "player")}.` };
  return { ok: true, layout: layout.map((t) => [...t]) };
}

export function teamsChoiceOf(layout: readonly (readonly number[])[] | null): TeamsChoice {
  if (!layout) return "none";
  for (const [choice, shape] of Object.entries(SHAPES))
    if (layout.length === shape.teams && layout.every((t) => t.length === shape.size)) return choice as TeamsChoice;
  return "none";
}

/** The team of a seat in a layout, or null. */
export function teamOfSeat(layout: readonly (readonly number[])[] | null, seat: number): number | null {
  if (!layout) return null;
  const i = layout.findIndex((t) => t.includes(seat));
  return i < 0 ? null : i;
}
