// Practice tables: a player seated at an open table fills its empty seats with bots of one level and the
// game starts at once (the bots' accounts come from a small pool per level, one per seat). In Judge the bot plays
// through the live match (src/server/judge/bot-players.ts) once the player opens the match page. A rematch table's
// empty seats are kept for the finished game's players: no bots there while those players may still come. At a
// table with standing invitations the bots take only the seats nobody invited is coming for: the game then starts
// when the invited players sit (or at once, with nobody invited). Bots and invitations are both decided in the table's
// lock, so a bot never takes a seat promised a moment ago.
import type { BotLevel } from "~/engine/bots";
import type { TableView } from "../views/table";
import { DomainError } from "../errors";
import type { PlayContext } from "../games/play-context";
import { keptRematchSeats, rematchPlayers } from "../games/rematch-state";
import { waitingOf } from "../games/table-invitations";
import { afterStart, chooseSeat, freeSeats, startFullTable } from "../games/tables";
import { getTableView } from "../games/table-view";
import { ensureBotAccounts } from "../repositories/bots";
import { findTable, withLockedTable, type TableRecord } from "../repositories/tables";
import { tableChannel } from "../realtime/bus";

export async function fillWithBots(
  ctx: PlayContext,
  userId: string,
  input: { tableId: string; level: BotLevel },
  now = new Date(),
): Promise<TableView> {
  const table = await findTable(ctx.db, input.tableId);
  if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
  const kept = await keptFor(ctx, table);
  // The accounts first (outside the table's lock: on the embedded database the lock holds the only connection).
  const bots = await ensureBotAccounts(ctx.db, input.level, table.playerCount - 1);
  const started = await withLockedTable(ctx.db, input.tableId, async (t, ops) => {
    if (!t) throw new DomainError("NOT_FOUND", "noSuchTable");
    if (!t.seats.some((s) => s.userId === userId)) throw new DomainError("FORBIDDEN", "onlyPlayersFillWithBots");
    if (t.status !== "OPEN") throw new DomainError("CONFLICT", "tableAlreadyStarted");
    const waiting = kept.filter((k) => !t.seats.some((s) => s.userId === k.userId));
    if (waiting.length > 0) {
      const names = waiting.map((k) => k.displayName);
      throw new DomainError("CONFLICT", "rematchSeatsKept", { params: { names } });
    }
    const free = freeSeats(t).length;
    if (free === 0) throw new DomainError("CONFLICT", "tableFull");
    // One seat kept for each invited player not seated yet, read under the lock: an invitation is stored under it too
    // (sendInvitations), so one sent a moment ago is seen here, and one sent after the bots sat finds no seat.
    const promised = waitingOf(t, await ops.openInvitations());
    const forBots = free - promised.length;
    if (forBots <= 0) {
      const names = promised.map((i) => i.inviteeName);
      throw new DomainError("CONFLICT", "seatsKeptForInvitedNames", { params: { names } });
    }
    let full: TableRecord = t;
    const unused = bots.filter((b) => !t.seats.some((s) => s.userId === b.id));
    for (const bot of unused.slice(0, forBots)) {
      const place = chooseSeat(full, undefined);
      await ops.addSeat({ ...place, userId: bot.id });
      full = {
        ...full,
        seats: [
          ...full.seats,
          {
            ...place,
            userId: bot.id,
            displayName: bot.displayName,
            timeouts: 0,
            standIn: false,
            forfeited: false,
            resigned: false,
            bankMs: null,
            botLevel: input.level,
          },
        ],
      };
    }
    return full.seats.length === full.playerCount ? startFullTable(full, ops, now) : null;
  });
  if (started) await afterStart(ctx, started, now);
  await ctx.bus.publish(tableChannel(input.tableId), { tableId: input.tableId });
  return getTableView(ctx, userId, input.tableId);
}

/**
 * At a rematch table every free seat is kept for its player of the finished game (rematchSeatFor): the old players who
 * may still take theirs (not suspended). Empty at any other table, and for a practice game's rematch (its bots sit at once).
 */
async function keptFor(ctx: PlayContext, table: TableRecord): Promise<{ userId: string; displayName: string }[]> {
  const players = await rematchPlayers(ctx.db, table);
  return players ? keptRematchSeats(table, players) : [];
}
