// An audit entry in one sentence in the reader's language, from its action and the details it recorded (which name
// the target as it was then, so renames do not rewrite history). A preset edit recorded before its rule changes were
// kept by option name shows them in the English it stored; an action this page does not know shows its code.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { RuleChange } from "~/lib/house-rules/describe";
import { useOptionWords } from "~/app/play/option-words";
import type { AuditEntryView } from "~/server/views/house-rules";

export interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

export interface AuditWords {
  /** The Admin catalog. */
  t: Translate;
  /** A game's name in the reader's language ("?" for none). */
  gameName: (game: unknown) => string;
  /** A rule a preset version changed, in the reader's language ("Gaji: On → Off"). */
  ruleChange: (game: string, change: RuleChange) => string;
}

type Details = Record<string, unknown>;

const str = (v: unknown, fallback = "?") => (typeof v === "string" && v ? v : fallback);
const num = (v: unknown) => (typeof v === "number" ? v : 0);
const EDITED_FIELDS = ["name", "description", "registrationClosesAt", "firstRoundAt"];

function isRuleChange(c: unknown): c is RuleChange {
  return !!c && typeof c === "object" && typeof (c as RuleChange).name === "string";
}

function presetEditParts(d: Details, w: AuditWords): string[] {
  const game = str(d.game, "");
  const changes = Array.isArray(d.changes)
    ? d.changes.flatMap((c: unknown) => (typeof c === "string" ? [c] : isRuleChange(c) ? [w.ruleChange(game, c)] : []))
    : [];
  const parts: string[] = [];
  if (d.newVersion === true)
    parts.push(
      w.t("audit.said.version", {
        version: String(d.version),
        hasChanges: String(changes.length > 0),
        changes: changes.join(w.t("audit.said.semicolon")),
      }),
    );
  if (typeof d.titleFrom === "string") parts.push(w.t("audit.said.renamed", { title: d.titleFrom }));
  if (d.descriptionChanged === true) parts.push(w.t("audit.said.newDescription"));
  return parts;
}

export function auditSentence(action: string, raw: unknown, w: AuditWords): string {
  const d = (raw && typeof raw === "object" ? raw : {}) as Details;
  const who = `${str(d.displayName, "")} <${str(d.email)}>`.trim();
  const preset = { game: w.gameName(d.game), title: str(d.title) };
  const event = { name: str(d.name), organiser: str(d.organiserName) };
  const reason = str(d.reason, "");
  const t = w.t;
  switch (action) {
    case "user.promote":
      return t("audit.said.promote", { who });
    case "user.demote":
      return t("audit.said.demote", { who });
    case "user.suspend":
      return t("audit.said.suspend", { who, hasReason: String(reason !== ""), reason, count: num(d.sessionsEnded) });
    case "user.seats_to_stand_in":
      return t("audit.said.seatsToStandIn", { who, games: num(d.games), tables: num(d.tablesLeft) });
    case "user.unsuspend":
      return t("audit.said.unsuspend", { who });
    case "preset.create":
      return t("audit.said.presetCreate", preset);
    case "preset.edit": {
      const parts = presetEditParts(d, w);
      return t("audit.said.presetEdit", {
        ...preset,
        hasParts: String(parts.length > 0),
        parts: parts.join(t("audit.said.semicolon")),
      });
    }
    case "preset.hide":
      return t("audit.said.presetHide", preset);
    case "preset.unhide":
      return t("audit.said.presetUnhide", preset);
    case "preset.set_default": {
      const prev = d.previousDefault as { title?: unknown } | null | undefined;
      return t("audit.said.presetSetDefault", { ...preset, hasPrevious: String(!!prev), previous: str(prev?.title) });
    }
    case "tournament.cancel":
      return t("audit.said.tournamentCancel", { ...event, hasReason: String(reason !== ""), reason });
    case "tournament.edit": {
      const fields = Array.isArray(d.changed)
        ? d.changed.map((c: unknown) =>
            EDITED_FIELDS.includes(String(c)) ? t(`audit.said.field.${String(c)}`) : String(c),
          )
        : [];
      const previousName = str(d.previousName, "");
      return t("audit.said.tournamentEdit", {
        ...event,
        renamed: String(previousName !== ""),
        previousName,
        hasFields: String(fields.length > 0),
        fields: fields.join(t("audit.said.comma")),
      });
    }
    case "tournament.remove_entrant":
      return t("audit.said.tournamentRemoveEntrant", {
        ...event,
        removed: str(d.removed),
        isTeam: String(d.team === true),
        reason: str(d.reason),
      });
    case "chat.remove":
      return t("audit.said.chatRemove", { author: str(d.authorName), table: str(d.tableId), text: str(d.text, "") });
    default:
      return action;
  }
}

/** An entry's sentence in the page's language. */
export function useAuditSentence(): (e: Pick<AuditEntryView, "action" | "details">) => string {
  const t = useTranslations("Admin") as unknown as Translate;
  const games = useTranslations("Games") as unknown as Translate;
  const presets = useTranslations("AdminPresets") as unknown as Translate;
  const options = useOptionWords();
  return useCallback(
    (e) =>
      auditSentence(e.action, e.details, {
        t,
        gameName: (g) => (typeof g === "string" && games.has(`${g}.name`) ? games(`${g}.name`) : str(g)),
        ruleChange: (game, c) => ruleChangeWords(presets, options, game, c),
      }),
    [t, games, presets, options],
  );
}

/** "Gaji: On → Off" in the page's language (the words of the preset page's version history). */
export function ruleChangeWords(
  t: Translate,
  words: ReturnType<typeof useOptionWords>,
  game: string,
  c: RuleChange,
): string {
  const label = words.label(game, c.name, c.label);
  const value = (v: string) => words.value(game, c.name, v);
  if (c.after === null) return t("edit.noLongerApplies", { label });
  if (c.before === null) return t("rule", { label, value: value(c.after) });
  return t("edit.change", { label, before: value(c.before), after: value(c.after) });
}
