// Tables, seats and games: the primitives later issues build the lobby and live play on. A game record never
// carries its seed (secret until the game is over).
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

export interface GameRecord {
  id: string;
  tableId: string;
  game: string;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  seq: number;
  createdAt: Date;
}

const gameSelect = { id: true, tableId: true, game: true, status: true, seq: true, createdAt: true } as const;

export interface NewTable {
  game: string;
  options: Prisma.InputJsonValue;
  playerCount: number;
  teams?: Prisma.InputJsonValue | null;
  visibility?: "PUBLIC" | "PRIVATE";
  inviteCode?: string | null;
  creatorId: string;
}

export async function createTable(db: Db, t: NewTable): Promise<{ id: string }> {
  const { teams, ...rest } = t;
  return db.table.create({ data: { ...rest, ...(teams ? { teams } : {}) }, select: { id: true } });
}

export async function takeSeat(db: Db, tableId: string, seat: number, userId: string): Promise<void> {
  await db.seat.create({ data: { tableId, seat, userId } });
}

export async function createGame(
  db: Db,
  g: { tableId: string; game: string; seed: string; seedCommitment: string; setup: Prisma.InputJsonValue },
): Promise<GameRecord> {
  return db.game.create({ data: g, select: gameSelect });
}

/** The game and the seat `userId` holds at its table (null: not seated), or null when there is no such game. */
export async function findGameWithSeat(db: Db, gameId: string, userId: string): Promise<{ game: GameRecord; seat: number | null } | null> {
  const game = await db.game.findUnique({ where: { id: gameId }, select: gameSelect });
  if (!game) return null;
  const seat = await db.seat.findUnique({ where: { tableId_userId: { tableId: game.tableId, userId } }, select: { seat: true } });
  return { game, seat: seat?.seat ?? null };
}
