// Every change to an event's progress runs under a row lock on the Tournament (withLockedTournament): registration,
// team changes, pairing a round, recording a result and finishing a round are serialised per event, and each checks
// its preconditions on the snapshot it read under the lock, so a job that runs twice (its worker died after the
// commit) changes nothing the second time.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { sql, toPrisma } from "../db/sql";
import { notificationsCte } from "./after-move";
import { appendAuditEntry, type NewAuditEntry } from "./audit-log";
import { insertJobs, type NewJob } from "./jobs";
import type { NewNotification } from "./notifications";
import type { NewGameRow, TableSpeed } from "./tables";
import {
  loadTournamentSnapshot,
  type PairingRecord,
  type RoundRow,
  type TournamentSnapshot,
} from "./tournament-snapshot";
import type { CancelledBy, TournamentStatusRow } from "./tournaments";

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
  cancelledBy?: CancelledBy | null;
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
  /** A round as it starts: its row but for what the database and the round's end fill in. */
  createRound(r: Omit<RoundRow, "id" | "status" | "finishedAt">): Promise<{ id: string }>;
  finishRound(roundId: string, at: Date): Promise<void>;
  /** A pairing as its round starts: its record but for its id, its games and its end. */
  createPairing(p: Omit<PairingRecord, "id" | "finishedAt" | "games">): Promise<{ id: string }>;
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
          if (rows.length) await tx.$executeRaw(toPrisma(sql`WITH ${notificationsCte(rows)} SELECT 1 FROM n`));
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
