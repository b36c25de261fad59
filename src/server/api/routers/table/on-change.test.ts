import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import type { TableView } from "../../views/table";

describeWithDatabase("table.onChange (subscription)", (t) => {
  it("sends the table now and after each join, up to the start of the game", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const { tableId } = await callerFor(db, alice).table.create({ game: "sutda", playerCount: 3, teams: "none", options: {}, timeControl: { kind: "per_move", seconds: 600 }, timeoutsBeforeForfeit: 3, visibility: "PUBLIC" });
    const controller = new AbortController();
    const stream = (await callerFor(db, alice, { signal: controller.signal }).table.onChange({ tableId })) as AsyncIterable<TableView>;
    const it = stream[Symbol.asyncIterator]();
    expect((await it.next()).value).toMatchObject({ status: "OPEN", seats: [{ user: { id: alice.id } }, { user: null }, { user: null }] });
    await callerFor(db, await createTestUser(db)).table.join({ tableId });
    expect(((await it.next()).value as TableView).seats.filter((s) => s.user).length).toBe(2);
    await callerFor(db, await createTestUser(db)).table.join({ tableId });
    const started = (await it.next()).value as TableView;
    expect(started).toMatchObject({ status: "PLAYING", gameId: expect.any(String), mySeat: 0 });
    controller.abort();
    expect((await it.next()).done).toBe(true);
  });

  it("refuses a private table without its code before opening a stream", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const { tableId } = await callerFor(db, alice).table.create({ game: "sutda", playerCount: 2, teams: "none", options: {}, timeControl: null, timeoutsBeforeForfeit: null, visibility: "PRIVATE" });
    await expect(callerFor(db, await createTestUser(db)).table.onChange({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
