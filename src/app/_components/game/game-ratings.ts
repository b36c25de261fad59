// A table's game's ratings as its page provides them to the final dialogs (rating-changes.tsx): the context and what
// the table page puts in it, light, so that the page's first paint does not carry the dialogs' rating lines.
import { createContext } from "react";
import type { TableRatingChange, TableView } from "~/server/views/table";

/** A game's ratings as its page knows them: whether the game is rated, and the changes once it has been. */
export interface GameRatings {
  rated: boolean;
  changes: readonly TableRatingChange[] | null;
}

export const GameRatingChanges = createContext<GameRatings | null>(null);

/**
 * The table's game's ratings, so the final dialog can wait for the changes the after-move bookkeeping sends. While
 * the page's table is not yet finished (the game's end arrives first on the game's stream), a game with a person in
 * every seat will be rated (the server's isRatedGame); once the table is finished, the server says whether its
 * ratings are still on their way (`ratingPending`), so an old game that was never rated does not wait for ever.
 */
export function gameRatingsOf(
  table: Pick<TableView, "seats" | "ratingChanges" | "ratingPending" | "status">,
): GameRatings {
  const changes = table.ratingChanges?.length ? table.ratingChanges : null;
  const people = table.seats.length >= 2 && table.seats.every((s) => s.user !== null && s.user.bot === null);
  const rated = changes !== null || (table.status === "FINISHED" ? table.ratingPending === true : people);
  return { rated, changes };
}
