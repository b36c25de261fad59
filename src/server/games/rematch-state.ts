// What a finished table's page says about its rematch (TableView.rematch), for a seated person: nothing while the game
// is in play, at a tournament's table or for a bot; else whether a rematch was offered, by whom, who it waits for.
// And the rematch table's side: only the finished game's players sit there, each in their old seat (rematchSeatFor).
import type { RematchOf, RematchState } from "../api/views/table";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { findRematchSource, findRematchTable, isTournamentTable } from "../repositories/rematches";
import { findTable, type SeatRecord, type TableRecord } from "../repositories/tables";

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

/** The finished game's seats when `table` is a rematch (null for any other table). */
export async function rematchPlayers(db: Db, table: Pick<TableRecord, "rematchOfGameId">): Promise<{ gameId: string; tableId: string; seats: SeatRecord[] } | null> {
  if (!table.rematchOfGameId) return null;
  const source = await findRematchSource(db, table.rematchOfGameId);
  const old = source && (await findTable(db, source.tableId));
  return old ? { gameId: table.rematchOfGameId, tableId: old.id, seats: old.seats } : null;
}

/**
 * Where `userId` sits when joining `table` (every path: the invite link, the table's page, table.rematch): at a
 * rematch, their seat of the finished game (teams kept) and that game's table, and nobody else may sit; undefined
 * at any other table.
 */
export async function rematchSeatFor(db: Db, table: Pick<TableRecord, "rematchOfGameId">, userId: string): Promise<{ seat: number; oldTableId: string } | undefined> {
  const players = await rematchPlayers(db, table);
  if (!players) return undefined;
  const mine = players.seats.find((s) => s.userId === userId);
  if (!mine) throw new DomainError("FORBIDDEN", "This table is a rematch for the players of an earlier game: you can watch it, but not take a seat.");
  return { seat: mine.seat, oldTableId: players.tableId };
}

/** What a rematch table's waiting room says: whose rematch of which game, and who is still expected. */
export function rematchOfView(table: TableRecord, players: { gameId: string; seats: SeatRecord[] }, userId: string | null): RematchOf {
  const seated = new Set(table.seats.map((s) => s.userId));
  return {
    gameId: players.gameId,
    offeredBy: { id: table.creatorId, displayName: table.creatorName },
    yours: players.seats.some((s) => s.userId === userId),
    expected: players.seats.filter((s) => s.botLevel === null && !seated.has(s.userId) && s.userId !== userId).map((s) => s.displayName),
  };
}
