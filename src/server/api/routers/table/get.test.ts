import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

describeWithDatabase("table.get", (t) => {
  const spec = tableInput({ timeControl: null, timeoutsBeforeForfeit: null, visibility: "PRIVATE" });

  it("shows a private table to its players and to invite-code holders only, and the code only to players", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const stranger = await createTestUser(db);
    const { tableId, inviteCode } = await callerFor(db, alice).table.create(spec);
    expect(await callerFor(db, alice).table.get({ tableId })).toMatchObject({ inviteCode, mySeat: 0 });
    await expect(callerFor(db, stranger).table.get({ tableId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "This table is private: you need its invite link.",
    });
    await expect(callerFor(db).table.get({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const invited = await callerFor(db, stranger).table.get({ tableId, inviteCode: inviteCode! });
    expect(invited).toMatchObject({ inviteCode: null, mySeat: null, canJoin: true, timeControl: null });
  });

  it("shows a public table to anyone, signed in or not; unknown tables are NOT_FOUND", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const { tableId } = await callerFor(db, alice).table.create({ ...spec, visibility: "PUBLIC" });
    expect(await callerFor(db).table.get({ tableId })).toMatchObject({
      id: tableId,
      canJoin: false,
      mySeat: null,
      inviteCode: null,
    });
    await expect(callerFor(db).table.get({ tableId: "missing" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("says how the game ends, and lists only the rules in force (Sutda's number of hands only with a number of hands)", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const sutda = { ...spec, game: "sutda" as const, visibility: "PUBLIC" as const };
    const { tableId } = await callerFor(db, alice).table.create(sutda);
    const standing = await callerFor(db).table.get({ tableId });
    expect(standing.end).toEqual({ kind: "one-has-all" });
    expect(standing.options.map((o) => o.name)).not.toContain("rounds");
    const three = await callerFor(db, alice).table.create({ ...sutda, options: { end: "rounds_N", rounds: 3 } });
    const view = await callerFor(db).table.get({ tableId: three.tableId });
    expect(view.end).toEqual({ kind: "rounds", rounds: 3, orOneHasAll: true });
    expect(view.options.find((o) => o.name === "rounds")).toMatchObject({ label: "Number of hands", value: "3" });
    const lobby = await callerFor(db).table.lobby({ game: "sutda" });
    expect(lobby.tables.find((x) => x.id === three.tableId)?.end).toEqual(view.end);
  });
});
