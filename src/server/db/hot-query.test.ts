// The hot statements go by name (parsed once per connection), and a session that lost its names still answers them.
import pg from "pg";
import { expect, it, vi } from "vitest";
import { describeWithDatabase } from "../testing/database";
import { Prisma } from "./generated/client";
import type { Db } from "./db";
import { hotRows, registerPool } from "./hot-query";
import { sql } from "./sql";

describeWithDatabase("hot statements", (t) => {
  /** A Db whose hot statements go to `pool` (a client of one connection, so that the test knows which one). */
  const dbOf = (pool: pg.Pool): Db => {
    const db = {} as Db;
    registerPool(db, pool);
    return db;
  };
  const onePool = () => {
    const { kind, pool, url, schema } = t();
    if (kind === "embedded") return { pool, end: async () => {} };
    const one = new pg.Pool({ connectionString: url.split("?")[0], max: 1, options: `-c search_path="${schema}"` });
    return { pool: one, end: () => one.end() };
  };
  const prepared = async (pool: pg.Pool) =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'hot_%'`))
      .rows[0]!.n;
  const twice = (x: number) => Prisma.sql`SELECT ${x}::int * 2 AS "v", 'hot-query test' AS "tag"`;

  it("prepares a statement once and runs it again with other values", async () => {
    const { pool, end } = onePool();
    try {
      const db = dbOf(pool);
      const before = await prepared(pool);
      expect(await hotRows<{ v: number }>(db, twice(2))).toEqual([{ v: 4, tag: "hot-query test" }]);
      expect(await hotRows<{ v: number }>(db, twice(21))).toEqual([{ v: 42, tag: "hot-query test" }]);
      expect(await prepared(pool)).toBe(before + 1);
    } finally {
      await end();
    }
  });

  it("runs statements built with db/sql.ts by name too, and through Prisma in an interactive transaction", async () => {
    const { pool, end } = onePool();
    try {
      const db = dbOf(pool);
      const thrice = (x: number) => sql`SELECT ${x}::int * 3 AS "v", ${"hot-query sql"}::text AS "tag"`;
      const before = await prepared(pool);
      expect(await hotRows<{ v: number }>(db, thrice(2))).toEqual([{ v: 6, tag: "hot-query sql" }]);
      expect(await hotRows<{ v: number }>(db, thrice(5))).toEqual([{ v: 15, tag: "hot-query sql" }]);
      expect(await prepared(pool)).toBe(before + 1);
      expect(await t().db.$transaction((tx) => hotRows<{ v: number }>(tx as Db, thrice(7)))).toEqual([
        { v: 21, tag: "hot-query sql" },
      ]);
    } finally {
      await end();
    }
  });

  it("answers when the session lost the statement's name (DEALLOCATE ALL), unnamed from then on in that pool", async () => {
    const { pool, end } = onePool();
    try {
      const db = dbOf(pool);
      const text = Prisma.sql`SELECT ${5}::int + 1 AS "v", 'hot-query lost name' AS "tag"`;
      expect(await hotRows<{ v: number }>(db, text)).toEqual([{ v: 6, tag: "hot-query lost name" }]);
      await pool.query("DEALLOCATE ALL");
      expect(await hotRows<{ v: number }>(db, text)).toEqual([{ v: 6, tag: "hot-query lost name" }]);
      expect(await hotRows<{ v: number }>(db, twice(7))).toEqual([{ v: 14, tag: "hot-query test" }]);
      expect(await prepared(pool)).toBe(0);
    } finally {
      await end();
    }
  });
  it("gives two module instances' different statements different names on one connection", async () => {
    // The production server's tRPC path and the Next.js bundle each load this module and share the process's pool.
    const { pool, end } = onePool();
    try {
      const instance = async () => {
        vi.resetModules();
        const m = await import("./hot-query");
        const db = {} as Db;
        m.registerPool(db, pool);
        return (sql: Prisma.Sql) => m.hotRows<{ v: number }>(db, sql);
      };
      const [first, second] = [await instance(), await instance()];
      expect(await first(Prisma.sql`SELECT ${1}::int AS "v", 'hot-query first instance' AS "tag"`)).toEqual([
        { v: 1, tag: "hot-query first instance" },
      ]);
      expect(await second(Prisma.sql`SELECT ${2}::int AS "v", 'hot-query second instance' AS "tag"`)).toEqual([
        { v: 2, tag: "hot-query second instance" },
      ]);
    } finally {
      await end();
    }
  });
});
