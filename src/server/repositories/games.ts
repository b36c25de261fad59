// Tables, seats and games: the primitives later issues build the lobby and live play on. A game record never
// carries its seed (secret until the game is over).
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { insertJobs, type NewJob } from "./jobs";
import { seatSelect, toSeatRecord, type SeatRecord } from "./tables";

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

// --- live play ----------------------------------------------------------------------------------------------------

/** Everything live play needs about a game, the secret seed included (the service never puts it in a view early). */
export interface PlayGameRecord {
  id: string;
  tableId: string;
  game: string;
  seed: string;
  seedCommitment: string;
  setup: unknown;
  /** The seat told to deal first (newGame's firstDealer), null when the engine drew it. */
  firstDealer: number | null;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  seq: number;
  toAct: number[];
  turnStartedAt: Date | null;
  deadlineAt: Date | null;
  endReason: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  table: { visibility: "PUBLIC" | "PRIVATE"; timeControl: unknown; timeoutsBeforeForfeit: number | null; status: "OPEN" | "PLAYING" | "FINISHED" | "CANCELLED" };
  seats: SeatRecord[];
}

const playGameSelect = {
  id: true,
  tableId: true,
  game: true,
  seed: true,
  seedCommitment: true,
  setup: true,
  firstDealer: true,
  status: true,
  seq: true,
  toAct: true,
  turnStartedAt: true,
  deadlineAt: true,
  endReason: true,
  createdAt: true,
  finishedAt: true,
  table: { select: { visibility: true, timeControl: true, timeoutsBeforeForfeit: true, status: true, seats: { select: seatSelect, orderBy: { seat: "asc" } } } },
} as const;

type PlayGameRow = Prisma.GameGetPayload<{ select: typeof playGameSelect }>;

function toPlayGameRecord(g: PlayGameRow): PlayGameRecord {
  const { table, ...rest } = g;
  return {
    ...rest,
    table: { visibility: table.visibility, timeControl: table.timeControl ?? null, timeoutsBeforeForfeit: table.timeoutsBeforeForfeit, status: table.status },
    seats: table.seats.map(toSeatRecord),
  };
}

export async function findGameForPlay(db: Db, gameId: string): Promise<PlayGameRecord | null> {
  const g = await db.game.findUnique({ where: { id: gameId }, select: playGameSelect });
  return g ? toPlayGameRecord(g) : null;
}

/** The cheap check a subscription makes on every event. */
export async function findGameSeq(db: Db, gameId: string): Promise<{ seq: number; status: PlayGameRecord["status"] } | null> {
  return db.game.findUnique({ where: { id: gameId }, select: { seq: true, status: true } });
}

export interface MoveRecord {
  seq: number;
  seat: number;
  roundIndex: number;
  payload: unknown;
  byStandIn: boolean;
  createdAt: Date;
}

/** Moves after `afterSeq`, in order. */
export async function listMoves(db: Db, gameId: string, afterSeq = 0): Promise<MoveRecord[]> {
  return db.move.findMany({
    where: { gameId, seq: { gt: afterSeq } },
    orderBy: { seq: "asc" },
    select: { seq: true, seat: true, roundIndex: true, payload: true, byStandIn: true, createdAt: true },
  });
}

export interface CommitMove {
  gameId: string;
  tableId: string;
  /** The seq the move was validated against; the game must still be there. */
  expectedSeq: number;
  move: { seat: number; roundIndex: number; payload: Prisma.InputJsonValue; byStandIn: boolean };
  /** The game after the move. */
  game: { toAct: number[]; turnStartedAt: Date; deadlineAt: Date | null; status: PlayGameRecord["status"]; finishedAt: Date | null; endReason: string | null };
  seats: { seat: number; bankMs?: number | null; standIn?: boolean; addTimeout?: boolean; forfeited?: boolean }[];
  tableStatus?: "FINISHED";
  jobs: NewJob[];
}

class StaleSeq extends Error {}

/**
 * Stores a move in one short transaction: `UPDATE game SET seq = seq + 1 … WHERE id AND seq = expectedSeq` (no row:
 * somebody moved first → "stale", nothing stored), the Move row, the seats' clocks and flags, and the jobs.
 * The unique (gameId, seq) of Move is the last line of defence.
 */
export async function commitMove(db: Db, c: CommitMove): Promise<{ ok: true; seq: number } | { ok: false; reason: "stale" }> {
  try {
    return await db.$transaction(async (tx) => {
      const updated = await tx.game.updateMany({
        where: { id: c.gameId, seq: c.expectedSeq, status: "ACTIVE" },
        data: { seq: { increment: 1 }, ...c.game },
      });
      if (updated.count !== 1) throw new StaleSeq();
      const seq = c.expectedSeq + 1;
      await tx.move.create({ data: { gameId: c.gameId, seq, ...c.move } });
      for (const s of c.seats) {
        await tx.seat.updateMany({
          where: { tableId: c.tableId, seat: s.seat },
          data: {
            ...(s.bankMs !== undefined ? { bankMs: s.bankMs } : {}),
            ...(s.standIn !== undefined ? { standIn: s.standIn } : {}),
            ...(s.addTimeout ? { timeouts: { increment: 1 } } : {}),
            ...(s.forfeited !== undefined ? { forfeited: s.forfeited } : {}),
          },
        });
      }
      if (c.tableStatus) await tx.table.update({ where: { id: c.tableId }, data: { status: c.tableStatus } });
      await insertJobs(tx, c.jobs);
      return { ok: true as const, seq };
    });
  } catch (e) {
    if (e instanceof StaleSeq || (e as { code?: unknown }).code === "P2002") return { ok: false, reason: "stale" };
    throw e;
  }
}

export interface UserGameRecord {
  id: string;
  tableId: string;
  game: string;
  status: PlayGameRecord["status"];
  seq: number;
  toAct: number[];
  deadlineAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  seats: SeatRecord[];
}

/** Games at tables `userId` sits at: every active one, and the `finishedLimit` most recently finished. */
export async function listGamesOfUser(db: Db, userId: string, finishedLimit: number): Promise<UserGameRecord[]> {
  const select = {
    id: true,
    tableId: true,
    game: true,
    status: true,
    seq: true,
    toAct: true,
    deadlineAt: true,
    finishedAt: true,
    createdAt: true,
    table: { select: { seats: { select: seatSelect, orderBy: { seat: "asc" } } } },
  } as const;
  const where = { table: { seats: { some: { userId } } } };
  const [active, finished] = await Promise.all([
    db.game.findMany({ where: { ...where, status: "ACTIVE" }, select, orderBy: { createdAt: "desc" }, take: 200 }),
    db.game.findMany({ where: { ...where, status: { not: "ACTIVE" } }, select, orderBy: { finishedAt: "desc" }, take: finishedLimit }),
  ]);
  return [...active, ...finished].map(({ table, ...g }) => ({ ...g, seats: table.seats.map(toSeatRecord) }));
}
