// user.search (/players): a player found by a part of their name, case-insensitive, names starting with it first, at
// most 20; bots and suspended accounts left out; anyone may search (player pages are public); bad input refused.
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { ensureBotAccounts } from "../../../repositories/bots";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("user.search", (t) => {
  it("finds players by a part of their name, any case, names starting with it first, for a visitor too", async () => {
    const { db } = t();
    const tag = `Zq${randomBytes(3).toString("hex")}`;
    const kaede = await createTestUser(db, { displayName: `${tag}kaede` });
    const aoi = await createTestUser(db, { displayName: `Aoi ${tag}` });
    const ren = await createTestUser(db, { displayName: `${tag}ren` });
    await createTestUser(db, { displayName: "Someone else" });
    const found = await callerFor(db).user.search({ query: `  ${tag.toUpperCase()} ` });
    expect(found).toEqual({
      query: tag.toUpperCase(),
      players: [
        { userId: kaede.id, displayName: `${tag}kaede` },
        { userId: ren.id, displayName: `${tag}ren` },
        { userId: aoi.id, displayName: `Aoi ${tag}` },
      ],
    });
    expect(JSON.stringify(found)).not.toContain("@example.test");
    expect((await callerFor(db, aoi).user.search({ query: `${tag}REN` })).players).toEqual([
      { userId: ren.id, displayName: `${tag}ren` },
    ]);
    // a wildcard is a character like any other
    expect((await callerFor(db).user.search({ query: `${tag}%` })).players).toEqual([]);
  });

  it("leaves out suspended accounts and bots, and lists at most 20", async () => {
    const { db } = t();
    const tag = `Zs${randomBytes(3).toString("hex")}`;
    const users = [];
    for (let i = 0; i < 22; i++)
      users.push(await createTestUser(db, { displayName: `${tag} ${String(i).padStart(2, "0")}` }));
    await db.user.update({ where: { id: users[0]!.id }, data: { status: "SUSPENDED" } });
    const found = (await callerFor(db).user.search({ query: tag })).players;
    expect(found.map((p) => p.displayName)).toEqual(users.slice(1, 21).map((u) => u.displayName));

    const [bot] = await ensureBotAccounts(db, "strong", 1);
    expect((await callerFor(db).user.search({ query: bot!.displayName })).players.map((p) => p.userId)).not.toContain(
      bot!.id,
    );
  });

  it("refuses an empty or over-long query with a clear message", async () => {
    const { db } = t();
    await expect(callerFor(db).user.search({ query: "   " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Type a name to search for."),
    });
    await expect(callerFor(db).user.search({ query: "x".repeat(51) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("at most 50 characters"),
    });
  });
});
