// The audit log of admin actions. Entries are written in the same transaction as the change they describe (pass the
// transaction client), so a change without its entry, or an entry without its change, cannot happen.
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { pageArgs, pageOf, type Page, type PageRequest } from "./paging";

type DbOrTx = Db | Prisma.TransactionClient;

export type AuditTargetType = "user" | "preset" | "tournament" | "message";

export interface NewAuditEntry {
  actorId: string;
  /** e.g. "user.promote", "user.suspend", "preset.create", "preset.edit". */
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  details: Prisma.InputJsonValue;
}

export interface AuditEntryRecord {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: unknown;
  createdAt: Date;
}

export async function appendAuditEntry(db: DbOrTx, entry: NewAuditEntry): Promise<void> {
  await db.auditLog.create({ data: entry });
}

export interface AuditFilter {
  action?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  actorId?: string;
}

/** Newest first; `cursor` is the id of the last entry of the previous page. */
export async function listAuditEntries(
  db: Db,
  filter: AuditFilter,
  page: PageRequest,
): Promise<Page<AuditEntryRecord>> {
  const rows = await db.auditLog.findMany({
    where: {
      ...(filter.action ? { action: filter.action } : {}),
      ...(filter.targetType ? { targetType: filter.targetType } : {}),
      ...(filter.targetId ? { targetId: filter.targetId } : {}),
      ...(filter.actorId ? { actorId: filter.actorId } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...pageArgs(page),
    select: {
      id: true,
      actorId: true,
      action: true,
      targetType: true,
      targetId: true,
      details: true,
      createdAt: true,
      actor: { select: { displayName: true } },
    },
  });
  return pageOf(rows, page, ({ actor, ...r }) => ({ ...r, actorName: actor?.displayName ?? null }));
}
