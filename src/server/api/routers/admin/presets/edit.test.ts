import { expect, it } from "vitest";
import { resolvePresetForTable } from "../../../../house-rules/preset-pinning";
import { adminCaller } from "../../../../testing/admin";
import { describeWithDatabase } from "../../../../testing/database";
import { auditWords } from "../../../../testing/audit-words";

const said = auditWords();

describeWithDatabase("admin.presets.edit", (t) => {
  it("makes a new version for new rules and leaves the pinned old one as it was", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const p = await caller.admin.presets.create({
      game: "sakura",
      title: "Club rules",
      options: { gaji: "off", match_scoring: "victories" },
    });
    const pinned = await resolvePresetForTable(db, { game: "sakura", presetId: p.id });
    expect(pinned).toMatchObject({ version: 1, options: { gaji: "off", match_scoring: "victories" } });

    const r = await caller.admin.presets.edit({
      id: p.id,
      title: "Club rules",
      description: "Now with the Gaji",
      options: { gaji: "on", match_scoring: "victories" },
    });
    expect(r.newVersion).toBe(true);
    expect(r.preset).toMatchObject({ version: 2, versionCount: 2, description: "Now with the Gaji" });

    // The version the table pinned is unchanged; a new table gets version 2.
    expect(await resolvePresetForTable(db, { game: "sakura", presetVersionId: pinned.presetVersionId })).toMatchObject({
      version: 1,
      options: { gaji: "off" },
    });
    expect(await resolvePresetForTable(db, { game: "sakura", presetId: p.id })).toMatchObject({
      version: 2,
      options: { gaji: "on" },
    });

    const [entry] = (await caller.admin.audit({ targetId: p.id })).entries;
    expect(entry).toMatchObject({
      action: "preset.edit",
      details: {
        version: 2,
        newVersion: true,
        changes: [{ name: "gaji", label: "Gaji (wild Lightning)", before: "Off", after: "On" }],
        descriptionChanged: true,
      },
    });
  });

  it("changes title and description in place when the rules stay the same", async () => {
    const { caller } = await adminCaller(t().db);
    const p = await caller.admin.presets.create({ game: "sfj", title: "Short", options: { rounds: 6 } });
    const r = await caller.admin.presets.edit({
      id: p.id,
      title: "Half a year, club",
      description: "",
      options: { rounds: 6, two_matches_choice: "player_chooses" },
    });
    expect(r).toMatchObject({ newVersion: false, preset: { version: 1, title: "Half a year, club", slug: "short" } });
    const [entry] = (await caller.admin.audit({ targetId: p.id })).entries;
    expect(said(entry!)).toBe(`edited the Season's Flowers in Japan preset "Half a year, club" (renamed from "Short")`);
  });

  it("refuses a rename to another visible preset's title of the game and changes nothing; a change of case is no rename", async () => {
    const { caller } = await adminCaller(t().db);
    await caller.admin.presets.create({ game: "sakura", title: "Club Night", options: {} });
    const p = await caller.admin.presets.create({ game: "sakura", title: "Quiet night", options: {} });
    await expect(
      caller.admin.presets.edit({ id: p.id, title: "CLUB night", description: "Renamed", options: { gaji: "off" } }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "There is already a Sakura preset called “Club Night”: choose another title.",
      cause: { details: { field: "title" } },
    });
    expect(await caller.admin.presets.get({ id: p.id })).toMatchObject({
      title: "Quiet night",
      description: "",
      version: 1,
    });
    await expect(
      caller.admin.presets.edit({ id: p.id, title: "Quiet Night", description: "", options: {} }),
    ).resolves.toMatchObject({ preset: { title: "Quiet Night" } });
  });

  it("refuses what the engine refuses and changes nothing", async () => {
    const { caller } = await adminCaller(t().db);
    const p = await caller.admin.presets.create({
      game: "sutda",
      title: "Std",
      options: { deck: "standard20", amhaeng_eosa: "on" },
    });
    await expect(
      caller.admin.presets.edit({
        id: p.id,
        title: "Std",
        description: "",
        options: { deck: "s4_kasu", amhaeng_eosa: "on" },
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Amhaeng-eosa (4+7 animals): On needs Wisteria Cuckoo and Bush Clover Boar, which the deck “Rulebook chaff deck (20 cards)” does not have; choose another deck.",
    });
    expect((await caller.admin.presets.get({ id: p.id })).version).toBe(1);
  });
});
