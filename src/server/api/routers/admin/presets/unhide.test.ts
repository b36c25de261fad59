import { expect, it } from "vitest";
import { adminCaller } from "../../../../testing/admin";
import { callerFor } from "../../../../testing/context";
import { describeWithDatabase } from "../../../../testing/database";

describeWithDatabase("admin.presets.unhide", (t) => {
  it("offers a hidden preset again, audited", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const p = await caller.admin.presets.create({ game: "judge", title: "Back again", options: {}, hidden: true });
    expect((await callerFor(db).rules.presets({ game: "judge" })).map((x) => x.id)).not.toContain(p.id);
    expect((await caller.admin.presets.unhide({ id: p.id })).hidden).toBe(false);
    expect((await callerFor(db).rules.presets({ game: "judge" })).map((x) => x.id)).toContain(p.id);
    expect((await caller.admin.audit({ targetId: p.id })).entries.map((e) => e.action)).toEqual([
      "preset.unhide",
      "preset.create",
    ]);
  });
});
