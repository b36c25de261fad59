// Team play choices of the table form and the engine's layouts (teammates opposite, as the engine lists them).
import type { AnyRuleset } from "~/engine/core/ruleset";
import type { TeamsChoice } from "../views/table";
import { plural } from "~/engine/core/plural";
import { because, type ErrorText } from "../errors";

const SHAPES: Record<Exclude<TeamsChoice, "none">, { players: number; teams: number; size: number }> = {
  "2v2": { players: 4, teams: 2, size: 2 },
  "3x2": { players: 6, teams: 3, size: 2 },
  "2x3": { players: 6, teams: 2, size: 3 },
};

/**
 * The engine's seat layout for a choice: null for individual play, or why not, as an error sentence (for the logs) and
 * as words for the reader, the teams named as the forms name them.
 */
export function teamLayoutFor(
  ruleset: AnyRuleset,
  players: number,
  choice: TeamsChoice,
): { ok: true; layout: number[][] | null } | { ok: false; message: string; text: ErrorText } {
  if (choice === "none") return { ok: true, layout: null };
  const shape = SHAPES[choice];
  if (players !== shape.players)
    return {
      ok: false,
      message: `Teams of ${choice} need exactly ${plural(shape.players, "player")}.`,
      text: because("teamsNeedPlayers", { teams: teamsWord("form", choice), count: shape.players }),
    };
  const layout = ruleset
    .teamLayouts(players)
    .find((l) => l && l.length === shape.teams && l.every((t) => t.length === shape.size));
  if (!layout)
    return {
      ok: false,
      message: `${ruleset.title} has no ${choice} team play for ${plural(players, "player")}.`,
      text: because("noTeamPlayIn", { game: ruleset.game, teams: teamsWord("lobby", choice) }),
    };
  return { ok: true, layout: layout.map((t) => [...t]) };
}

/** The Play catalog's name of a team choice: the form's ("Two teams of two") or the lobby's ("2 teams of 2"). */
function teamsWord(list: "form" | "lobby", choice: Exclude<TeamsChoice, "none">) {
  const shape = SHAPES[choice];
  return { path: `Play.${list}.teams.${choice}`, english: `${plural(shape.teams, "team")} of ${shape.size}` };
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
