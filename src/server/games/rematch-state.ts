// What a finished table's page says about its rematch (TableView.rematch), for a seated person: nothing while the game
// is in play, at a tournament's table or for a bot; else whether a rematch was offered, by whom, who it waits for.
import type { RematchState } from "../api/views/table";
import type { Db } from "../db/client";
import { findRematchTable, isTournamentTable } from "../repositories/rematches";
import type { TableRecord } from "../repositories/tables";

/** The rematch table's address for the players of the game it replays (its invite code when it is private). */
export const rematchHref = (t: Pick<TableRecord, "id" | "visibility" | "inviteCode">) =>
  `/table/${t.id}${t.visibility === "PRIVATE" && t.inviteCode ? `?invite=${encodeURIComponent(t.inviteCode)}` : ""}`;

export async function rematchStateFor(db: Db, table: TableRecord, userId: string): Promise<RematchState | null> {
  const me = table.seats.find((s) => s.userId === userId);
  if (table.status !== "FINISHED" || !table.gameId || !me || me.botLevel !== null) return null;
  if (await isTournamentTable(db, table.id)) return null;
  const r = await findRematchTable(db, table.gameId);
  if (!r || r.status === "CANCELLED") return { offer: null };
  const seated = new Set(r.seats.map((s) => s.userId));
  return {
    offer: {
      tableId: r.id,
      href: rematchHref(r),
      status: r.status,
      offeredBy: { id: r.creatorId, displayName: r.creatorName },
      joined: seated.has(userId),
      waitingFor: table.seats.filter((s) => s.botLevel === null && !seated.has(s.userId)).map((s) => s.displayName),
      gameId: r.gameId,
    },
  };
}
