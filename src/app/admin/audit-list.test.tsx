// The audit log: a preset's entry links to that preset's page (two presets of the same title are told apart by
// where they lead); a cancelled tournament's entry links to the event; a user's entry has no such link.
import { renderIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import type { AuditEntryView } from "~/server/views/house-rules";
import { AuditList } from "./audit-list";

const entry = (patch: Partial<AuditEntryView>): AuditEntryView => ({
  id: "a1",
  actor: { id: "u0", displayName: "Admin" },
  action: "preset.create",
  targetType: "preset",
  targetId: "p1",
  details: { game: "sakura", title: "Club Night" },
  createdAt: new Date("2026-11-21T10:00:00Z"),
  ...patch,
});

describe("the audit list", () => {
  it("links a preset's entry to the preset's page, named by its title, and a tournament's to the event", () => {
    const html = renderIntl(
      <AuditList
        entries={[
          entry({}),
          entry({ id: "a2", targetId: "p2", action: "preset.hide" }),
          entry({
            id: "a4",
            action: "tournament.cancel",
            targetType: "tournament",
            targetId: "t1",
            details: { name: "Spam Cup" },
          }),
          entry({
            id: "a3",
            action: "user.suspend",
            targetType: "user",
            targetId: "u1",
            details: { email: "aki@example.org" },
          }),
        ]}
      />,
    );
    const links = [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => [
      /href="([^"]+)"/.exec(m[1]!)?.[1],
      m[2]!.replace(/<[^>]+>/g, ""),
    ]);
    expect(links).toEqual([
      ["/admin/presets/p1/edit", "Open the preset “Club Night”"],
      ["/admin/presets/p2/edit", "Open the preset “Club Night”"],
      ["/tournaments/t1", "Open the tournament “Spam Cup”"],
    ]);
  });

  it("says each entry in the page's language, from its action and details", () => {
    const text = (locale: "en" | "ja" | "de", e: AuditEntryView) =>
      renderIntl(<AuditList entries={[e]} />, locale)
        .split("</p>")[0]!
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'");
    const edit = entry({
      action: "preset.edit",
      details: {
        game: "sakura",
        title: "Club Night",
        version: 2,
        newVersion: true,
        changes: [{ name: "gaji", label: "Gaji (wild Lightning)", before: "On", after: "Off" }],
      },
    });
    expect(text("en", edit)).toContain(
      'edited the Sakura preset "Club Night" (version 2: Gaji (wild Lightning): On → Off)',
    );
    const ja = text("ja", edit);
    expect(ja).toContain("のプリセット「Club Night」を編集しました（第2版：ガジ（万能の雷）：あり → なし）");
    expect(ja).not.toMatch(/edited|preset|Gaji|Off/);
    const suspend = entry({
      action: "user.suspend",
      targetType: "user",
      details: { displayName: "Aki", email: "aki@example.org", reason: "cheating", sessionsEnded: 2 },
    });
    expect(text("de", suspend)).toContain("hat Aki <aki@example.org> gesperrt (cheating) und 2 Sitzungen beendet");
    // An entry recorded with English rule changes shows them as stored; an unknown action shows its code.
    const old = entry({
      action: "preset.edit",
      details: { game: "sakura", title: "Club Night", version: 3, newVersion: true, changes: ["Gaji: On → Off"] },
    });
    expect(text("ja", old)).toContain("第3版：Gaji: On → Off");
    expect(text("ja", entry({ action: "site.something_new", details: {} }))).toContain("site.something_new");
  });

  it("joins an entry's time, action and link with 「・」 in Japanese", () => {
    const ja = renderIntl(
      <AuditList
        entries={[entry({}), entry({ id: "a4", targetType: "tournament", targetId: "t1", details: { name: "Cup" } })]}
      />,
      "ja",
    ).replace(/<[^>]+>/g, "");
    expect(ja).not.toContain("·");
    expect(ja).toMatch(/UTC・preset\.create・/);
  });
});
