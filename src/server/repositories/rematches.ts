// Rematches (table.rematch): a finished game's rematch is a new table whose `rematchOfGameId` names that game. The
// column is unique, so two players asking at once make one table: the second insert is refused and joins it.
import type { Db } from "../db/client";
import { findTable, insertTableWithCreator, type NewTableRow, type TableRecord } from "./tables";

/** What decides whether a game may be rematched: its status, its table, whether a tournament played it. */
export interface RematchSource {
  gameId: string;
  tableId: string;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  tournament: boolean;
}

export async function findRematchSource(db: Db, gameId: string): Promise<RematchSource | null> {
  const g = await db.game.findUnique({
    where: { id: gameId },
    select: { id: true, tableId: true, status: true, tournamentGame: { select: { id: true } } },
  });
  return g ? { gameId: g.id, tableId: g.tableId, status: g.status, tournament: g.tournamentGame !== null } : null;
}

/** Whether a tournament created the table (its games have no rematch). */
export async function isTournamentTable(db: Db, tableId: string): Promise<boolean> {
  return (await db.tournamentGame.count({ where: { tableId } })) > 0;
}

/** The rematch table of `gameId`, if one was offered. */
export async function findRematchTable(db: Db, gameId: string): Promise<TableRecord | null> {
  const row = await db.table.findUnique({ where: { rematchOfGameId: gameId }, select: { id: true } });
  return row ? findTable(db, row.id) : null;
}

/** The rematch table with its offerer seated, or null when another player's rematch of the same game came first. */
export async function insertRematchTable(
  db: Db,
  gameId: string,
  t: NewTableRow,
  creatorSeat: { seat: number; team: number | null },
): Promise<{ id: string } | null> {
  try {
    return await insertTableWithCreator(db, { ...t, rematchOfGameId: gameId }, creatorSeat);
  } catch (e) {
    if ((e as { code?: unknown }).code === "P2002") return null;
    throw e;
  }
}

/** A cancelled rematch (its players all left) no longer holds the game's one rematch: a new one may be offered. */
export async function releaseCancelledRematch(db: Db, tableId: string): Promise<void> {
  await db.table.updateMany({ where: { id: tableId, status: "CANCELLED" }, data: { rematchOfGameId: null } });
}

/** Which of `userIds` are suspended accounts. */
export async function suspendedAmong(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.user.findMany({ where: { id: { in: userIds }, status: "SUSPENDED" }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { status: true } });
  return u?.status === "SUSPENDED";
}
