// A tournament's format and table shape in the page's language ("Swiss", "2 teams of 2 (4 players a table)").
import type { Translator } from "~/app/_lib/translator";
import type { TournamentSummaryView } from "~/server/views/tournament";

/** `w`: the Tournaments translator. */
export function formatTitle(v: Pick<TournamentSummaryView, "format">, w: Translator): string {
  return w(`formats.${v.format}`);
}

/** "2 players a table", "3 players a table (2 when the count does not divide)", "2 teams of 2 (4 players a table)". */
export function shapeText(v: Pick<TournamentSummaryView, "tables" | "teamSize">, w: Translator): string {
  const { sidesPerTable: sides, minSidesPerTable: min } = v.tables;
  if (v.teamSize > 1) return w("shapes.teams", { sides, size: v.teamSize, players: sides * v.teamSize });
  return min < sides ? w("shapes.uneven", { sides, min }) : w("shapes.even", { sides });
}
