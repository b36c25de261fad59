// Audit entries as a list: when, who, what (one sentence each); a preset's or a tournament's entry links to its page.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useDateTime } from "~/app/_lib/use-date-time";
import { WHEN } from "~/app/replays/_lib/when";
import type { AuditEntryView } from "~/server/views/house-rules";
import { useAuditSentence } from "./audit-words";

/** The title the entry recorded (presets' entries keep it in their details), for the link's name. */
function titleOf(details: unknown): string | null {
  const t = details && typeof details === "object" ? (details as { title?: unknown }).title : null;
  return typeof t === "string" ? t : null;
}

/** A tournament's name as its entry recorded it, for the link's name. */
function nameOf(details: unknown): string | null {
  const n = details && typeof details === "object" ? (details as { name?: unknown }).name : null;
  return typeof n === "string" ? n : null;
}

export function AuditList({ entries }: { entries: AuditEntryView[] }) {
  const t = useTranslations("Admin");
  const sep = useTranslations("Common")("separator");
  const dateTime = useDateTime();
  const sentence = useAuditSentence();
  if (entries.length === 0) return <p className="text-ink-soft">{t("audit.none")}</p>;
  return (
    <ol className="divide-y divide-paper-edge/70" data-testid="audit-list">
      {entries.map((e) => (
        <li key={e.id} className="py-3">
          <p>
            <strong>{e.actor?.displayName ?? t("audit.deletedAccount")}</strong> {sentence(e)}
          </p>
          <p className="text-sm text-ink-faint">
            <time dateTime={e.createdAt.toISOString()}>{dateTime(e.createdAt, { ...WHEN, timeZone: "UTC" })}</time>
            {sep}
            <code>{e.action}</code>
            {/* Presets are never deleted (only hidden), so the page is always there; the link also tells apart two
                presets of the same title. */}
            {e.targetType === "preset" ? (
              <>
                {sep}
                <Link href={`/admin/presets/${e.targetId}/edit`} className="underline" data-testid="audit-preset-link">
                  {t("audit.openPreset")}
                  <span className="sr-only">{titleOf(e.details) ? ` “${titleOf(e.details)}”` : ""}</span>
                </Link>
              </>
            ) : e.targetType === "tournament" ? (
              // Events are never deleted (a cancelled one stays, with why).
              <>
                {sep}
                <Link href={`/tournaments/${e.targetId}`} data-testid="audit-tournament-link">
                  {t("audit.openTournament")}
                  <span className="sr-only">{nameOf(e.details) ? ` “${nameOf(e.details)}”` : ""}</span>
                </Link>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
