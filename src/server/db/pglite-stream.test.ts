import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SingleConnectionPool } from "./database";
import { PGliteStream } from "./pglite-stream";

// The embedded database's in-process connection (pglite-stream.ts), as the server's pool uses it.
describe("the embedded database's in-process connection", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec("CREATE TABLE t (id int PRIMARY KEY)");
  });
  afterAll(async () => {
    await db.close();
  });

  const poolOf = (max = 1) =>
    new pg.Pool({
      connectionString: "postgresql://postgres:postgres@127.0.0.1:1/postgres",
      max,
      stream: () => new PGliteStream(db),
    });
  const settled = async (p: Promise<unknown>) => {
    let done = false;
    void p.then(
      () => (done = true),
      () => (done = true),
    );
    await new Promise((r) => setTimeout(r, 50));
    return done;
  };

  it("hands PGlite a statement's five protocol messages in one call", async () => {
    const pool = poolOf();
    await pool.query("SELECT 1");
    const calls = vi.spyOn(db, "execProtocolRawStream");
    try {
      const r = await pool.query("SELECT $1::int + 1 AS n, $2::text AS s", [41, "x"]);
      expect(r.rows).toEqual([{ n: 42, s: "x" }]);
      expect(calls).toHaveBeenCalledTimes(1);
    } finally {
      calls.mockRestore();
      await pool.end();
    }
  });

  it("gives the event loop turns while a long queue of statements runs", async () => {
    const pool = poolOf();
    await pool.query("SELECT 1");
    try {
      let done = 0;
      const queue = Array.from({ length: 400 }, () => pool.query("SELECT pg_sleep(0.0001)").then(() => done++));
      // A timer set now fires on the event loop's next turn: with the queue run as one chain it waited for all 400.
      const doneWhenTheTimerFired = await new Promise<number>((r) => setTimeout(() => r(done), 0));
      await Promise.all(queue);
      expect(doneWhenTheTimerFired).toBeLessThan(400);
    } finally {
      await pool.end();
    }
  });

  it("answers a SQL error and stays usable (the pool of one keeps its connection)", async () => {
    const pool = new SingleConnectionPool({
      connectionString: "postgresql://postgres:postgres@127.0.0.1:1/postgres",
      stream: () => new PGliteStream(db),
    });
    try {
      await pool.query("INSERT INTO t VALUES (1)");
      await expect(pool.query("INSERT INTO t VALUES (1)")).rejects.toMatchObject({ code: "23505" });
      expect((await pool.query("SELECT count(*)::int AS n FROM t WHERE id = 1")).rows).toEqual([{ n: 1 }]);
    } finally {
      await pool.query("DELETE FROM t");
      await pool.end();
    }
  });

  it("keeps others out of PGlite while its transaction is open", async () => {
    const pool = poolOf();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("INSERT INTO t VALUES (2)");
      // PGlite's own API (and the socket's clients) wait for the lock: they never run inside this transaction.
      const other = db.query<{ n: number }>("SELECT count(*)::int AS n FROM t");
      expect(await settled(other)).toBe(false);
      await client.query("COMMIT");
      expect((await other).rows).toEqual([{ n: 1 }]);
    } finally {
      client.release();
      await db.exec("DELETE FROM t");
      await pool.end();
    }
  });

  it("rolls back a transaction whose connection goes away, and lets go of PGlite", async () => {
    const pool = poolOf();
    const client = await pool.connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO t VALUES (3)");
    client.release(new Error("gone")); // destroys the connection
    expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM t")).rows).toEqual([{ n: 0 }]);
    expect(db.isInTransaction()).toBe(false);
    await pool.end();
  });

  it("serves several connections one statement at a time", async () => {
    const pool = poolOf(4);
    try {
      const rows = await Promise.all(
        Array.from({ length: 20 }, (_, i) => pool.query("SELECT $1::int AS i", [i]).then((r) => r.rows[0].i)),
      );
      expect(rows).toEqual(Array.from({ length: 20 }, (_, i) => i));
    } finally {
      await pool.end();
    }
  });
});
