// Audit entries as the admin pages show them: who did what to whom, in one sentence built from the entry's details
// (which name the target as it was then, so renames do not rewrite history).
import { getRuleset } from "~/engine/registry";
import type { AuditEntryView } from "../views/house-rules";
import type { AuditEntryRecord } from "../repositories/audit-log";
import { plural } from "~/engine/core/plural";

type Details = Record<string, unknown>;

const str = (v: unknown, fallback = "?") => (typeof v === "string" && v ? v : fallback);
/** tournament.edit's changed fields, in the admin's words. */
const EDITED: Record<string, string> = {
  name: "name",
  description: "description",
  registrationClosesAt: "registration close",
  firstRoundAt: "round 1 start",
};
const gameTitle = (g: unknown) => (typeof g === "string" ? (getRuleset(g)?.title ?? g) : "?");

export function auditSummary(action: string, details: Details): string {
  const who = `${str(details.displayName, "")} <${str(details.email)}>`.trim();
  const preset = `${gameTitle(details.game)} preset "${str(details.title)}"`;
  switch (action) {
    case "user.promote":
      return `promoted ${who} to admin`;
    case "user.demote":
      return `made ${who} a player again`;
    case "user.suspend": {
      const n = typeof details.sessionsEnded === "number" ? details.sessionsEnded : 0;
      const reason = str(details.reason, "") ? ` (${str(details.reason)})` : "";
      return `suspended ${who}${reason}, ending ${plural(n, "session")}`;
    }
    case "user.seats_to_stand_in": {
      const games = typeof details.games === "number" ? details.games : 0;
      const tables = typeof details.tablesLeft === "number" ? details.tablesLeft : 0;
      const parts = [
        games ? `the stand-in plays their seat in ${plural(games, "game")}` : "",
        tables ? `they left ${plural(tables, "open table")}` : "",
      ].filter(Boolean);
      return `handed ${who}'s games over: ${parts.join("; ")}`;
    }
    case "user.unsuspend":
      return `lifted the suspension of ${who}`;
    case "preset.create":
      return `created the ${preset}`;
    case "preset.edit": {
      const changes = Array.isArray(details.changes)
        ? (details.changes as unknown[]).filter((c): c is string => typeof c === "string")
        : [];
      const parts: string[] = [];
      if (details.newVersion === true)
        parts.push(`version ${String(details.version)}${changes.length ? `: ${changes.join("; ")}` : ""}`);
      if (typeof details.titleFrom === "string") parts.push(`renamed from "${details.titleFrom}"`);
      if (details.descriptionChanged === true) parts.push("new description");
      return `edited the ${preset}${parts.length ? ` (${parts.join("; ")})` : ""}`;
    }
    case "preset.hide":
      return `hid the ${preset}`;
    case "preset.unhide":
      return `showed the ${preset} again`;
    case "preset.set_default": {
      const prev = details.previousDefault as { title?: unknown } | null | undefined;
      return `made the ${preset} the default${prev ? ` instead of "${str(prev.title)}"` : ""}`;
    }
    case "tournament.cancel": {
      const reason = str(details.reason, "") ? ` (${str(details.reason)})` : "";
      return `cancelled the tournament "${str(details.name)}" organised by ${str(details.organiserName)}${reason}`;
    }
    case "tournament.edit": {
      const changed = Array.isArray(details.changed)
        ? (details.changed as unknown[]).map((c) => EDITED[String(c)] ?? String(c))
        : [];
      const renamed = str(details.previousName, "") ? ` (formerly "${str(details.previousName)}")` : "";
      return `edited the tournament "${str(details.name)}"${renamed} organised by ${str(details.organiserName)}${changed.length ? `: ${changed.join(", ")}` : ""}`;
    }
    case "tournament.remove_entrant":
      return `removed ${str(details.removed)} from the tournament "${str(details.name)}" organised by ${str(details.organiserName)} (${str(details.reason)})`;
    case "chat.remove":
      return `removed a chat message by ${str(details.authorName)} at table ${str(details.tableId)}: "${str(details.text, "")}"`;
    default:
      return action;
  }
}

export function toAuditEntryView(r: AuditEntryRecord): AuditEntryView {
  const details = (r.details && typeof r.details === "object" ? r.details : {}) as Details;
  return {
    id: r.id,
    actor: r.actorId ? { id: r.actorId, displayName: r.actorName ?? "?" } : null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    summary: auditSummary(r.action, details),
    details: r.details,
    createdAt: r.createdAt,
  };
}
