// table.create with house-rule presets: the table pins the preset version it was created with.
import { expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

/** A Sakura preset an admin made: the admin's caller and the preset. */
async function sakuraPreset(db: Db, title: string, options: Record<string, string>) {
  const { caller: admin } = await adminCaller(db);
  return { admin, preset: await admin.admin.presets.create({ game: "sakura", title, options }) };
}

describeWithDatabase("table.create with a house-rule preset", (t) => {
  const base = tableInput({ timeControl: { kind: "per_move", seconds: 86_400 } });

  it("pins the game's default preset when none is chosen", async () => {
    const { db } = t();
    const caller = callerFor(db, await createTestUser(db));
    const { tableId } = await caller.table.create(base);
    expect((await caller.table.get({ tableId })).preset).toMatchObject({
      slug: "standard",
      title: "Standard rules",
      version: 1,
      customized: false,
    });
  });

  it("plays the chosen preset's rules, and editing the preset afterwards changes neither the table nor its game", async () => {
    const { db } = t();
    const { admin, preset } = await sakuraPreset(db, "No Gaji, victories", { gaji: "off", match_scoring: "victories" });
    const alice = callerFor(db, await createTestUser(db));
    const { tableId } = await alice.table.create({ ...base, presetId: preset.id });
    const before = await alice.table.get({ tableId });
    expect(before.preset).toMatchObject({ id: preset.id, version: 1, customized: false });
    expect(before.options.find((o) => o.name === "gaji")).toMatchObject({ value: "Off", isDefault: false });

    await admin.admin.presets.edit({
      id: preset.id,
      title: "No Gaji, victories",
      description: "",
      options: { gaji: "on", match_scoring: "cumulative" },
    });
    const after = await alice.table.get({ tableId });
    expect(after.preset).toMatchObject({ version: 1, customized: false });
    expect(after.options).toEqual(before.options);

    const bob = callerFor(db, await createTestUser(db));
    const joined = await bob.table.join({ tableId });
    const game = await db.game.findUniqueOrThrow({ where: { id: joined.gameId! } });
    expect((game.setup as { options: Record<string, unknown> }).options).toMatchObject({
      gaji: "off",
      match_scoring: "victories",
    });
    // A new table now gets version 2.
    const { tableId: newer } = await alice.table.create({ ...base, presetId: preset.id });
    expect((await alice.table.get({ tableId: newer })).preset).toMatchObject({ version: 2 });
  });

  it("lays the creator's own values over the preset's and says the rules were changed", async () => {
    const { db } = t();
    const { preset } = await sakuraPreset(db, "Short no Gaji", { gaji: "off" });
    const caller = callerFor(db, await createTestUser(db));
    const { tableId } = await caller.table.create({ ...base, presetId: preset.id, options: { rounds: 3 } });
    const table = await caller.table.get({ tableId });
    expect(table.preset).toMatchObject({ id: preset.id, customized: true });
    expect(
      table.options
        .filter((o) => !o.isDefault)
        .map((o) => o.name)
        .sort(),
    ).toEqual(["gaji", "rounds"]);
  });

  it("refuses a hidden preset, a preset of another game and an unknown one on the presetId field", async () => {
    const { db } = t();
    const { caller: admin } = await adminCaller(db);
    const hidden = await admin.admin.presets.create({ game: "sakura", title: "Retired", options: {}, hidden: true });
    const mushi = (await admin.admin.presets.list({ game: "mushi" }))[0]!;
    const caller = callerFor(db, await createTestUser(db));
    const before = (await caller.table.lobby({})).tables.length;
    for (const [presetId, code] of [
      [hidden.id, "BAD_REQUEST"],
      [mushi.id, "BAD_REQUEST"],
      ["nope", "NOT_FOUND"],
    ] as const) {
      await expect(caller.table.create({ ...base, presetId })).rejects.toMatchObject({
        code,
        cause: { details: { field: "presetId" } },
      });
    }
    expect((await caller.table.lobby({})).tables.length).toBe(before);
  });
});
