// Pages players have open now (OpenPage rows, one per open stream): notifications leading to a page its user has open
// are not created (repositories/after-move.ts notificationsCte). Every server process sees them, unlike a process's
// memory. A row lives until its stream ends, or lapses at `expiresAt` when its process died without deleting it.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { hotRows } from "../db/hot-query";

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

/**
 * Keeps many pages open in one statement (each with its own `expiresAt`; a row that went meanwhile is made again,
 * unless its user is gone). Straight to the pool (hot-query.ts): through Prisma's client, compiling a statement with
 * thousands of parameters took tens of milliseconds of the event loop at every refresh.
 */
export async function holdOpenPages(db: Db, pages: readonly OpenPageRow[]): Promise<void> {
  if (pages.length === 0) return;
  await hotRows(
    db,
    Prisma.sql`
    INSERT INTO "OpenPage" ("id", "userId", "href", "expiresAt")
    SELECT p.id, p.user_id, p.href, p.expires_at
    FROM unnest(${pages.map((p) => p.id)}::text[], ${pages.map((p) => p.userId)}::text[],
                ${pages.map((p) => p.href)}::text[], ${pages.map((p) => p.expiresAt.toISOString())}::timestamp(3)[])
      AS p(id, user_id, href, expires_at)
    WHERE EXISTS (SELECT 1 FROM "User" u WHERE u.id = p.user_id)
    ON CONFLICT ("id") DO UPDATE SET "expiresAt" = EXCLUDED."expiresAt"`,
  );
}

/** The page is closed (its stream ended); the user's lapsed rows (of a process that died) go with it. */
export async function closeOpenPage(db: Db, page: { id: string; userId: string }, now: Date): Promise<void> {
  await db.openPage.deleteMany({ where: { userId: page.userId, OR: [{ id: page.id }, { expiresAt: { lte: now } }] } });
}
