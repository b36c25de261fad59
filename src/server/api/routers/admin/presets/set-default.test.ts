import { expect, it } from "vitest";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { resolvePresetForTable } from "../../../../house-rules/preset-pinning";
import { adminCaller } from "../../../../testing/admin";
import { describeWithDatabase } from "../../../../testing/database";
import { auditWords } from "../../../../testing/audit-words";

const said = auditWords();

describeWithDatabase("admin.presets.setDefault", (t) => {
  it("moves the default: exactly one per game, and a table without a preset gets the new one", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const hawaii = (await caller.admin.presets.list({ game: "sakura" })).find((p) => p.slug === "hawaii-fudawiki")!;
    await caller.admin.presets.setDefault({ id: hawaii.id });
    const defaults = (await caller.admin.presets.list()).filter((p) => p.isDefault);
    expect(defaults.filter((p) => p.game === "sakura").map((p) => p.id)).toEqual([hawaii.id]);
    expect(defaults).toHaveLength(GAME_NAMES.length);
    expect(await resolvePresetForTable(db, { game: "sakura" })).toMatchObject({
      presetId: hawaii.id,
      options: { direction: "counterclockwise" },
    });
    expect(said((await caller.admin.audit({ targetId: hawaii.id })).entries[0]!)).toBe(
      'made the Sakura preset "Hanafuda Hawaii (FudaWiki)" the default instead of "Standard rules"',
    );
    // The old default may now be hidden.
    const standard = (await caller.admin.presets.list({ game: "sakura" })).find((p) => p.slug === "standard")!;
    await expect(caller.admin.presets.hide({ id: standard.id })).resolves.toMatchObject({ hidden: true });
  });

  it("refuses a hidden preset", async () => {
    const { caller } = await adminCaller(t().db);
    const p = await caller.admin.presets.create({ game: "sfj", title: "Shy", options: {}, hidden: true });
    await expect(caller.admin.presets.setDefault({ id: p.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "A hidden preset cannot be the default: show it first.",
    });
  });
});
