// Pages players have open now (OpenPage rows, one per open stream): notifications leading to a page its user has open
// are not created (repositories/after-move.ts notificationsCte). Every server process sees them, unlike a process's
// memory. A row lives until its stream ends, or lapses at `expiresAt` when its process died without deleting it.
import type { Db } from "../db/client";

export interface OpenPageRow {
  id: string;
  userId: string;
  href: string;
  expiresAt: Date;
}

/** Records the page open (or keeps it so, with a later `expiresAt`: the row is made again if it went meanwhile). */
export async function holdOpenPage(db: Db, page: OpenPageRow): Promise<void> {
  await db.openPage.upsert({ where: { id: page.id }, create: page, update: { expiresAt: page.expiresAt } });
}

/** The page is closed (its stream ended); the user's lapsed rows (of a process that died) go with it. */
export async function closeOpenPage(db: Db, page: { id: string; userId: string }, now: Date): Promise<void> {
  await db.openPage.deleteMany({ where: { userId: page.userId, OR: [{ id: page.id }, { expiresAt: { lte: now } }] } });
}
