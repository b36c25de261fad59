// An audit entry as the admin page says it in `locale` (the page's own auditSentence over the catalogs), for tests
// that check what an action recorded.
import { createTranslator } from "next-intl";
import { catalogFor } from "~/i18n/catalog";
import { auditSentence, type Translate } from "~/app/admin/audit-words";
import type { AuditEntryView } from "../views/house-rules";

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
