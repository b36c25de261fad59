// A tournament's format and table shape in the page's language ("Swiss", "2 teams of 2 (4 players a table)").
import type { Translator } from "~/app/_lib/translator";
import type { TournamentSummaryView } from "~/server/views/tournament";

/** `w`: the Tournaments translator. */
export function formatTitle(v: Pick<TournamentSummaryView, "format">, w: Translator): string {
  return w(`formats.${v.format}`);
}

/** The page's heading line: "Hanafuda · Swiss"; "花札・スイス式" in Japanese (its middle dot takes no spaces). */
export function headingLine(v: Pick<TournamentSummaryView, "format">, game: string, w: Translator): string {
  return w("heading", { game, format: formatTitle(v, w) });
}

/** "2 players a table", "3 players a table (2 when the count does not divide)", "2 teams of 2 (4 players a table)". */
export function shapeText(v: Pick<TournamentSummaryView, "tables" | "teamSize">, w: Translator): string {
  const { sidesPerTable: sides, minSidesPerTable: min } = v.tables;
  if (v.teamSize > 1) return w("shapes.teams", { sides, size: v.teamSize, players: sides * v.teamSize });
  return min < sides ? w("shapes.uneven", { sides, min }) : w("shapes.even", { sides });
}
