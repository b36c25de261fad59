import { toAuditEntryView } from "../../../audit/audit-view";
import { listAuditEntries } from "../../../repositories/audit-log";
import type { AuditEntryView } from "../../../views/house-rules";
import type { AdminContext } from "./admin-context";
import type { AuditInput } from "./audit.schema";
import type { HandlerArgs } from "../../context";

/** The audit log, newest first, a page at a time (filter by action or target). */
export async function auditHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, AuditInput>): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await listAuditEntries(
    ctx.db,
    { action: input.action || undefined, targetType: input.targetType, targetId: input.targetId },
    { cursor: input.cursor ?? null, take: input.limit },
  );
  return { entries: rows.map(toAuditEntryView), nextCursor };
}
