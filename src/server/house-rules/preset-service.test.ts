import { expect, it } from "vitest";
import { defaultOptions } from "~/engine/core/options";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { SAKURA_OPTION_SPECS } from "~/engine/sakura/options";
import { listPresets } from "../repositories/presets";
import { adminCaller } from "../testing/admin";
import { describeWithDatabase, describeWithServerDatabase } from "../testing/database";
import { builtInPresets, ensureBuiltInPresets, seedBuiltInPresets } from "./built-in-presets";
import { resolvePresetForTable } from "./preset-pinning";

it("the built-in presets: a default per game with the engine's defaults, and every named preset of the engine", () => {
  const b = builtInPresets();
  expect(b.filter((p) => p.isDefault).map((p) => p.game)).toEqual([...GAME_NAMES]);
  expect(b.find((p) => p.game === "sakura" && p.isDefault)!.options).toEqual(defaultOptions(SAKURA_OPTION_SPECS));
  expect(b.filter((p) => !p.isDefault).map((p) => `${p.game}/${p.slug}`)).toEqual([
    "sakura/hawaii-fudawiki",
    "sfj/half-year",
    "sfj/hana-awase-values",
    "mushi/fudawiki",
    "mushi/short",
    "sutda/standard-seotda",
  ]);
});

describeWithDatabase("built-in presets and pinning", (t) => {
  it("seeds once: a second seeding adds nothing, and an edited built-in preset is not seeded again", async () => {
    const { db } = t();
    await ensureBuiltInPresets(db);
    const before = await listPresets(db, { includeHidden: true });
    expect(before).toHaveLength(builtInPresets().length);
    const { caller } = await adminCaller(db);
    const std = before.find((p) => p.game === "mushi" && p.slug === "standard")!;
    await caller.admin.presets.edit({
      id: std.id,
      title: "Mushi as we play it",
      description: "",
      options: { rounds: 6 },
    });
    expect(await seedBuiltInPresets(db)).toBe(0);
    expect(await listPresets(db, { includeHidden: true })).toHaveLength(builtInPresets().length);
  });

  it("a stored version never changes: the database ignores updates (Prisma reports the record as not found)", async () => {
    const { db } = t();
    const pinned = await resolvePresetForTable(db, { game: "judge" });
    await expect(
      db.presetVersion.update({ where: { id: pinned.presetVersionId }, data: { options: { window_ms: 3000 } } }),
    ).rejects.toThrow();
    expect(await resolvePresetForTable(db, { game: "judge", presetVersionId: pinned.presetVersionId })).toEqual(pinned);
  });

  it("resolves the default preset's latest version when a table names none", async () => {
    const { db } = t();
    const r = await resolvePresetForTable(db, { game: "sutda" });
    expect(r).toMatchObject({ slug: "standard", version: 1, options: { deck: "s4_kasu", ante: 1 } });
  });

  it("refuses a preset of another game, an unknown one, and a version of another preset", async () => {
    const { db } = t();
    const sakura = await resolvePresetForTable(db, { game: "sakura" });
    await expect(resolvePresetForTable(db, { game: "mushi", presetId: sakura.presetId })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "These house rules are for Sakura, not Mushi (Osaka Mushi, 虫).",
    });
    await expect(
      resolvePresetForTable(db, { game: "mushi", presetVersionId: sakura.presetVersionId }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(resolvePresetForTable(db, { game: "sakura", presetId: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const mushi = await resolvePresetForTable(db, { game: "mushi" });
    await expect(
      resolvePresetForTable(db, { game: "sakura", presetId: sakura.presetId, presetVersionId: mushi.presetVersionId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describeWithServerDatabase("built-in presets, racing processes", (t) => {
  it("two seedings at once leave exactly one copy of each built-in preset and one default per game", async () => {
    const { db } = t();
    await Promise.all([seedBuiltInPresets(db), seedBuiltInPresets(db), seedBuiltInPresets(db)]);
    const all = await listPresets(db, { includeHidden: true });
    expect(all).toHaveLength(builtInPresets().length);
    expect(all.filter((p) => p.isDefault)).toHaveLength(GAME_NAMES.length);
  });

  it("two admins moving the default at once leave exactly one default", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const made = await Promise.all(
      [1, 2, 3, 4].map((i) => caller.admin.presets.create({ game: "judge", title: `Race ${i}`, options: {} })),
    );
    await Promise.all(made.map((p) => caller.admin.presets.setDefault({ id: p.id })));
    expect((await listPresets(db, { game: "judge", includeHidden: true })).filter((p) => p.isDefault)).toHaveLength(1);
  });
});
