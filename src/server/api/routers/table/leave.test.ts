import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

describeWithDatabase("table.leave", (t) => {
  const spec = tableInput({
    game: "sutda",
    playerCount: 3,
    timeControl: { kind: "per_move", seconds: 600 },
    timeoutsBeforeForfeit: 2,
  });

  it("frees the seat before the start; the last one out cancels the table", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const bob = await createTestUser(db);
    const { tableId } = await callerFor(db, alice).table.create(spec);
    await callerFor(db, bob).table.join({ tableId });
    expect(await callerFor(db, bob).table.leave({ tableId })).toEqual({ ok: true });
    expect(await callerFor(db, bob).table.get({ tableId })).toMatchObject({
      status: "OPEN",
      mySeat: null,
      canJoin: true,
    });
    await expect(callerFor(db, bob).table.leave({ tableId })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You do not sit at this table.",
    });
    await callerFor(db, alice).table.leave({ tableId });
    expect(await callerFor(db, bob).table.get({ tableId })).toMatchObject({ status: "CANCELLED", canJoin: false });
    await expect(callerFor(db, bob).table.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This table is closed.",
    });
  });

  it("refuses to leave once the game has started (the seat stays)", async () => {
    const { db } = t();
    const [a, b, c] = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    const { tableId } = await callerFor(db, a).table.create(spec);
    await callerFor(db, b).table.join({ tableId });
    await callerFor(db, c).table.join({ tableId });
    await expect(callerFor(db, b).table.leave({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The game has started: you can no longer leave this table.",
    });
    expect(await db.seat.count({ where: { tableId } })).toBe(3);
    await expect(callerFor(db, b).table.leave({ tableId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
