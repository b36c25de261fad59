// Rematch (table.rematch): after a game that is not a tournament's, any of its players asks for a new table with the
// same game, pinned preset version and options, time control, timeouts before forfeit and visibility (a private one
// gets its own invite code). The first to ask takes their old seat at the new table and the other players are told
// (a notification, and the old table's page through its stream); a later click by another player joins that same
// table in their old seat (Table.rematchOfGameId is unique). Bots of the finished game take their seats at once, so a
// practice game's rematch starts at once.
import { randomBytes } from "node:crypto";
import type { TableView } from "../views/table";
import { DomainError } from "../errors";
import { recordAfterMove } from "../repositories/after-move";
import {
  findRematchSource,
  findRematchTable,
  insertRematchTable,
  isSuspended,
  releaseCancelledRematch,
} from "../repositories/rematches";
import { findTable, withLockedTable, type SeatRecord, type TableRecord } from "../repositories/tables";
import { tableChannel, userChannel } from "../realtime/bus";
import type { PlayContext } from "./play-context";
import { rematchHref } from "./rematch-state";
import { getEngineRuleset } from "~/engine/registry";
import { rematchWords } from "./rematch-words";
import { afterStart, joinTable, startFullTable } from "./tables";
import { getTableView } from "./table-view";
import { storedTimeControl } from "./time-control";

export async function rematch(ctx: PlayContext, userId: string, gameId: string, now = new Date()): Promise<TableView> {
  const source = await findRematchSource(ctx.db, gameId);
  if (!source) throw new DomainError("NOT_FOUND", "noSuchGame");
  const old = await findTable(ctx.db, source.tableId);
  const me = old?.seats.find((s) => s.userId === userId);
  if (!old || !me) throw new DomainError("FORBIDDEN", "onlyPlayersGameAsk");
  if (source.tournament) throw new DomainError("BAD_REQUEST", "tournamentGamesNoRematch");
  if (source.status === "ACTIVE") throw new DomainError("CONFLICT", "gameNotOverYet");
  if (await isSuspended(ctx.db, userId)) throw new DomainError("FORBIDDEN", "accountSuspendedCannotStart");
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findRematchTable(ctx.db, gameId);
    if (existing?.status === "CANCELLED") {
      await releaseCancelledRematch(ctx.db, existing.id);
      continue;
    }
    if (existing) return joinRematch(ctx, userId, existing, now);
    const created = await offerRematch(ctx, userId, old, me, gameId, now);
    if (created) return created;
  }
  throw new DomainError("CONFLICT", "rematchBeingSetUp");
}

async function joinRematch(ctx: PlayContext, userId: string, existing: TableRecord, now: Date): Promise<TableView> {
  if (existing.seats.some((s) => s.userId === userId)) return getTableView(ctx, userId, existing.id);
  if (existing.status !== "OPEN") throw new DomainError("CONFLICT", "rematchAlreadyStartedWithout");
  if (existing.seats.length >= existing.playerCount) throw new DomainError("CONFLICT", "rematchTableAlreadyFull");
  // joinTable seats an old player in their old seat and tells the finished game's page, however they join.
  return joinTable(ctx, userId, { tableId: existing.id, inviteCode: existing.inviteCode ?? undefined }, now);
}

/** The new table with the caller (and the finished game's bots) in their old seats; null when another player's came first. */
async function offerRematch(
  ctx: PlayContext,
  userId: string,
  old: TableRecord,
  me: SeatRecord,
  gameId: string,
  now: Date,
): Promise<TableView | null> {
  const timeControl = storedTimeControl(old.timeControl);
  const created = await insertRematchTable(
    ctx.db,
    gameId,
    {
      game: old.game,
      options: old.options,
      playerCount: old.playerCount,
      teams: old.teams,
      visibility: old.visibility,
      inviteCode: old.visibility === "PRIVATE" ? randomBytes(9).toString("base64url") : null,
      timeControl,
      speed: old.speed,
      timeoutsBeforeForfeit: old.timeoutsBeforeForfeit,
      creatorId: userId,
      presetVersionId: old.preset?.versionId ?? null,
    },
    { seat: me.seat, team: me.team },
  );
  if (!created) return null;
  const tableId = created.id;
  const bots = old.seats.filter((s) => s.botLevel !== null);
  if (bots.length > 0) {
    const started = await withLockedTable(ctx.db, tableId, async (t, ops) => {
      if (!t) throw new DomainError("NOT_FOUND", "noSuchTable");
      for (const b of bots) await ops.addSeat({ seat: b.seat, team: b.team, userId: b.userId });
      const full: TableRecord = {
        ...t,
        seats: [
          ...t.seats,
          ...bots.map((b) => ({ ...b, timeouts: 0, standIn: false, forfeited: false, resigned: false, bankMs: null })),
        ].sort((a, b) => a.seat - b.seat),
      };
      return full.seats.length === full.playerCount ? startFullTable(full, ops, now) : null;
    });
    if (started) await afterStart(ctx, started, now);
  }
  const table = await findTable(ctx.db, tableId);
  const others = old.seats.filter((s) => s.botLevel === null && s.userId !== userId);
  if (table && table.status === "OPEN" && others.length > 0) {
    const href = rematchHref(table);
    const notified = await recordAfterMove(
      ctx.db,
      others.map((s) => ({
        userId: s.userId,
        kind: "rematch",
        text: `${me.displayName} ${rematchWords(old.game).offers}`,
        textKey: "rematch",
        textParams: { name: me.displayName, again: String(getEngineRuleset(old.game)?.traits.rematchInGame === true) },
        href,
        key: `rematch:${tableId}:${s.userId}`,
      })),
      null,
      now,
    );
    for (const u of notified) await ctx.bus.publish(userChannel(u), { userId: u });
  }
  await ctx.bus.publish(tableChannel(tableId), { tableId });
  await ctx.bus.publish(tableChannel(old.id), { tableId: old.id });
  return getTableView(ctx, userId, tableId);
}
