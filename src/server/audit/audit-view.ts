// Audit entries as the admin pages show them: who did what to whom. The page says each in one sentence in the reader's
// language from its action and details (src/app/admin/audit-words.ts).
import type { AuditEntryView } from "../views/house-rules";
import type { AuditEntryRecord } from "../repositories/audit-log";

export function toAuditEntryView(r: AuditEntryRecord): AuditEntryView {
  return {
    id: r.id,
    actor: r.actorId ? { id: r.actorId, displayName: r.actorName ?? "?" } : null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: r.details && typeof r.details === "object" ? r.details : {},
    createdAt: r.createdAt,
  };
}
