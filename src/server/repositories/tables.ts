// Tables and their seats for the lobby and live play. Membership changes (join, leave, start, bots, invitations) run
// under a row lock on the table (withLockedTable), so two players never take the same seat, a game starts exactly
// once, and a bot never takes a seat promised to an invited player.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { insertJobs, type NewJob } from "./jobs";
import { countRequest } from "./rate-limits";
import type { NewNotification } from "./notifications";
import {
  insertInvitations,
  invitationWithdrawn,
  listOpenInvitations,
  removeInvitation,
  type OpenInvitation,
  type WithdrawnNote,
} from "./table-invitations";
import { pageArgs, pageOf, type Page, type PageRequest } from "./paging";

export type TableStatus = "OPEN" | "PLAYING" | "FINISHED" | "CANCELLED";
export type TableSpeed = "FAST" | "DAILY";

export interface SeatRecord {
  seat: number;
  team: number | null;
  userId: string;
  displayName: string;
  timeouts: number;
  standIn: boolean;
  forfeited: boolean;
  /** Forfeited because the player resigned (game.resign). */
  resigned: boolean;
  bankMs: number | null;
  /** A bot's level (the job queue moves for it), null for a person. */
  botLevel: string | null;
}

export interface TableRecord {
  id: string;
  game: string;
  options: Record<string, string | number | boolean>;
  playerCount: number;
  teams: number[][] | null;
  status: TableStatus;
  visibility: "PUBLIC" | "PRIVATE";
  inviteCode: string | null;
  timeControl: unknown;
  speed: TableSpeed;
  timeoutsBeforeForfeit: number | null;
  creatorId: string;
  creatorName: string;
  createdAt: Date;
  /** Sorted by seat. */
  seats: SeatRecord[];
  /** The game played at the table (the latest one), or null before the start. */
  gameId: string | null;
  /** The house-rule preset version the table pinned, with that version's option values; null before presets. */
  preset: {
    id: string;
    slug: string;
    title: string;
    /** The built-in preset's key (presets the platform seeded), else null. */
    builtIn: string | null;
    versionId: string;
    version: number;
    options: Record<string, string | number | boolean>;
  } | null;
  /** A rematch table: the finished game it replays (only that game's players may sit at it), else null. */
  rematchOfGameId: string | null;
}

export const seatSelect = {
  seat: true,
  team: true,
  userId: true,
  timeouts: true,
  standIn: true,
  forfeited: true,
  resigned: true,
  bankMs: true,
  user: { select: { displayName: true, botLevel: true } },
} as const;

type SeatRow = Prisma.SeatGetPayload<{ select: typeof seatSelect }>;

export function toSeatRecord(s: SeatRow): SeatRecord {
  return {
    seat: s.seat,
    team: s.team,
    userId: s.userId,
    displayName: s.user.displayName,
    timeouts: s.timeouts,
    standIn: s.standIn,
    forfeited: s.forfeited,
    resigned: s.resigned,
    bankMs: s.bankMs,
    botLevel: s.user.botLevel,
  };
}

const tableSelect = {
  id: true,
  game: true,
  options: true,
  playerCount: true,
  teams: true,
  status: true,
  visibility: true,
  inviteCode: true,
  timeControl: true,
  speed: true,
  timeoutsBeforeForfeit: true,
  creatorId: true,
  createdAt: true,
  creator: { select: { displayName: true } },
  seats: { select: seatSelect, orderBy: { seat: "asc" } },
  games: { select: { id: true }, orderBy: { createdAt: "desc" }, take: 1 },
  presetVersion: {
    select: {
      id: true,
      version: true,
      options: true,
      preset: { select: { id: true, slug: true, title: true, builtIn: true } },
    },
  },
  rematchOfGameId: true,
} as const;

type TableRow = Prisma.TableGetPayload<{ select: typeof tableSelect }>;

function toTableRecord(t: TableRow): TableRecord {
  return {
    id: t.id,
    game: t.game,
    options: (t.options ?? {}) as TableRecord["options"],
    playerCount: t.playerCount,
    teams: (t.teams ?? null) as number[][] | null,
    status: t.status,
    visibility: t.visibility,
    inviteCode: t.inviteCode,
    timeControl: t.timeControl ?? null,
    speed: t.speed,
    timeoutsBeforeForfeit: t.timeoutsBeforeForfeit,
    creatorId: t.creatorId,
    creatorName: t.creator.displayName,
    createdAt: t.createdAt,
    seats: t.seats.map(toSeatRecord),
    gameId: t.games[0]?.id ?? null,
    preset: t.presetVersion
      ? {
          id: t.presetVersion.preset.id,
          slug: t.presetVersion.preset.slug,
          title: t.presetVersion.preset.title,
          builtIn: t.presetVersion.preset.builtIn,
          versionId: t.presetVersion.id,
          version: t.presetVersion.version,
          options: (t.presetVersion.options ?? {}) as Record<string, string | number | boolean>,
        }
      : null,
    rematchOfGameId: t.rematchOfGameId,
  };
}

export async function findTable(db: Db, id: string): Promise<TableRecord | null> {
  const t = await db.table.findUnique({ where: { id }, select: tableSelect });
  return t ? toTableRecord(t) : null;
}

export interface NewTableRow {
  game: string;
  options: Prisma.InputJsonValue;
  playerCount: number;
  teams: number[][] | null;
  visibility: "PUBLIC" | "PRIVATE";
  inviteCode: string | null;
  timeControl: Prisma.InputJsonValue | null;
  speed: TableSpeed;
  timeoutsBeforeForfeit: number | null;
  creatorId: string;
  /** The preset version the table pins. */
  presetVersionId?: string | null;
  /** A rematch: the finished game it replays (repositories/rematches.ts). */
  rematchOfGameId?: string | null;
}

/** A new table with its creator in `seat`. */
export async function insertTableWithCreator(
  db: Db,
  t: NewTableRow,
  creatorSeat: { seat: number; team: number | null },
): Promise<{ id: string }> {
  return db.table.create({
    data: {
      ...t,
      teams: t.teams ?? Prisma.DbNull,
      timeControl: t.timeControl ?? Prisma.DbNull,
      seats: { create: { seat: creatorSeat.seat, team: creatorSeat.team, userId: t.creatorId } },
    },
    select: { id: true },
  });
}

export interface NewGameRow {
  game: string;
  seed: string;
  seedCommitment: string;
  setup: Prisma.InputJsonValue;
  /** The seat told to deal first (tournaments), null when the engine draws it. */
  firstDealer?: number | null;
  toAct: number[];
  turnStartedAt: Date;
  deadlineAt: Date | null;
  /** FINISHED when the deal already decided the whole game (a one-round game won at the deal). */
  status: "ACTIVE" | "FINISHED";
  finishedAt: Date | null;
}

/** What may change while the table is locked; every call runs in the lock's transaction. */
export interface LockedTableOps {
  addSeat(seat: { seat: number; team: number | null; userId: string }): Promise<void>;
  removeSeat(userId: string): Promise<void>;
  setStatus(status: TableStatus): Promise<void>;
  /** The table's game begins: PLAYING, the game row and each seat's starting bank. */
  startGame(game: NewGameRow, bankMs: number | null): Promise<{ gameId: string }>;
  /** Jobs committed with the change (the first deadline). */
  enqueue(jobs: NewJob[]): Promise<void>;
  /** The table's standing invitations, read under the lock: invitations are stored under it too (addInvitations). */
  openInvitations(): Promise<OpenInvitation[]>;
  /** Stores invitations with their invitees' notifications. */
  addInvitations(inviterId: string, inviteeIds: string[], notes: NewNotification[]): Promise<void>;
  /** Withdraws an invitation, its notification rewritten (`note`); false when there was none. */
  withdrawInvitation(inviteeId: string, note: WithdrawnNote, now: Date): Promise<boolean>;
  /** Whether `inviteeId`'s invitation was withdrawn (and not renewed since). */
  invitationWithdrawn(inviteeId: string): Promise<boolean>;
  /** Counts `n` requests against a rate limit (rate-limits.ts) with the change: a refusal in the lock undoes them. */
  countRequests(bucket: string, key: string, windowStart: Date, n: number): Promise<number>;
}

/**
 * Runs `fn` with the table read under `SELECT … FOR UPDATE` in one transaction (null when there is no such table).
 * Keep `fn` short and free of other database calls: on the embedded database the transaction holds the only
 * connection.
 */
export async function withLockedTable<T>(
  db: Db,
  tableId: string,
  fn: (table: TableRecord | null, ops: LockedTableOps) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Table" WHERE "id" = ${tableId} FOR UPDATE`;
    const row = await tx.table.findUnique({ where: { id: tableId }, select: tableSelect });
    const ops: LockedTableOps = {
      async addSeat(s) {
        await tx.seat.create({ data: { tableId, seat: s.seat, team: s.team, userId: s.userId } });
      },
      async removeSeat(userId) {
        await tx.seat.deleteMany({ where: { tableId, userId } });
      },
      async setStatus(status) {
        await tx.table.update({ where: { id: tableId }, data: { status } });
      },
      async startGame(game, bankMs) {
        await tx.table.update({
          where: { id: tableId },
          data: { status: game.status === "FINISHED" ? "FINISHED" : "PLAYING" },
        });
        if (bankMs !== null) await tx.seat.updateMany({ where: { tableId }, data: { bankMs } });
        const created = await tx.game.create({ data: { ...game, tableId }, select: { id: true } });
        return { gameId: created.id };
      },
      async enqueue(jobs) {
        await insertJobs(tx, jobs);
      },
      openInvitations() {
        return listOpenInvitations(tx, tableId);
      },
      async addInvitations(inviterId, inviteeIds, notes) {
        await insertInvitations(tx, tableId, inviterId, inviteeIds, notes);
      },
      withdrawInvitation(inviteeId, note, now) {
        return removeInvitation(tx, tableId, inviteeId, note, now);
      },
      invitationWithdrawn(inviteeId) {
        return invitationWithdrawn(tx, tableId, inviteeId);
      },
      countRequests(bucket, key, windowStart, n) {
        return countRequest(tx, bucket, key, windowStart, n);
      },
    };
    return fn(row ? toTableRecord(row) : null, ops);
  });
}

export interface LobbyFilter {
  game?: string;
  playerCount?: number;
  speed?: TableSpeed;
}

/** Open public tables (not rematches), newest first; `cursor` is the id of the last table of the previous page. */
export async function listLobbyTables(db: Db, filter: LobbyFilter, page: PageRequest): Promise<Page<TableRecord>> {
  const rows = await db.table.findMany({
    // A rematch table is kept for the finished game's players: never listed.
    where: {
      status: "OPEN",
      visibility: "PUBLIC",
      rematchOfGameId: null,
      ...(filter.game ? { game: filter.game } : {}),
      ...(filter.playerCount ? { playerCount: filter.playerCount } : {}),
      ...(filter.speed ? { speed: filter.speed } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...pageArgs(page),
    select: tableSelect,
  });
  return pageOf(rows, page, toTableRecord);
}

/** Open tables `userId` sits at (waiting for players), newest first. */
export async function listOpenTablesOfUser(db: Db, userId: string): Promise<TableRecord[]> {
  const rows = await db.table.findMany({
    where: { status: "OPEN", seats: { some: { userId } } },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: tableSelect,
  });
  return rows.map(toTableRecord);
}
