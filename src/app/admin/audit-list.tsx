// Audit entries as a list: when, who, what (one sentence each).
import type { AuditEntryView } from "~/server/api/views/house-rules";

function when(d: Date) {
  return d.toISOString().slice(0, 16).replace("T", " ") + " UTC";
}

export function AuditList({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p className="text-ink-soft">No admin actions yet.</p>;
  return (
    <ol className="divide-y divide-paper-edge/70" data-testid="audit-list">
      {entries.map((e) => (
        <li key={e.id} className="py-3">
          <p>
            <strong>{e.actor?.displayName ?? "A deleted account"}</strong> {e.summary}
          </p>
          <p className="text-sm text-ink-faint">
            <time dateTime={e.createdAt.toISOString()}>{when(e.createdAt)}</time> · <code>{e.action}</code>
          </p>
        </li>
      ))}
    </ol>
  );
}
