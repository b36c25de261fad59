// The few statements every move runs (session, game read, the move, its bookkeeping) and the job worker's look at the
// queue every second, sent straight to the pg pool under the Prisma client: a $queryRaw costs about 0.3 ms of CPU in
// Prisma's runtime (its query compiler included) against about 0.1 ms through pg (bench/server.ts;
// docs/decisions/0001-a-move-is-one-statement.md). Repositories still write them as Prisma.sql, and a client without a
// registered pool (an interactive transaction's) runs them through Prisma.
import { createHash } from "node:crypto";
import pg from "pg";
import type { Db } from "./db";
import type { Prisma } from "./generated/client";
import { Sql, statement, toPrisma } from "./sql";
import { services } from "../services";

declare module "../services" {
  interface Services {
    /** The pool under each Prisma client (createPrismaClient). */
    hotPools?: WeakMap<object, pg.Pool>;
  }
}

// In the process's services: the process's client (client.ts) is made by whichever module instance asks first,
// serve.ts's (the production server's tRPC path) or the Next.js bundle's, and both must find its pool.
const pools = (services().hotPools ??= new WeakMap<object, pg.Pool>());

/** Called by createPrismaClient: raw statements of `db` may use `pool` directly. */
export function registerPool(db: object, pool: pg.Pool): void {
  pools.set(db, pool);
}

// Prisma's DateTime columns are `timestamp(3) without time zone` holding UTC; pg would read them as local time.
const TIMESTAMP = 1114;
const utcTimestamp = (s: string) => new Date(`${s.replace(" ", "T")}Z`);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP ? utcTimestamp : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

// Each hot statement goes by a name: PostgreSQL (and the embedded PGlite, which runs in this process) then parses
// and plans its text once per connection instead of at every move, and pg sends the text (about 5 KB for a move)
// only the first time. A name stands for one text on a connection, as pg requires, whichever module instance sends
// it (serve.ts's and the Next.js bundle's share the pool): so the name is made from the text itself. The texts are a
// handful of shapes (the VALUES lists of a move's seats and jobs), and past MAX_NAMED a new one goes unnamed.
const MAX_NAMED = 200;
const names = new Map<string, string>();
function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    names.set(text, (name = `hot_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`));
  }
  return name;
}

// A session that already holds the name (the embedded database's one session, met again by a new connection after a
// broken one) or lost it (DISCARD ALL by a tool): the statement runs unnamed, and so do the pool's later ones. Both
// errors come before the statement runs, so running it again cannot store a move twice.
const NAME_CONFLICTS = new Set(["42P05", "26000"]);
const unnamedPools = new WeakSet<pg.Pool>();

/**
 * The rows of one raw statement. Only for statements whose parameters are strings, numbers, booleans, null or arrays
 * of those (a Date parameter would be sent in local time: write times with to_timestamp, as the repositories do),
 * and whose bigint columns are read with Number() (pg gives strings, Prisma BigInts).
 */
export async function hotRows<T>(db: Db, sql: Prisma.Sql | Sql): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return db.$queryRaw<T[]>(sql instanceof Sql ? toPrisma(sql) : sql);
  // Prisma's Sql builds its text at every read. db/sql.ts gives a shape's statements one string, whose hash V8 keeps
  // with it: naming it compares no characters.
  const { text, values } = sql instanceof Sql ? statement(sql) : { text: sql.text, values: sql.values };
  const query = { text, values, types };
  const name = unnamedPools.has(pool) ? undefined : statementName(text);
  if (name === undefined) return (await pool.query(query)).rows as T[];
  try {
    return (await pool.query({ ...query, name })).rows as T[];
  } catch (e) {
    if (!(e instanceof pg.DatabaseError && e.code !== undefined && NAME_CONFLICTS.has(e.code))) throw e;
    unnamedPools.add(pool);
    console.error(`[db] hot statements unnamed from now on: ${e.message}`);
    return (await pool.query(query)).rows as T[];
  }
}
