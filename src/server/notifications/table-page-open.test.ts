import { expect, it } from "vitest";
import { createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { collect, waitUntil } from "../testing/judge";
import { holdOpenPages } from "../repositories/open-pages";
import type { Db } from "../db/client";
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
    const held = collect(
      holdTablePageOpen(ctx, me.id, "t1", page.signal, { ttlMs: 600, refreshMs: 100, rowsPerStatement: 100 }),
    );
    const live = () =>
      db.openPage.findMany({ where: { userId: me.id, href: "/table/t1", expiresAt: { gt: new Date() } } });
    await waitUntil(async () => (await live()).length === 1, "the page recorded open", 5000);
    const first = (await live())[0]!.expiresAt;
    // Three TTLs later it is still live: refreshed, not made again (the same row).
    await new Promise((r) => setTimeout(r, 1800));
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

  it("refreshes a process's open pages together: one statement for all streams at each refresh", async () => {
    const { db } = t();
    const users = await Promise.all([0, 1, 2].map(() => createTestUser(db)));
    // The same database client, counting the raw statements it runs (the refresh's; the rest go through models). A
    // client with no pool of its own runs hot statements through $queryRaw (db/hot-query.ts).
    let statements = 0;
    const counting = new Proxy(db, {
      get: (target, key, receiver) =>
        key === "$queryRaw"
          ? (...args: unknown[]) => {
              statements++;
              return (target.$queryRaw as (...a: unknown[]) => unknown)(...args);
            }
          : Reflect.get(target, key, receiver),
    }) as Db;
    const ctx = { db: counting, bus: testBus(db) };
    const page = new AbortController();
    const timing = { ttlMs: 2000, refreshMs: 200, rowsPerStatement: 100 };
    // Pages opened at different moments (60 ms apart): still refreshed together.
    const held = [];
    for (const u of users) {
      held.push(collect(holdTablePageOpen(ctx, u.id, "t3", page.signal, timing)));
      await new Promise((r) => setTimeout(r, 60));
    }
    const rows = () => db.openPage.findMany({ where: { href: "/table/t3" }, orderBy: { expiresAt: "asc" } });
    await waitUntil(async () => (await rows()).length === 3, "the three pages recorded open", 5000);
    const before = Math.max(...(await rows()).map((r) => r.expiresAt.getTime()));
    await waitUntil(async () => (await rows()).every((r) => r.expiresAt.getTime() > before), "all refreshed", 5000);
    statements = 0;
    await new Promise((r) => setTimeout(r, 1000));
    page.abort();
    await Promise.all(held.map((h) => h.done));
    // Five refreshes in that second, each one statement for the three streams (one each would be fifteen).
    expect(statements).toBeGreaterThanOrEqual(2);
    expect(statements).toBeLessThanOrEqual(6);
  });

  it("spreads a refresh's statements apart, so that the moves on an embedded database do not wait behind them all", async () => {
    const { db } = t();
    const users = await Promise.all([0, 1, 2, 3, 4].map(() => createTestUser(db)));
    // Each raw statement (a refresh's) with its moment and its number of rows.
    const sent: { at: number; rows: number }[] = [];
    const recording = new Proxy(db, {
      get: (target, key, receiver) =>
        key === "$queryRaw"
          ? (...args: unknown[]) => {
              const ids = (args[0] as { values: unknown[] }).values[0] as unknown[];
              sent.push({ at: performance.now(), rows: ids.length });
              return (target.$queryRaw as (...a: unknown[]) => unknown)(...args);
            }
          : Reflect.get(target, key, receiver),
    }) as Db;
    const page = new AbortController();
    // Three statements a refresh, at least a quarter of a second over three apart.
    const timing = { ttlMs: 10_000, refreshMs: 1000, rowsPerStatement: 2 };
    const held = users.map((u) =>
      collect(holdTablePageOpen({ db: recording, bus: testBus(db) }, u.id, "t6", page.signal, timing)),
    );
    await waitUntil(
      async () => (await db.openPage.count({ where: { href: "/table/t6" } })) === 5,
      "the five pages recorded open",
      5000,
    );
    await waitUntil(
      async () => sent.some((s, i) => s.rows === 1 && sent[i - 1]?.rows === 2 && sent[i - 2]?.rows === 2),
      "a refresh of the five pages",
      5000,
    );
    page.abort();
    await Promise.all(held.map((h) => h.done));
    expect(Math.max(...sent.map((s) => s.rows))).toBe(2);
    const last = sent.findIndex((s, i) => s.rows === 1 && sent[i - 1]?.rows === 2 && sent[i - 2]?.rows === 2);
    const [a, b, c] = sent.slice(last - 2, last + 1).map((s) => s.at);
    expect(b! - a!).toBeGreaterThanOrEqual(75);
    expect(c! - b!).toBeGreaterThanOrEqual(75);
  });

  it("a page closed during a refresh is deleted after it, not made again by it", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    // The refresh's statement (the only raw one here) answers 400 ms late, as under load.
    let refreshing = false;
    const slow = new Proxy(db, {
      get: (target, key, receiver) =>
        key === "$queryRaw"
          ? async (...args: unknown[]) => {
              refreshing = true;
              await new Promise((r) => setTimeout(r, 400));
              return (target.$queryRaw as (...a: unknown[]) => unknown)(...args);
            }
          : Reflect.get(target, key, receiver),
    }) as Db;
    const page = new AbortController();
    const held = collect(
      holdTablePageOpen({ db: slow, bus: testBus(db) }, me.id, "t5", page.signal, {
        ttlMs: 60_000,
        refreshMs: 150,
        rowsPerStatement: 100,
      }),
    );
    await waitUntil(async () => refreshing, "a refresh under way", 5000);
    page.abort();
    await held.done;
    await new Promise((r) => setTimeout(r, 600));
    expect(await db.openPage.count({ where: { userId: me.id } })).toBe(0);
  });

  it("holds many pages in one statement: refreshes rows, makes again those gone, skips a user who is gone", async () => {
    const { db } = t();
    const [a, b] = [await createTestUser(db), await createTestUser(db)];
    const soon = new Date(Date.now() + 1000);
    const later = new Date(Date.now() + 60_000);
    await db.openPage.create({ data: { id: `kept-${a.id}`, userId: a.id, href: "/table/t4", expiresAt: soon } });
    await holdOpenPages(db, [
      { id: `kept-${a.id}`, userId: a.id, href: "/table/t4", expiresAt: later },
      { id: `gone-${b.id}`, userId: b.id, href: "/table/t4", expiresAt: later },
      { id: `nobody-${a.id}`, userId: `no-such-user-${a.id}`, href: "/table/t4", expiresAt: later },
    ]);
    const rows = await db.openPage.findMany({ where: { href: "/table/t4" }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.id, r.expiresAt.getTime()])).toEqual([
      [`gone-${b.id}`, later.getTime()],
      [`kept-${a.id}`, later.getTime()],
    ]);
  });
});
