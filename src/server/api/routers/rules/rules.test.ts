import { expect, it } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

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

  it("refuses an unknown game with BAD_REQUEST", async () => {
    // @ts-expect-error not a game
    await expect(callerFor(t().db).rules.summary({ game: "hwatu" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
