// A suspended account's seats: in games in play they are marked forfeited (the stand-in plays them at once, they rank
// last), with a deadline job per game so the stand-in moves now if it is their turn; the open tables they wait at are
// listed so the caller can take them out.
import type { Db } from "../db/client";
import { insertJobs, type NewJob } from "./jobs";

export interface HandedOverSeat {
  gameId: string;
  game: string;
  seat: number;
  seq: number;
}

/** Marks the user's seats in active games forfeited and queues `jobOf` for each game, in one transaction. */
export async function forfeitActiveSeatsOfUser(
  db: Db,
  userId: string,
  jobOf: (s: HandedOverSeat) => NewJob | null,
): Promise<HandedOverSeat[]> {
  return db.$transaction(async (tx) => {
    const games = await tx.game.findMany({
      where: { status: "ACTIVE", table: { seats: { some: { userId } } } },
      select: {
        id: true,
        game: true,
        seq: true,
        tableId: true,
        table: { select: { seats: { where: { userId }, select: { id: true, seat: true, forfeited: true } } } },
      },
    });
    const out: HandedOverSeat[] = [];
    for (const g of games) {
      const seat = g.table.seats[0];
      if (!seat) continue;
      if (!seat.forfeited) await tx.seat.update({ where: { id: seat.id }, data: { forfeited: true, standIn: true } });
      out.push({ gameId: g.id, game: g.game, seat: seat.seat, seq: g.seq });
    }
    await insertJobs(
      tx,
      out.flatMap((s) => jobOf(s) ?? []),
    );
    return out;
  });
}

/** The current sequence numbers of games (to queue the stand-in again for a move that raced the hand-over). */
export async function currentSeqs(
  db: Db,
  gameIds: string[],
): Promise<{ gameId: string; seq: number; active: boolean }[]> {
  const rows = await db.game.findMany({
    where: { id: { in: gameIds } },
    select: { id: true, seq: true, status: true },
  });
  return rows.map((r) => ({ gameId: r.id, seq: r.seq, active: r.status === "ACTIVE" }));
}

/** Open tables (waiting for players) where the user has a seat. */
export async function openTableIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.table.findMany({
    where: { status: "OPEN", seats: { some: { userId } } },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export async function insertHandOverJobs(db: Db, jobs: NewJob[]): Promise<void> {
  await insertJobs(db, jobs);
}
