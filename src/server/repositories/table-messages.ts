// A table's chat messages (src/server/chat/table-chat.ts). An admin's removal and its audit entry are one transaction.
import type { Db } from "../db/client";
import { appendAuditEntry } from "./audit-log";

export interface TableMessageRecord {
  id: string;
  seq: number;
  tableId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: Date;
  deletedAt: Date | null;
}

const select = {
  id: true,
  seq: true,
  tableId: true,
  authorId: true,
  text: true,
  createdAt: true,
  deletedAt: true,
  author: { select: { displayName: true } },
} as const;

type Row = {
  id: string;
  seq: number;
  tableId: string;
  authorId: string;
  text: string;
  createdAt: Date;
  deletedAt: Date | null;
  author: { displayName: string };
};
const toRecord = ({ author, ...r }: Row): TableMessageRecord => ({ ...r, authorName: author.displayName });

/** The people seated at a table (bots left out), or null when there is no such table. */
export async function chatMembersOf(db: Db, tableId: string): Promise<{ userId: string }[] | null> {
  const table = await db.table.findUnique({
    where: { id: tableId },
    select: { seats: { select: { userId: true, user: { select: { botLevel: true } } } } },
  });
  if (!table) return null;
  return table.seats.filter((s) => s.user.botLevel === null).map((s) => ({ userId: s.userId }));
}

export async function insertTableMessage(
  db: Db,
  m: { tableId: string; authorId: string; text: string; createdAt: Date },
): Promise<TableMessageRecord> {
  return toRecord(await db.tableMessage.create({ data: m, select }));
}

/**
 * The latest `take` messages of the table, oldest first; with `afterSeq`, the first `take` after it, and message
 * `alsoSeq` if it is this table's (one committed after a later-numbered one).
 */
export async function listTableMessages(
  db: Db,
  tableId: string,
  opts: { take: number; afterSeq?: number; alsoSeq?: number },
): Promise<TableMessageRecord[]> {
  if (opts.afterSeq !== undefined) {
    const seq =
      opts.alsoSeq === undefined
        ? { seq: { gt: opts.afterSeq } }
        : { OR: [{ seq: { gt: opts.afterSeq } }, { seq: opts.alsoSeq }] };
    const rows = await db.tableMessage.findMany({
      where: { tableId, ...seq },
      orderBy: { seq: "asc" },
      take: opts.take,
      select,
    });
    return rows.map(toRecord);
  }
  const rows = await db.tableMessage.findMany({
    where: { tableId },
    orderBy: { seq: "desc" },
    take: opts.take,
    select,
  });
  return rows.reverse().map(toRecord);
}

export async function findTableMessage(db: Db, id: string): Promise<TableMessageRecord | null> {
  const row = await db.tableMessage.findUnique({ where: { id }, select });
  return row ? toRecord(row) : null;
}

/**
 * Marks the message removed by `adminId` and writes the audit entry (what was said, by whom, where), together.
 * False when it was already removed (nothing written).
 */
export async function removeTableMessage(db: Db, m: TableMessageRecord, adminId: string, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.tableMessage.updateMany({
      where: { id: m.id, deletedAt: null },
      data: { deletedAt: now, deletedById: adminId },
    });
    if (count === 0) return false;
    await appendAuditEntry(tx, {
      actorId: adminId,
      action: "chat.remove",
      targetType: "message",
      targetId: m.id,
      details: {
        tableId: m.tableId,
        authorId: m.authorId,
        authorName: m.authorName,
        text: m.text,
        sentAt: m.createdAt.toISOString(),
      },
    });
    return true;
  });
}
