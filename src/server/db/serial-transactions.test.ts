// A transaction holds one pg connection; Prisma reads the relations of one query in parallel. Every statement of a
// transaction must still reach that connection only once the previous one has answered: pg 8.19+ warns ("Calling
// client.query() when the client is already executing a query is deprecated") and pg 9 refuses otherwise.
//
// Watched two ways: each pool connection's queries in flight (every overlap, on any connection), and pg's own
// DeprecationWarning (pg emits it once per process, at the third query in a row on a busy connection).
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { withLockedTable } from "../repositories/tables";
import { describeWithDatabase } from "../testing/database";
import { createTestUser } from "../testing/context";
import { startTable } from "../testing/play";

const warnings: string[] = [];
const onWarning = (w: Error) => {
  if (w.name === "DeprecationWarning") warnings.push(w.message);
};
beforeAll(() => void process.on("warning", onWarning));
afterAll(() => void process.off("warning", onWarning));

/** Counts queries sent to a pool connection while an earlier one on the same connection has not answered. */
function watchOverlaps(pool: pg.Pool): { overlaps: string[]; stop(): void } {
  const overlaps: string[] = [];
  const inFlight = new WeakMap<object, number>();
  const watched = new WeakSet<object>();
  const onAcquire = (client: pg.PoolClient) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const busy = inFlight.get(client) ?? 0;
      const first = args[0] as string | { text?: string };
      if (busy > 0) overlaps.push(typeof first === "string" ? first : (first.text ?? "?"));
      inFlight.set(client, busy + 1);
      const done = () => inFlight.set(client, (inFlight.get(client) ?? 1) - 1);
      const cb = typeof args.at(-1) === "function" ? (args.pop() as (...r: unknown[]) => void) : null;
      if (cb) return query(...args, (...r: unknown[]) => (done(), cb(...r)));
      const result = query(...args) as Promise<unknown>;
      result.then(done, done);
      return result;
    };
  };
  pool.on("acquire", onAcquire);
  return { overlaps, stop: () => void pool.off("acquire", onAcquire) };
}

describeWithDatabase("transactions on one connection", (t) => {
  it("send their statements one at a time: a table locked and read with its relations, a seat taken (table.join)", async () => {
    const { db, pool } = t();
    const watch = watchOverlaps(pool);
    try {
      // the real path that showed the warning: table.join → withLockedTable reads the table with 4 relations
      const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
      const read = await withLockedTable(db, st.tableId, async (table) => table);
      expect(read).toMatchObject({ id: st.tableId, status: "PLAYING" });
      expect(read!.seats.map((s) => s.userId)).toEqual(st.users.map((u) => u.id));
      // a nested read and reads started together by the caller, in one transaction
      const [nested, users] = await db.$transaction(async (tx) =>
        Promise.all([
          tx.table.findUniqueOrThrow({
            where: { id: st.tableId },
            include: { creator: true, seats: { include: { user: true } }, games: { include: { moves: true } } },
          }),
          Promise.all(
            st.users.map((u) => tx.user.findUniqueOrThrow({ where: { id: u.id }, include: { seats: true } })),
          ),
        ]),
      );
      expect(nested.seats.map((s) => s.user.id)).toEqual(st.users.map((u) => u.id));
      expect(users.map((u) => u.seats.length)).toEqual([1, 1]);
    } finally {
      watch.stop();
    }
    expect(watch.overlaps).toEqual([]);
    expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
  });

  it("still roll back on a failed statement and leave the connection usable", async () => {
    const { db, pool } = t();
    const watch = watchOverlaps(pool);
    const user = await createTestUser(db);
    try {
      await expect(
        db.$transaction(async (tx) => {
          await tx.user.update({ where: { id: user.id }, data: { displayName: "Renamed in a failed transaction" } });
          // a unique violation, while another read of the same transaction is under way
          await Promise.all([
            tx.user.findMany({ where: { id: user.id }, include: { seats: true, sessions: true } }),
            tx.user.create({
              data: { email: user.email, displayName: "Twin", displayNameKey: "twin", passwordHash: "x" },
            }),
          ]);
        }),
      ).rejects.toMatchObject({ code: "P2002" });
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBe(user.displayName);
      await db.$transaction(async (tx) =>
        tx.user.update({ where: { id: user.id }, data: { displayName: `${user.displayName} 2` } }),
      );
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBe(`${user.displayName} 2`);
    } finally {
      watch.stop();
    }
    expect(watch.overlaps).toEqual([]);
  });
});
