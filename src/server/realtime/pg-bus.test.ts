import pg from "pg";
import { expect, it } from "vitest";
import { describeWithServerDatabase } from "../testing/database";
import type { BusEvent } from "./bus";
import { notifyChannelName, PgNotifyBus, type PgNotifyBusOptions } from "./pg-bus";

async function next(it: AsyncIterator<BusEvent>, ms = 5000): Promise<BusEvent | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((r) => (timer = setTimeout(() => r("timeout"), ms)));
  const r = await Promise.race([it.next(), timeout]);
  clearTimeout(timer);
  return r === "timeout" ? r : r.done ? "timeout" : r.value;
}

/** Runs `body` with a bus started on each of `first` and `second`, closing both however it ends. */
async function withTwoBuses(
  first: PgNotifyBusOptions,
  second: PgNotifyBusOptions,
  body: (a: PgNotifyBus, b: PgNotifyBus) => Promise<void>,
): Promise<void> {
  const a = await PgNotifyBus.start(first);
  const b = await PgNotifyBus.start(second);
  try {
    await body(a, b);
  } finally {
    await a.close();
    await b.close();
  }
}

describeWithServerDatabase("PgNotifyBus (LISTEN/NOTIFY between processes)", (t) => {
  it("carries a publish from one bus to the subscribers of another (and of itself), channel by channel", async () => {
    const { url, pool } = t();
    await withTwoBuses({ url, pool }, { url, pool }, async (a, b) => {
      expect(a.channel).toBe(b.channel);
      expect(a.channel).toBe(notifyChannelName(t().schema));
      const onB = b.subscribe("game:g1")[Symbol.asyncIterator]();
      const onA = a.subscribe("game:g1")[Symbol.asyncIterator]();
      const otherOnB = b.subscribe("game:g2")[Symbol.asyncIterator]();
      await a.publish("game:g1", { gameId: "g1", seq: 7 });
      expect(await next(onB)).toEqual({ kind: "message", payload: { gameId: "g1", seq: 7 } });
      expect(await next(onA)).toEqual({ kind: "message", payload: { gameId: "g1", seq: 7 } });
      expect(await next(otherOnB, 300)).toBe("timeout");
    });
  });

  it("keeps schemas apart: a bus of another schema hears nothing", async () => {
    const { url, pool } = t();
    const u = new URL(url);
    u.searchParams.set("schema", "some_other_schema");
    await withTwoBuses({ url, pool }, { url: u.toString(), pool }, async (mine, theirs) => {
      const it = theirs.subscribe("game:x")[Symbol.asyncIterator]();
      await mine.publish("game:x", { seq: 1 });
      expect(await next(it, 300)).toBe("timeout");
    });
  });

  it("reconnects after its connection is killed, tells subscribers to resync, and hears later publishes", async () => {
    const { url, pool } = t();
    await withTwoBuses({ url, pool }, { url, pool, log: () => {} }, async (publisher, listener) => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const it = listener.subscribe("user:u1")[Symbol.asyncIterator]();
        const killed = await admin.query(
          "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1",
          [listener.applicationName],
        );
        expect(killed.rows).toEqual([{ ok: true }]);
        expect(await next(it)).toEqual({ kind: "resync" });
        expect(listener.reconnects).toBe(1);
        expect(listener.listening).toBe(true);
        await publisher.publish("user:u1", { userId: "u1" });
        expect(await next(it)).toEqual({ kind: "message", payload: { userId: "u1" } });
      } finally {
        await admin.end();
      }
    });
  });

  it("ends its subscriptions on close", async () => {
    const { url, pool } = t();
    const bus = await PgNotifyBus.start({ url, pool });
    const it = bus.subscribe("game:z")[Symbol.asyncIterator]();
    const pending = it.next();
    await bus.close();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(bus.listening).toBe(false);
  });
});
