// Everything about one event, read in a handful of queries: the event, its entrants and Sakura teams, the waiting
// list, rounds, pairings and the engine games each pairing plays (locked-tournament.ts reads it under the event's lock).
import type { DbOrTx } from "./jobs";
import { toTournamentRecord, tournamentSelect, type PersonRecord, type TournamentRecord } from "./tournaments";

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
