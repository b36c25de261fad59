// Tournaments: the event's row, the lists of events and the lookups the game service and the jobs make. The whole
// event is read by tournament-snapshot.ts; its changes run under the event's lock in locked-tournament.ts.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { insertJobs, type DbOrTx, type NewJob } from "./jobs";

export type TournamentFormatRow = "ELIMINATION" | "ROUND_ROBIN" | "SWISS";
export type TournamentScoringRow = "CUMULATIVE" | "VICTORIES";
export type TournamentStatusRow = "REGISTRATION" | "RUNNING" | "FINISHED" | "CANCELLED";
/** Who called a cancelled event off: its organiser, an admin, or the close (too few entrants). */
export type CancelledBy = "organiser" | "admin" | "too_few";

/** How an event is played and scheduled: as stored, and as a new event's row gives it. */
interface TournamentSettingsRow {
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
  timeoutsBeforeForfeit: number | null;
  minEntrants: number;
  maxEntrants: number;
}

export interface TournamentRecord extends TournamentSettingsRow {
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
    /** The built-in preset's key (presets the platform seeded), else null. */
    builtIn: string | null;
    version: number;
    options: Record<string, string | number | boolean>;
  };
  options: Record<string, string | number | boolean>;
  timeControl: unknown;
  featured: boolean;
  status: TournamentStatusRow;
  totalRounds: number | null;
  plan: unknown;
  winnerEntrantId: string | null;
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}

/** The columns of an event's row (tournament-snapshot.ts reads the same). */
export const tournamentSelect = {
  id: true,
  name: true,
  description: true,
  organiserId: true,
  organiser: { select: { displayName: true } },
  game: true,
  presetVersionId: true,
  presetVersion: {
    select: { version: true, options: true, preset: { select: { id: true, slug: true, title: true, builtIn: true } } },
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
  cancelledBy: true,
  cancelReason: true,
  startedAt: true,
  finishedAt: true,
  createdAt: true,
} as const;

type TournamentRow = Prisma.TournamentGetPayload<{ select: typeof tournamentSelect }>;

export function toTournamentRecord(t: TournamentRow): TournamentRecord {
  const { organiser, presetVersion, ...rest } = t;
  return {
    ...rest,
    organiserName: organiser.displayName,
    preset: {
      id: presetVersion.preset.id,
      slug: presetVersion.preset.slug,
      title: presetVersion.preset.title,
      builtIn: presetVersion.preset.builtIn,
      version: presetVersion.version,
      options: (presetVersion.options ?? {}) as Record<string, string | number | boolean>,
    },
    options: (t.options ?? {}) as Record<string, string | number | boolean>,
    timeControl: t.timeControl ?? null,
    plan: t.plan ?? null,
    cancelledBy: t.cancelledBy as CancelledBy | null,
  };
}

export interface NewTournamentRow extends TournamentSettingsRow {
  name: string;
  description: string;
  organiserId: string;
  game: string;
  presetVersionId: string;
  options: Prisma.InputJsonValue;
  timeControl: Prisma.InputJsonValue;
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

// --- lookups for the game service's hook, the jobs and team invitations -----------------------------------------------------------------

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

export interface PersonRecord {
  userId: string;
  displayName: string;
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
