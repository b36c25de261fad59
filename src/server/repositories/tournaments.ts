// Tournaments: the event, its entrants and Sakura teams, rounds, pairings and the engine tables and games
// each pairing plays. Every change to an event's progress runs under a row lock on the Tournament
// (withLockedTournament): registration, team changes, pairing a round, recording a result and finishing a round are
// serialised per event, and each checks its preconditions on the snapshot it read under the lock, so a job that runs
// twice (its worker died after the commit) changes nothing the second time.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { notificationsCte } from "./after-move";
import { appendAuditEntry, type NewAuditEntry } from "./audit-log";
import { insertJobs, type DbOrTx, type NewJob } from "./jobs";
import type { NewNotification } from "./notifications";
import type { NewGameRow, TableSpeed } from "./tables";

export type TournamentFormatRow = "ELIMINATION" | "ROUND_ROBIN" | "SWISS";
export type TournamentScoringRow = "CUMULATIVE" | "VICTORIES";
export type TournamentStatusRow = "REGISTRATION" | "RUNNING" | "FINISHED" | "CANCELLED";

export interface TournamentRecord {
  id: string;
  name: string;
  description: string;
  organiserId: string;
  organiserName: string;
  game: string;
  presetVersionId: string;
  preset: {
    id: string;
    slug: string;
    title: string;
    version: number;
    options: Record<string, string | number | boolean>;
  };
  options: Record<string, string | number | boolean>;
  format: TournamentFormatRow;
  sidesPerTable: number;
  minSidesPerTable: number;
  teamSize: number;
  gamesPerPairing: number;
  scoring: TournamentScoringRow;
  swissRounds: number | null;
  registrationClosesAt: Date;
  roundStartTimes: Date[];
  roundIntervalSeconds: number;
  roundDurationSeconds: number;
  timeControl: unknown;
  timeoutsBeforeForfeit: number | null;
  minEntrants: number;
  maxEntrants: number;
  featured: boolean;
  status: TournamentStatusRow;
  totalRounds: number | null;
  plan: unknown;
  winnerEntrantId: string | null;
  cancelReason: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}

const tournamentSelect = {
  id: true,
  name: true,
  description: true,
  organiserId: true,
  organiser: { select: { displayName: true } },
  game: true,
  presetVersionId: true,
  presetVersion: {
    select: { version: true, options: true, preset: { select: { id: true, slug: true, title: true } } },
  },
  options: true,
  format: true,
  sidesPerTable: true,
  minSidesPerTable: true,
  teamSize: true,
  gamesPerPairing: true,
  scoring: true,
  swissRounds: true,
  registrationClosesAt: true,
  roundStartTimes: true,
  roundIntervalSeconds: true,
  roundDurationSeconds: true,
  timeControl: true,
  timeoutsBeforeForfeit: true,
  minEntrants: true,
  maxEntrants: true,
  featured: true,
  status: true,
  totalRounds: true,
  plan: true,
  winnerEntrantId: true,
  cancelReason: true,
  startedAt: true,
  finishedAt: true,
  createdAt: true,
} as const;

type TournamentRow = Prisma.TournamentGetPayload<{ select: typeof tournamentSelect }>;

function toTournamentRecord(t: TournamentRow): TournamentRecord {
  const { organiser, presetVersion, ...rest } = t;
  return {
    ...rest,
    organiserName: organiser.displayName,
    preset: {
      id: presetVersion.preset.id,
      slug: presetVersion.preset.slug,
      title: presetVersion.preset.title,
      version: presetVersion.version,
      options: (presetVersion.options ?? {}) as Record<string, string | number | boolean>,
    },
    options: (t.options ?? {}) as Record<string, string | number | boolean>,
    timeControl: t.timeControl ?? null,
    plan: t.plan ?? null,
  };
}

export interface NewTournamentRow {
  name: string;
  description: string;
  organiserId: string;
  game: string;
  presetVersionId: string;
  options: Prisma.InputJsonValue;
  format: TournamentFormatRow;
  sidesPerTable: number;
  minSidesPerTable: number;
  teamSize: number;
  gamesPerPairing: number;
  scoring: TournamentScoringRow;
  swissRounds: number | null;
  registrationClosesAt: Date;
  roundStartTimes: Date[];
  roundIntervalSeconds: number;
  roundDurationSeconds: number;
  timeControl: Prisma.InputJsonValue;
  timeoutsBeforeForfeit: number | null;
  minEntrants: number;
  maxEntrants: number;
}

/** A new event with the job that closes its registration, in one transaction. */
export async function insertTournament(
  db: Db,
  row: NewTournamentRow,
  jobOf: (id: string) => NewJob,
): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    const created = await tx.tournament.create({ data: row, select: { id: true } });
    await insertJobs(tx, [jobOf(created.id)]);
    return created;
  });
}

export async function findTournament(db: DbOrTx, id: string): Promise<TournamentRecord | null> {
  const t = await db.tournament.findUnique({ where: { id }, select: tournamentSelect });
  return t ? toTournamentRecord(t) : null;
}

export async function setTournamentFeatured(db: Db, id: string, featured: boolean): Promise<boolean> {
  const r = await db.tournament.updateMany({ where: { id }, data: { featured } });
  return r.count === 1;
}

// --- lists ----------------------------------------------------------------------------------------------------------

export interface TournamentListRecord extends TournamentRecord {
  entrantCount: number;
  /** The waiting list's length (a full individual event's). */
  waitingCount: number;
  winnerName: string | null;
  currentRound: number | null;
}

/** Events with the given statuses, featured first, then by `order` of the registration close. */
export async function listTournaments(
  db: Db,
  statuses: TournamentStatusRow[],
  order: "asc" | "desc",
  take: number,
): Promise<TournamentListRecord[]> {
  const rows = await db.tournament.findMany({
    where: { status: { in: statuses } },
    orderBy: [{ featured: "desc" }, { registrationClosesAt: order }, { id: "asc" }],
    take,
    select: {
      ...tournamentSelect,
      _count: { select: { entrants: true, waitingList: true } },
      rounds: { select: { number: true }, orderBy: { number: "desc" }, take: 1 },
    },
  });
  const winners = rows.map((r) => r.winnerEntrantId).filter((x): x is string => x !== null);
  const names = new Map((await entrantNames(db, winners)).map((e) => [e.id, e.name]));
  return rows.map(({ _count, rounds, ...t }) => ({
    ...toTournamentRecord(t),
    entrantCount: _count.entrants,
    waitingCount: _count.waitingList,
    winnerName: t.winnerEntrantId ? (names.get(t.winnerEntrantId) ?? null) : null,
    currentRound: rounds[0]?.number ?? null,
  }));
}

async function entrantNames(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db.tournamentEntrant.findMany({
    where: { id: { in: ids } },
    select: { id: true, user: { select: { displayName: true } }, team: { select: { name: true } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.team?.name ?? r.user?.displayName ?? "?" }));
}

// --- the snapshot of an event -----------------------------------------------------------------------------------------

export interface PersonRecord {
  userId: string;
  displayName: string;
}

export interface EntrantRecord {
  id: string;
  userId: string | null;
  teamId: string | null;
  seed: number | null;
  createdAt: Date;
  /** The player's display name, or the team's name. */
  name: string;
  /** The players of the side in seat order of the team (captain first): one for individual play. */
  members: PersonRecord[];
}

export interface TeamMemberRecord extends PersonRecord {
  status: "INVITED" | "ACCEPTED";
  createdAt: Date;
}

export interface TeamRecord {
  id: string;
  name: string;
  captainId: string;
  createdAt: Date;
  /** Captain first, then by the time they were invited. */
  members: TeamMemberRecord[];
  entrantId: string | null;
}

export interface RoundRow {
  id: string;
  number: number;
  status: "PLAYING" | "FINISHED";
  scheduledAt: Date;
  startedAt: Date;
  deadlineAt: Date;
  finishedAt: Date | null;
  byes: string[];
}

export interface PairingGameRecord {
  id: string;
  index: number;
  tableId: string;
  gameId: string;
  firstDealer: number | null;
  /** The tournament maths' GameResult once recorded. */
  result: unknown;
  finishedAt: Date | null;
  gameStatus: "ACTIVE" | "FINISHED" | "ABORTED";
  seq: number;
  toAct: number[];
  /** The seats whose player resigned the game (game.resign), so a forfeit by resign is told from one by timeouts. */
  resignedSeats: number[];
}

export interface PairingRecord {
  id: string;
  round: number;
  roundId: string;
  index: number;
  matchId: string | null;
  sides: string[];
  finishedAt: Date | null;
  games: PairingGameRecord[];
}

/** A player on a full event's waiting list. */
export interface WaitingRecord extends PersonRecord {
  joinedAt: Date;
  /** A suspended player is passed over when a place frees. */
  active: boolean;
}

export interface TournamentSnapshot {
  tournament: TournamentRecord;
  /** The waiting list (individual events while full), first come first. */
  waitingList: WaitingRecord[];
  /** Seed order once seeded, else registration order. */
  entrants: EntrantRecord[];
  teams: TeamRecord[];
  rounds: RoundRow[];
  /** By round, then index. */
  pairings: PairingRecord[];
}

function byCaptainThenTime(captainId: string) {
  return (a: { userId: string; createdAt: Date }, b: { userId: string; createdAt: Date }) =>
    (a.userId === captainId ? 0 : 1) - (b.userId === captainId ? 0 : 1) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.userId.localeCompare(b.userId);
}

/** Everything about an event (a handful of queries); pass a transaction to read it under the event's lock. */
export async function loadTournamentSnapshot(db: DbOrTx, id: string): Promise<TournamentSnapshot | null> {
  const t = await db.tournament.findUnique({ where: { id }, select: tournamentSelect });
  if (!t) return null;
  const teamRows = await db.tournamentTeam.findMany({
    where: { tournamentId: id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      captainId: true,
      createdAt: true,
      entrant: { select: { id: true } },
      members: { select: { userId: true, status: true, createdAt: true, user: { select: { displayName: true } } } },
    },
  });
  const teams: TeamRecord[] = teamRows.map((tm) => ({
    id: tm.id,
    name: tm.name,
    captainId: tm.captainId,
    createdAt: tm.createdAt,
    entrantId: tm.entrant?.id ?? null,
    members: tm.members
      .map((m) => ({ userId: m.userId, displayName: m.user.displayName, status: m.status, createdAt: m.createdAt }))
      .sort(byCaptainThenTime(tm.captainId)),
  }));
  const entrantRows = await db.tournamentEntrant.findMany({
    where: { tournamentId: id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      userId: true,
      teamId: true,
      seed: true,
      createdAt: true,
      user: { select: { displayName: true } },
    },
  });
  const entrants: EntrantRecord[] = entrantRows
    .map((e) => {
      const team = e.teamId ? teams.find((x) => x.id === e.teamId) : undefined;
      return {
        id: e.id,
        userId: e.userId,
        teamId: e.teamId,
        seed: e.seed,
        createdAt: e.createdAt,
        name: team?.name ?? e.user?.displayName ?? "?",
        members: team
          ? team.members
              .filter((m) => m.status === "ACCEPTED")
              .map((m) => ({ userId: m.userId, displayName: m.displayName }))
          : e.userId
            ? [{ userId: e.userId, displayName: e.user?.displayName ?? "?" }]
            : [],
      };
    })
    .sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));
  const rounds = await db.tournamentRound.findMany({
    where: { tournamentId: id },
    orderBy: { number: "asc" },
    select: {
      id: true,
      number: true,
      status: true,
      scheduledAt: true,
      startedAt: true,
      deadlineAt: true,
      finishedAt: true,
      byes: true,
    },
  });
  const pairingRows = await db.tournamentTable.findMany({
    where: { tournamentId: id },
    orderBy: [{ round: "asc" }, { index: "asc" }],
    select: {
      id: true,
      round: true,
      roundId: true,
      index: true,
      matchId: true,
      sides: true,
      finishedAt: true,
      games: {
        orderBy: { index: "asc" },
        select: {
          id: true,
          index: true,
          tableId: true,
          gameId: true,
          firstDealer: true,
          result: true,
          finishedAt: true,
          gameRow: { select: { status: true, seq: true, toAct: true } },
          table: { select: { seats: { where: { resigned: true }, orderBy: { seat: "asc" }, select: { seat: true } } } },
        },
      },
    },
  });
  const pairings: PairingRecord[] = pairingRows.map((p) => ({
    ...p,
    games: p.games.map(({ gameRow, table, ...g }) => ({
      ...g,
      result: g.result ?? null,
      gameStatus: gameRow.status,
      seq: gameRow.seq,
      toAct: gameRow.toAct,
      resignedSeats: table.seats.map((s) => s.seat),
    })),
  }));
  const waitingRows = await db.tournamentWaitingListEntry.findMany({
    where: { tournamentId: id },
    orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
    select: { userId: true, joinedAt: true, user: { select: { displayName: true, status: true } } },
  });
  const waitingList = waitingRows.map((w) => ({
    userId: w.userId,
    displayName: w.user.displayName,
    joinedAt: w.joinedAt,
    active: w.user.status === "ACTIVE",
  }));
  return { tournament: toTournamentRecord(t), waitingList, entrants, teams, rounds, pairings };
}

// --- changes under the event's lock ---------------------------------------------------------------------------------

export interface EngineTableRow {
  game: string;
  options: Prisma.InputJsonValue;
  playerCount: number;
  teams: number[][] | null;
  timeControl: Prisma.InputJsonValue | null;
  speed: TableSpeed;
  timeoutsBeforeForfeit: number | null;
  creatorId: string;
  presetVersionId: string;
  /** Seat by seat: the player and their team. */
  seats: { seat: number; team: number | null; userId: string }[];
}

export interface TournamentUpdate {
  /** The organiser's edits (tournament.edit). */
  name?: string;
  description?: string;
  registrationClosesAt?: Date;
  roundStartTimes?: Date[];
  status?: TournamentStatusRow;
  totalRounds?: number | null;
  plan?: Prisma.InputJsonValue;
  winnerEntrantId?: string | null;
  cancelReason?: string | null;
  startedAt?: Date | null;
  finishedAt?: Date | null;
}

export interface LockedTournamentOps {
  update(data: TournamentUpdate): Promise<void>;
  addEntrant(e: { userId?: string; teamId?: string }): Promise<{ id: string }>;
  removeEntrant(entrantId: string): Promise<void>;
  /** Seeds 1..n in the given order. */
  setSeeds(entrantIds: string[]): Promise<void>;
  createTeam(t: { name: string; captainId: string }): Promise<{ id: string }>;
  deleteTeam(teamId: string): Promise<void>;
  addTeamMember(m: { teamId: string; userId: string; status: "INVITED" | "ACCEPTED" }): Promise<void>;
  setTeamMemberStatus(teamId: string, userId: string, status: "INVITED" | "ACCEPTED"): Promise<void>;
  removeTeamMember(teamId: string, userId: string): Promise<void>;
  /** The player joins the end of the waiting list. */
  addToWaitingList(userId: string): Promise<void>;
  removeFromWaitingList(userId: string): Promise<void>;
  clearWaitingList(): Promise<void>;
  createRound(r: {
    number: number;
    scheduledAt: Date;
    startedAt: Date;
    deadlineAt: Date;
    byes: string[];
  }): Promise<{ id: string }>;
  finishRound(roundId: string, at: Date): Promise<void>;
  createPairing(p: {
    roundId: string;
    round: number;
    index: number;
    matchId: string | null;
    sides: string[];
  }): Promise<{ id: string }>;
  finishPairing(pairingId: string, at: Date): Promise<void>;
  /** An engine table (status PLAYING, every seat taken) with its started game, linked to the pairing. */
  createPairingGame(g: {
    pairingId: string;
    index: number;
    firstDealer: number | null;
    table: EngineTableRow;
    game: NewGameRow;
    bankMs: number | null;
  }): Promise<{ tableId: string; gameId: string }>;
  recordGameResult(pairingGameId: string, result: Prisma.InputJsonValue, at: Date): Promise<void>;
  notify(rows: NewNotification[]): Promise<void>;
  enqueue(jobs: NewJob[]): Promise<void>;
  /** A pending job (by its key) runs at another time instead: the schedule was edited. Whether one was moved. */
  moveJob(key: string, runAt: Date): Promise<boolean>;
  /** An admin's action on the event, written with the change it describes. */
  audit(entry: NewAuditEntry): Promise<void>;
}

/**
 * Runs `fn` with the event read under `SELECT … FOR UPDATE` in one transaction (null when there is no such event).
 * Keep `fn` free of other database calls: with the embedded database the transaction holds the only connection.
 */
export async function withLockedTournament<T>(
  db: Db,
  id: string,
  fn: (snapshot: TournamentSnapshot | null, ops: LockedTournamentOps) => Promise<T>,
): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Tournament" WHERE "id" = ${id} FOR UPDATE`;
      const snapshot = await loadTournamentSnapshot(tx, id);
      const ops: LockedTournamentOps = {
        async update(data) {
          await tx.tournament.update({ where: { id }, data });
        },
        async addEntrant(e) {
          return tx.tournamentEntrant.create({
            data: { tournamentId: id, userId: e.userId ?? null, teamId: e.teamId ?? null },
            select: { id: true },
          });
        },
        async removeEntrant(entrantId) {
          await tx.tournamentEntrant.deleteMany({ where: { id: entrantId, tournamentId: id } });
        },
        async setSeeds(entrantIds) {
          for (const [i, e] of entrantIds.entries())
            await tx.tournamentEntrant.update({ where: { id: e }, data: { seed: i + 1 } });
        },
        async createTeam(t) {
          const team = await tx.tournamentTeam.create({
            data: { tournamentId: id, name: t.name, captainId: t.captainId },
            select: { id: true },
          });
          await tx.tournamentTeamMember.create({
            data: { teamId: team.id, tournamentId: id, userId: t.captainId, status: "ACCEPTED" },
          });
          return team;
        },
        async deleteTeam(teamId) {
          await tx.tournamentTeam.deleteMany({ where: { id: teamId, tournamentId: id } });
        },
        async addTeamMember(m) {
          await tx.tournamentTeamMember.create({
            data: { teamId: m.teamId, tournamentId: id, userId: m.userId, status: m.status },
          });
        },
        async setTeamMemberStatus(teamId, userId, status) {
          await tx.tournamentTeamMember.update({ where: { teamId_userId: { teamId, userId } }, data: { status } });
        },
        async removeTeamMember(teamId, userId) {
          await tx.tournamentTeamMember.deleteMany({ where: { teamId, userId } });
        },
        async addToWaitingList(userId) {
          // The clock when the lock is held, not the transaction's start (now()): a join that waited for the lock
          // goes behind the one that held it.
          await tx.tournamentWaitingListEntry.create({ data: { tournamentId: id, userId, joinedAt: new Date() } });
        },
        async removeFromWaitingList(userId) {
          await tx.tournamentWaitingListEntry.deleteMany({ where: { tournamentId: id, userId } });
        },
        async clearWaitingList() {
          await tx.tournamentWaitingListEntry.deleteMany({ where: { tournamentId: id } });
        },
        async createRound(r) {
          return tx.tournamentRound.create({ data: { tournamentId: id, ...r }, select: { id: true } });
        },
        async finishRound(roundId, at) {
          await tx.tournamentRound.update({ where: { id: roundId }, data: { status: "FINISHED", finishedAt: at } });
        },
        async createPairing(p) {
          return tx.tournamentTable.create({ data: { tournamentId: id, ...p }, select: { id: true } });
        },
        async finishPairing(pairingId, at) {
          await tx.tournamentTable.update({ where: { id: pairingId }, data: { finishedAt: at } });
        },
        async createPairingGame(g) {
          const { seats, teams, timeControl, ...table } = g.table;
          const created = await tx.table.create({
            data: {
              ...table,
              teams: teams ?? Prisma.DbNull,
              timeControl: timeControl ?? Prisma.DbNull,
              visibility: "PUBLIC",
              status: g.game.status === "FINISHED" ? "FINISHED" : "PLAYING",
              seats: { create: seats.map((s) => ({ ...s, bankMs: g.bankMs })) },
            },
            select: { id: true },
          });
          const game = await tx.game.create({ data: { ...g.game, tableId: created.id }, select: { id: true } });
          await tx.tournamentGame.create({
            data: {
              tournamentTableId: g.pairingId,
              index: g.index,
              tableId: created.id,
              gameId: game.id,
              firstDealer: g.firstDealer,
            },
          });
          return { tableId: created.id, gameId: game.id };
        },
        async recordGameResult(pairingGameId, result, at) {
          await tx.tournamentGame.update({ where: { id: pairingGameId }, data: { result, finishedAt: at } });
        },
        async notify(rows) {
          // As a move's (a duplicate key skipped, none to a page its user has open), in this transaction.
          if (rows.length) await tx.$executeRaw`WITH ${notificationsCte(rows)} SELECT 1 FROM n`;
        },
        async enqueue(jobs) {
          await insertJobs(tx, jobs);
        },
        async moveJob(key, runAt) {
          return (await tx.job.updateMany({ where: { key, status: "PENDING" }, data: { runAt } })).count === 1;
        },
        async audit(entry) {
          await appendAuditEntry(tx, entry);
        },
      };
      return fn(snapshot, ops);
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}

// --- lookups for the game service's hook and the jobs -----------------------------------------------------------------

/** The tournament pairing an engine game belongs to, or null for a game outside tournaments. */
export async function findPairingGameByGameId(
  db: Db,
  gameId: string,
): Promise<{ id: string; tournamentId: string; pairingId: string; firstDealer: number | null } | null> {
  const g = await db.tournamentGame.findUnique({
    where: { gameId },
    select: {
      id: true,
      firstDealer: true,
      tournamentTableId: true,
      tournamentTable: { select: { tournamentId: true } },
    },
  });
  return g
    ? {
        id: g.id,
        tournamentId: g.tournamentTable.tournamentId,
        pairingId: g.tournamentTableId,
        firstDealer: g.firstDealer,
      }
    : null;
}

/** Whether the engine game belongs to a tournament (the after-move hook's cheap check). */
export async function isTournamentGame(db: Db, gameId: string): Promise<boolean> {
  return (await db.tournamentGame.count({ where: { gameId } })) > 0;
}

export async function insertTournamentJobs(db: Db, jobs: NewJob[]): Promise<number> {
  return insertJobs(db, jobs);
}

/** Events not yet started (registration, or closed with no round yet) the user is in, as an entrant, in a team or waiting. */
export async function unstartedTournamentIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.tournament.findMany({
    where: {
      OR: [{ status: "REGISTRATION" }, { status: "RUNNING", rounds: { none: {} } }],
      AND: [
        {
          OR: [
            { entrants: { some: { userId } } },
            { teams: { some: { members: { some: { userId } } } } },
            { waitingList: { some: { userId } } },
          ],
        },
      ],
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => r.id);
}

/** Players by display name (case-insensitive, exact) or by email, for team invitations. */
export async function findUsersByNameOrEmail(db: Db, who: string): Promise<PersonRecord[]> {
  const where = who.includes("@")
    ? { email: who.trim().toLowerCase() }
    : { displayName: { equals: who.trim(), mode: "insensitive" as const } };
  const rows = await db.user.findMany({
    where: { ...where, status: "ACTIVE" },
    select: { id: true, displayName: true },
    take: 5,
  });
  return rows.map((r) => ({ userId: r.id, displayName: r.displayName }));
}

/** The tournament game an engine table plays, for the table page's link back to its event (null outside tournaments). */
export async function findTournamentGameOfTable(
  db: Db,
  tableId: string,
): Promise<{ tournamentId: string; name: string; round: number; game: number; games: number } | null> {
  const g = await db.tournamentGame.findUnique({
    where: { tableId },
    select: {
      index: true,
      tournamentTable: {
        select: { round: true, tournament: { select: { id: true, name: true, gamesPerPairing: true } } },
      },
    },
  });
  if (!g) return null;
  const t = g.tournamentTable.tournament;
  return {
    tournamentId: t.id,
    name: t.name,
    round: g.tournamentTable.round,
    game: g.index + 1,
    games: t.gamesPerPairing,
  };
}
