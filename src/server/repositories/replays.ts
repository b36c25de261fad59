// The replay list: games by who played them, which game, a player's name and the day they started; newest
// first, a page at a time. Reading only — a replay itself is folded from the moves (repositories/games.ts).
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { seatSelect, toSeatRecord, type SeatRecord } from "./tables";
import { pageArgs, pageOf, type Page, type PageRequest } from "./paging";
import { gameSelect, tournamentRoundOf, tournamentRoundSelect, type GameRecord } from "./games";

export interface ReplayListFilter {
  /** mine: games at tables `userId` sits at (any status); public: finished games of public tables. */
  scope: "mine" | "public";
  userId: string | null;
  status?: "finished" | "playing";
  game?: string;
  /** Part of a player's display name, any case. */
  player?: string;
  /**
   * One player's games, by user id. With scope public it also lets in private tables' games the viewer (`userId`)
   * sat at, as replay.get does: a player's page shows a viewer every game of that player they may replay.
   */
  playerId?: string;
  /** A tournament's id, or part of its name (any case): only that tournament's games. */
  tournament?: string;
  /** The game started on or after / before these instants. */
  from?: Date;
  to?: Date;
}

export interface ReplayListRecord extends GameRecord {
  finishedAt: Date | null;
  visibility: "PUBLIC" | "PRIVATE";
  seats: SeatRecord[];
  results: { seat: number; total: number; rank: number; result: "WON" | "LOST" | "DRAWN" }[];
  /** The tournament the game was played in, with its round. */
  tournament: { id: string; name: string; round: number } | null;
}

const select = {
  ...gameSelect,
  finishedAt: true,
  table: { select: { visibility: true, seats: { select: seatSelect, orderBy: { seat: "asc" } } } },
  matchResults: { select: { seat: true, total: true, rank: true, result: true }, orderBy: { seat: "asc" } },
  tournamentGame: { select: tournamentRoundSelect },
} as const;

function whereOf(f: ReplayListFilter): Prisma.GameWhereInput {
  const and: Prisma.GameWhereInput[] = [];
  if (f.scope === "mine") {
    // no user: nothing is "mine"
    and.push({ table: { seats: { some: { userId: f.userId ?? "" } } } });
    if (f.status === "finished") and.push({ status: { not: "ACTIVE" } });
    if (f.status === "playing") and.push({ status: "ACTIVE" });
  } else if (f.playerId && f.userId) {
    and.push({
      status: "FINISHED",
      OR: [{ table: { visibility: "PUBLIC" } }, { table: { seats: { some: { userId: f.userId } } } }],
    });
  } else {
    and.push({ status: "FINISHED", table: { visibility: "PUBLIC" } });
  }
  if (f.playerId) and.push({ table: { seats: { some: { userId: f.playerId } } } });
  if (f.game) and.push({ game: f.game });
  if (f.player)
    and.push({ table: { seats: { some: { user: { displayName: { contains: f.player, mode: "insensitive" } } } } } });
  if (f.tournament)
    and.push({
      tournamentGame: {
        tournamentTable: {
          tournament: { OR: [{ id: f.tournament }, { name: { contains: f.tournament, mode: "insensitive" } }] },
        },
      },
    });
  if (f.from) and.push({ createdAt: { gte: f.from } });
  if (f.to) and.push({ createdAt: { lt: f.to } });
  return { AND: and };
}

/** A page of games, newest first; `cursor` is the id of the last game of the previous page. */
export async function listReplayGames(db: Db, f: ReplayListFilter, page: PageRequest): Promise<Page<ReplayListRecord>> {
  const rows = await db.game.findMany({
    where: whereOf(f),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...pageArgs(page),
    select,
  });
  return pageOf(rows, page, ({ table, matchResults, tournamentGame, ...g }) => ({
    ...g,
    visibility: table.visibility,
    seats: table.seats.map(toSeatRecord),
    results: matchResults,
    tournament: tournamentRoundOf(tournamentGame),
  }));
}

/** The tournament a game was played in (with its round), or null. */
export async function findGameTournament(
  db: Db,
  gameId: string,
): Promise<{ id: string; name: string; round: number } | null> {
  const row = await db.tournamentGame.findUnique({
    where: { gameId },
    select: tournamentRoundSelect,
  });
  return tournamentRoundOf(row);
}
