// Opening the table page's stream (a reconnect storm opens thousands at once): the table is read once, the
// access check and the stream's first item being the same reading, and a refused caller leaves no subscription.
import { expect, it } from "vitest";
import { MemoryBus } from "../../../realtime/memory-bus";
import { callerFor, createTestUser } from "../../../testing/context";
import { countingDb } from "../../../testing/counting-db";
import { describeWithDatabase } from "../../../testing/database";
import { startTable } from "../../../testing/play";
import { unwrapTableItem } from "../../../testing/table-stream";

describeWithDatabase("table.onChange opening", (t) => {
  it("reads the table once: the access check is the stream's first item", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, visibility: "PRIVATE" });
    // A table view is one read of the Table model.
    const counted = countingDb(db, "table");
    const controller = new AbortController();
    const stream = (await callerFor(counted.db, st.users[0]!, { signal: controller.signal }).table.onChange({
      tableId: st.tableId,
    })) as AsyncIterable<unknown>;
    const first = unwrapTableItem((await stream[Symbol.asyncIterator]().next()).value).event;
    controller.abort();
    expect(first).toMatchObject({ kind: "table", table: { id: st.tableId, mySeat: 0, status: "PLAYING" } });
    expect(counted.count()).toBe(1);
  });

  it("a caller refused at a private table gets the error and leaves no subscription behind", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, visibility: "PRIVATE" });
    const bus = new MemoryBus();
    const stranger = await createTestUser(db);
    await expect(callerFor(db, stranger, { bus }).table.onChange({ tableId: st.tableId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "This table is private: you need its invite link.",
    });
    await expect(callerFor(db, stranger, { bus }).table.onChange({ tableId: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(bus.subscriberCount).toBe(0);
  });
});
