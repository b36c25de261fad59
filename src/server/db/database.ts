// The one place that decides how this process reaches PostgreSQL, and the pool everything shares.
//
//  - external (DATABASE_URL set): a normal pg pool (DB_POOL_MAX connections). A later LISTEN/NOTIFY fan-out opens a
//    dedicated connection from `url`.
//  - embedded (no DATABASE_URL): PGlite under DATA_DIR/pgdata, reached in process (pglite-stream.ts; the tools that
//    open their own connection use pglite-socket's), so the pool holds exactly ONE connection that is never closed
//    while idle. Every query of the process is then serialised; keep transactions short, and never query outside a
//    transaction callback while inside it (with one connection that waits forever). Realtime fan-out on this mode
//    stays in memory (one process by construction). Checkpoints and vacuums are the pool's to ask for (embedded-upkeep.ts).
//
// scripts/start.mjs opens the database before Next.js starts and registers it in the process's services, so the Next.js
// bundle, the job queue and the realtime module of the same process all get the same pool.
import pg from "pg";
import { join, resolve } from "node:path";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { startEmbeddedUpkeep } from "./embedded-upkeep";
import { parseDatabaseUrl, searchPathOption } from "./url";
import { services } from "../services";

export type DatabaseMode = "embedded" | "external";

/**
 * A pool of one connection for the embedded database. pg-pool's `query` closes the connection after ANY error,
 * even a plain SQL error such as a unique violation; reconnecting then races pglite-socket's one-client limit
 * ("Connection terminated unexpectedly"). Here a connection is only dropped for errors that are not SQL errors.
 */
export class SingleConnectionPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, max: 1, idleTimeoutMillis: 0 });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads; only the promise forms are rerouted
  override query(...args: any[]): any {
    const [text, values, cb] = args;
    if (typeof values === "function" || typeof cb === "function" || typeof text === "function") {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    return this.queryKeepingConnection(text, values);
  }

  private async queryKeepingConnection(text: unknown, values: unknown): Promise<unknown> {
    const client = await this.connect();
    try {
      const result = await client.query(text as string, values as unknown[]);
      client.release();
      return result;
    } catch (e) {
      // An error the server answered (pg's DatabaseError: a SQLSTATE) leaves the connection usable; a broken
      // socket or protocol error does not, and the pool replaces that connection.
      client.release(e instanceof pg.DatabaseError ? undefined : (e as Error));
      throw e;
    }
  }
}

export interface Database {
  mode: DatabaseMode;
  /** A postgresql:// URL for tools that open their own connection (Prisma CLI, LISTEN). Embedded: only usable while
   * the shared pool does not hold the single connection, i.e. before the app starts. */
  url: string;
  /** The PostgreSQL schema holding the tables when it is not `public` (`?schema=` in DATABASE_URL). */
  schema?: string;
  pool: pg.Pool;
  poolMax: number;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Where the embedded database lives: <dataDir>/pgdata. Ignored with databaseUrl. */
  dataDir?: string;
  /** Embedded only: keep the data in memory (tests). */
  inMemory?: boolean;
  poolMax?: number;
}

/** Starts the embedded database if needed, without opening the pool (to run migrations first). */
export async function prepareDatabase(
  opts: OpenDatabaseOptions,
): Promise<{ mode: DatabaseMode; url: string; embedded?: EmbeddedPostgres }> {
  if (opts.databaseUrl) return { mode: "external", url: opts.databaseUrl };
  const dataDir = opts.dataDir ?? "./data";
  const embedded = await startEmbeddedPostgres(
    opts.inMemory ? {} : { dataDir: join(resolve(/*turbopackIgnore: true*/ dataDir), "pgdata") },
  );
  return { mode: "embedded", url: embedded.url, embedded };
}

/** Opens the shared pool for a prepared database. */
export function connectDatabase(
  prepared: { mode: DatabaseMode; url: string; embedded?: EmbeddedPostgres },
  poolMax = 10,
): Database {
  const max = prepared.mode === "embedded" ? 1 : poolMax;
  const { connectionString, schema } = parseDatabaseUrl(prepared.url);
  const config = { connectionString, ...searchPathOption(schema), connectionTimeoutMillis: 10_000 };
  const embedded = prepared.embedded;
  const pool =
    prepared.mode === "embedded"
      ? new SingleConnectionPool({ ...config, ...(embedded ? { stream: () => embedded.connection() } : {}) })
      : new pg.Pool({ ...config, max, idleTimeoutMillis: 30_000 });
  // An idle client that errors (server restart, network) must not crash the process; the pool replaces it.
  pool.on("error", (e) => console.error(`[db] idle connection error: ${e.message}`));
  // A database kept in memory is a test's, gone with its process.
  const upkeep = embedded?.dataDir ? startEmbeddedUpkeep(pool) : null;
  let closed = false;
  return {
    mode: prepared.mode,
    url: prepared.url,
    ...(schema ? { schema } : {}),
    pool,
    poolMax: max,
    async close() {
      if (closed) return;
      closed = true;
      await upkeep?.stop();
      await pool.end().catch(() => {});
      await prepared.embedded?.stop();
    },
  };
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return connectDatabase(await prepareDatabase(opts), opts.poolMax);
}

/** The mode this process's configuration asks for. */
export function databaseModeFromEnv(): DatabaseMode {
  return process.env.DATABASE_URL ? "external" : "embedded";
}

declare module "../services" {
  interface Services {
    database?: Promise<Database>;
  }
}

// --- the process-wide database ----------------------------------------------------------------------------------

/** Registers the database this process uses (scripts/start.mjs does it before Next.js starts). */
export function setProcessDatabase(db: Database): void {
  services().database = Promise.resolve(db);
}

/**
 * The database of this process. Started lazily from the environment if the start script did not register one
 * (e.g. `next dev` run by hand); migrations are then the caller's business.
 */
export function getProcessDatabase(): Promise<Database> {
  return (services().database ??= openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || "./data",
    poolMax: Number(process.env.DB_POOL_MAX) || 10,
  }));
}
