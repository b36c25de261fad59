import { expect, it } from "vitest";
import { createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { collect, waitUntil } from "../testing/judge";
import { holdTablePageOpen } from "./table-page-open";

describeWithDatabase("a table page held open", (t) => {
  it("keeps its row alive past the TTL while the stream lasts, deletes it (and the user's lapsed rows) when it ends", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const ctx = { db, bus: testBus(db) };
    await db.openPage.create({
      data: { id: `lapsed-${me.id}`, userId: me.id, href: "/table/elsewhere", expiresAt: new Date(Date.now() - 1000) },
    });
    const page = new AbortController();
    const held = collect(holdTablePageOpen(ctx, me.id, "t1", page.signal, { ttlMs: 300, refreshMs: 50 }));
    const live = () =>
      db.openPage.findMany({ where: { userId: me.id, href: "/table/t1", expiresAt: { gt: new Date() } } });
    await waitUntil(async () => (await live()).length === 1, "the page recorded open", 5000);
    const first = (await live())[0]!.expiresAt;
    // Three TTLs later it is still live: refreshed, not made again (the same row).
    await new Promise((r) => setTimeout(r, 900));
    const now = await live();
    expect(now).toHaveLength(1);
    expect(now[0]!.expiresAt.getTime()).toBeGreaterThan(first.getTime());
    page.abort();
    await held.done;
    expect(await db.openPage.count({ where: { userId: me.id } })).toBe(0);
  });

  it("without a signal (nobody could tell when the page closes) records nothing", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    await collect(holdTablePageOpen({ db, bus: testBus(db) }, me.id, "t2")).done;
    expect(await db.openPage.count({ where: { userId: me.id } })).toBe(0);
  });
});
