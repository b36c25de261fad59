import { expect, it } from "vitest";
import { adminCaller } from "../../../../testing/admin";
import { describeWithDatabase } from "../../../../testing/database";

describeWithDatabase("admin.presets.get", (t) => {
  it("shows every rule in force with its value in words and the versions with what each changed", async () => {
    const { caller } = await adminCaller(t().db);
    const created = await caller.admin.presets.create({
      game: "mushi",
      title: "Long game",
      options: { rounds: "target", target: 200 },
    });
    await caller.admin.presets.edit({
      id: created.id,
      title: "Long game",
      description: "",
      options: { rounds: "target", target: 300, five_brights: "on_30" },
    });
    const p = await caller.admin.presets.get({ id: created.id });
    expect(p.version).toBe(2);
    expect(p.rules.find((r) => r.name === "target")).toMatchObject({
      label: "Target score",
      value: "300",
      isDefault: false,
      defaultValue: "100",
    });
    expect(p.rules.find((r) => r.name === "deck")).toMatchObject({ isDefault: true });
    expect(p.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(p.versions[0]!.changes).toEqual([
      "Five Brights: Not a combination (standard) → A combination worth 30",
      "Target score: 200 → 300",
    ]);
    expect(p.versions[1]!.changes).toEqual([]);
    expect(p.versions[1]!.options).toMatchObject({ rounds: "target", target: 200, five_brights: "off" });
  });
});
