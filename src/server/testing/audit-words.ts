// An audit entry as the admin page says it in `locale` (the page's own auditSentence over the catalogs), for tests
// that check what an action recorded.
import { expect } from "vitest";
import { createTranslator } from "next-intl";
import { catalogFor } from "~/i18n/catalog";
import { auditSentence, type Translate } from "~/app/admin/audit-words";
import type { AuditEntryView } from "../views/house-rules";
import type { callerFor } from "./context";

export function auditWords(locale = "en"): (e: Pick<AuditEntryView, "action" | "details">) => string {
  const messages = catalogFor(locale);
  const t = createTranslator({ locale, messages, namespace: "Admin" }) as unknown as Translate;
  const games = createTranslator({ locale, messages, namespace: "Games" }) as unknown as Translate;
  return (e) =>
    auditSentence(e.action, e.details, {
      t,
      gameName: (g) => (typeof g === "string" && games.has(`${g}.name`) ? games(`${g}.name`) : String(g)),
      ruleChange: (_game, c) => `${c.label}: ${c.before ?? ""} → ${c.after ?? ""}`,
    });
}

type Caller = ReturnType<typeof callerFor>;

/** Checks that the audit log holds one entry for `target`: `action` by `actorId`, which the page says as `words`. */
export async function expectSoleAuditEntry(
  caller: Caller,
  target: Parameters<Caller["admin"]["audit"]>[0],
  want: { action: string; actorId: string; words: string },
): Promise<void> {
  const audit = await caller.admin.audit(target);
  expect(audit.entries).toHaveLength(1);
  expect(audit.entries[0]).toMatchObject({ action: want.action, actor: { id: want.actorId } });
  expect(auditWords()(audit.entries[0]!)).toBe(want.words);
}

/** Checks that the audit log holds one entry for the tournament `tournamentId`, as expectSoleAuditEntry does. */
export function expectSoleTournamentAudit(
  caller: Caller,
  tournamentId: string,
  want: { action: string; actorId: string; words: string },
): Promise<void> {
  return expectSoleAuditEntry(caller, { targetType: "tournament", targetId: tournamentId }, want);
}
