import { expect, it } from "vitest";
import { resolvePresetForTable } from "../../../../house-rules/preset-pinning";
import { adminCaller } from "../../../../testing/admin";
import { callerFor } from "../../../../testing/context";
import { describeWithDatabase } from "../../../../testing/database";
import { auditWords } from "../../../../testing/audit-words";

const said = auditWords();

describeWithDatabase("admin.presets.hide", (t) => {
  it("stops offering the preset to players and to new tables, but a pinned version still resolves for its table", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const p = await caller.admin.presets.create({ game: "mushi", title: "Retiring", options: { rounds: 6 } });
    const pinned = await resolvePresetForTable(db, { game: "mushi", presetId: p.id });
    expect((await caller.admin.presets.hide({ id: p.id })).hidden).toBe(true);
    expect((await callerFor(db).rules.presets({ game: "mushi" })).map((x) => x.id)).not.toContain(p.id);
    await expect(resolvePresetForTable(db, { game: "mushi", presetId: p.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: 'The house rules "Retiring" are no longer offered for new tables.',
    });
    const { pinnedVersionRules } = await import("../../../../house-rules/preset-pinning");
    expect(await pinnedVersionRules(db, pinned.presetVersionId)).toMatchObject({ version: 1, preset: { id: p.id } });
    expect((await caller.admin.presets.list({ game: "mushi" })).find((x) => x.id === p.id)).toMatchObject({
      hidden: true,
    });
    expect((await caller.admin.audit({ targetId: p.id })).entries[0]).toMatchObject({
      action: "preset.hide",
    });
    expect(said((await caller.admin.audit({ targetId: p.id })).entries[0]!)).toBe(
      'hid the Mushi (Osaka Mushi, 虫) preset "Retiring"',
    );
  });

  it("refuses to hide the default", async () => {
    const { caller } = await adminCaller(t().db);
    const def = (await caller.admin.presets.list({ game: "sfj" })).find((p) => p.isDefault)!;
    await expect(caller.admin.presets.hide({ id: def.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "The default preset cannot be hidden: make another preset the default first.",
    });
  });
});
