// What a finished table's page says about its rematch (TableView.rematch), for a seated person: nothing while the game
// is in play, at a tournament's table or for a bot; else whether a rematch was offered, by whom, who it waits for.
// And the rematch table's side: only the finished game's players sit there, each in their old seat (rematchSeatFor).
import type { RematchOf, RematchState } from "../views/table";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { findRematchSource, findRematchTable, isTournamentTable, suspendedAmong } from "../repositories/rematches";
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

/** The finished game's players of a rematch: their seats, and those of them now suspended (they cannot come). */
export interface RematchPlayers {
  gameId: string;
  tableId: string;
  seats: SeatRecord[];
  suspended: Set<string>;
}

/** The finished game's seats when `table` is a rematch (null for any other table). */
export async function rematchPlayers(
  db: Db,
  table: Pick<TableRecord, "rematchOfGameId">,
): Promise<RematchPlayers | null> {
  if (!table.rematchOfGameId) return null;
  const source = await findRematchSource(db, table.rematchOfGameId);
  const old = source && (await findTable(db, source.tableId));
  if (!old) return null;
  const suspended = await suspendedAmong(
    db,
    old.seats.filter((s) => s.botLevel === null).map((s) => s.userId),
  );
  return { gameId: table.rematchOfGameId, tableId: old.id, seats: old.seats, suspended };
}

/**
 * The free seats of a rematch kept for the finished game's players: those not seated yet who may still come (not
 * suspended). While any is kept, bots may not sit (fillWithBots); a suspended player's seat is free for them.
 */
export function keptRematchSeats(table: Pick<TableRecord, "seats">, players: RematchPlayers): SeatRecord[] {
  return players.seats.filter(
    (s) => s.botLevel === null && !players.suspended.has(s.userId) && !table.seats.some((x) => x.userId === s.userId),
  );
}

/**
 * Where `userId` sits when joining `table` (every path: the invite link, the table's page, table.rematch): at a
 * rematch, their seat of the finished game (teams kept) and that game's table, and nobody else may sit; undefined
 * at any other table.
 */
export async function rematchSeatFor(
  db: Db,
  table: Pick<TableRecord, "rematchOfGameId">,
  userId: string,
): Promise<{ seat: number; oldTableId: string } | undefined> {
  const players = await rematchPlayers(db, table);
  if (!players) return undefined;
  const mine = players.seats.find((s) => s.userId === userId);
  if (!mine) throw new DomainError("FORBIDDEN", "rematchTableWatchOnly");
  return { seat: mine.seat, oldTableId: players.tableId };
}

/**
 * What a rematch table's waiting room says: whose rematch of which game, who is still expected, and who no longer can
 * come (a suspended account: bots may take that seat, as fillWithBots allows).
 */
export function rematchOfView(table: TableRecord, players: RematchPlayers, userId: string | null): RematchOf {
  const seated = new Set(table.seats.map((s) => s.userId));
  const absent = players.seats.filter((s) => s.botLevel === null && !seated.has(s.userId) && s.userId !== userId);
  return {
    gameId: players.gameId,
    offeredBy: { id: table.creatorId, displayName: table.creatorName },
    yours: players.seats.some((s) => s.userId === userId),
    expected: absent.filter((s) => !players.suspended.has(s.userId)).map((s) => s.displayName),
    unavailable: absent.filter((s) => players.suspended.has(s.userId)).map((s) => s.displayName),
  };
}
