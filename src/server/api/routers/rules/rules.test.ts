import { expect, it } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

describeWithDatabase("rules router (public)", (t) => {
  it("rules.presets offers anonymous callers, players and admins the visible presets with their rules in words", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const { caller: admin } = await adminCaller(db);
    for (const caller of [callerFor(db), callerFor(db, player), admin]) {
      const presets = await caller.rules.presets({ game: "sakura" });
      expect(presets[0]).toMatchObject({
        slug: "standard",
        isDefault: true,
        version: 1,
        differences: "The standard rules",
        playersText: "2 to 7 players",
      });
      const hawaii = presets.find((p) => p.slug === "hawaii-fudawiki")!;
      expect(hawaii.rules.filter((r) => !r.isDefault).map((r) => `${r.label}: ${r.value}`)).toEqual([
        "November restriction: Off",
        "Teshi / Kuttsuki: Off",
        "Four of a month on the field: The dealer captures them",
        "Four pairs on the field: Ignore",
        "Direction of play: Counter-clockwise (FudaWiki)",
      ]);
    }
  });

  it("rules.summary gives the chosen preset, the default without one, and says when the asked one is not offered", async () => {
    const { db } = t();
    const { caller: admin } = await adminCaller(db);
    const club = await admin.admin.presets.create({ game: "sakura", title: "Club night", options: { gaji: "off" } });
    const anon = callerFor(db);
    expect(await anon.rules.summary({ game: "sakura", preset: "club-night" })).toMatchObject({
      title: "Sakura",
      minPlayers: 2,
      maxPlayers: 7,
      selected: { id: club.id },
      unknownPreset: null,
    });
    expect((await anon.rules.summary({ game: "sakura" })).selected).toMatchObject({ slug: "standard" });
    await admin.admin.presets.hide({ id: club.id });
    expect(await anon.rules.summary({ game: "sakura", preset: "club-night" })).toMatchObject({
      selected: { slug: "standard" },
      unknownPreset: "club-night",
    });
  });

  it("rules.summary with a table gives that table's own rules to whoever may see it, and the preset to others", async () => {
    const { db } = t();
    const { caller: admin } = await adminCaller(db);
    const club = await admin.admin.presets.create({ game: "sakura", title: "Table night", options: { gaji: "off" } });
    const alice = callerFor(db, await createTestUser(db));
    const stranger = callerFor(db, await createTestUser(db));
    const base = tableInput({ presetId: club.id, options: { rounds: 6 } });
    const { tableId } = await alice.table.create(base);
    // the preset changes after the table pinned its version 1
    await admin.admin.presets.edit({ id: club.id, title: "Table night", description: "", options: { gaji: "on" } });

    for (const caller of [alice, stranger, callerFor(db)]) {
      const summary = await caller.rules.summary({ game: "sakura", preset: club.slug, table: tableId });
      expect(summary.table).toEqual({ id: tableId, customized: true });
      expect(summary.unknownPreset).toBeNull();
      expect(summary.selected).toMatchObject({ slug: club.slug, version: 1, playerCounts: [2] });
      expect(summary.selected!.options).toMatchObject({ gaji: "off", rounds: 6 });
      // no offered preset reads as the chosen one
      expect(summary.presets.map((p) => p.id)).not.toContain(summary.selected!.id);
    }

    // a private table: its player sees its rules, a stranger the preset asked for, as if no table were named
    const { tableId: hidden } = await alice.table.create({ ...base, visibility: "PRIVATE" });
    expect((await alice.rules.summary({ game: "sakura", table: hidden })).table).toEqual({
      id: hidden,
      customized: true,
    });
    const refused = await stranger.rules.summary({ game: "sakura", preset: club.slug, table: hidden });
    expect(refused.table).toBeNull();
    expect(refused.selected).toMatchObject({ id: club.id, version: 2, options: { gaji: "on" } });

    // a table of another game, or none with that id: the preset's rules
    expect((await alice.rules.summary({ game: "koikoi", table: tableId })).table).toBeNull();
    expect((await alice.rules.summary({ game: "sakura", table: "c".repeat(25) })).table).toBeNull();
  });

  it("refuses an unknown game with BAD_REQUEST", async () => {
    // @ts-expect-error not a game
    await expect(callerFor(t().db).rules.summary({ game: "hwatu" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
