// Fresh databases for integration tests (repositories, routers, services), with the committed migrations applied:
//  - "embedded": an in-memory PGlite behind pglite-socket, exactly like `npm start` without DATABASE_URL (pool of 1);
//  - "server": when TEST_DATABASE_URL is set, a fresh schema on that PostgreSQL server, dropped afterwards.
//
//   describeWithDatabase("users repository", (t) => {
//     it("creates a user", async () => { const { db } = t(); ... });
//   });
//
// registers the block once per backend, each with its own database for the whole file. Tests inside a file share
// it, so give each test its own rows (unique emails) rather than relying on an empty database.
import { PGlite } from "@electric-sql/pglite";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { createPrismaClient, type Db } from "../db/client";
import { SingleConnectionPool } from "../db/database";
import { startEmbeddedPostgres } from "../db/embedded";
import { applyMigrationSql, listMigrations, migrationsDir, projectRoot } from "../db/migrations";
import { searchPathOption } from "../db/url";

export type TestDatabaseKind = "embedded" | "server";

export interface TestDatabase {
  kind: TestDatabaseKind;
  db: Db;
  pool: pg.Pool;
  /** URL for a tool that opens its own connection (embedded: only while `pool` is closed). */
  url: string;
  schema?: string;
  close(): Promise<void>;
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["embedded", "server"] : ["embedded"];
}

/**
 * A migrated PGlite data directory, built once and cached by the content of the migrations, so each test file
 * loads it in about a second instead of running initdb and every migration again.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const m of listMigrations()) hash.update(m).update(readFileSync(join(migrationsDir(), m, "migration.sql")));
  const dir = join(projectRoot(), "node_modules", ".cache", "hanafuda");
  const file = join(dir, `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const db = await PGlite.create();
    for (const m of listMigrations()) await db.exec(readFileSync(join(migrationsDir(), m, "migration.sql"), "utf8"));
    const dump = await db.dumpDataDir("none");
    await db.close();
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // atomic: a concurrent test worker sees the whole file or none
  }
  return new Blob([readFileSync(file)]);
}

export async function createTestDatabase(
  kind: TestDatabaseKind,
  opts: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = opts.migrate ?? true;
  if (kind === "embedded") {
    const embedded = await startEmbeddedPostgres(migrate ? { template: await pgliteTemplate() } : {});
    // In process, as the server's pool (database.ts connectDatabase).
    const pool = new SingleConnectionPool({ connectionString: embedded.url, stream: () => embedded.connection() });
    return {
      kind,
      db: createPrismaClient(pool),
      pool,
      url: embedded.url,
      async close() {
        await pool.end();
        await embedded.stop();
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const pool = new pg.Pool({ connectionString: serverUrl, max: 5, ...searchPathOption(schema) });
  if (migrate) await applyMigrationSql(pool);
  const url = new URL(serverUrl);
  url.searchParams.set("schema", schema);
  return {
    kind,
    db: createPrismaClient(pool, { schema }),
    pool,
    url: url.toString(),
    schema,
    async close() {
      // A client still checked out (a background runner of the test mid-transaction) would keep pool.end() and the
      // DROP waiting for ever: end what holds locks in this file's own schema, and wait a bounded time.
      const ended = pool.end();
      // A connection still ending when dropSchema terminates it reports the termination (57P01) on the pool: expected.
      pool.on("error", () => undefined);
      await dropSchema(admin, schema);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      await admin.end();
    },
  };
}

async function dropSchema(admin: pg.Pool, schema: string): Promise<void> {
  await admin.query(`SET lock_timeout = '5s'`);
  for (let attempt = 1; ; attempt++) {
    await admin.query(
      `SELECT pg_terminate_backend(l.pid) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND l.pid <> pg_backend_pid()`,
      [schema],
    );
    try {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      return;
    } catch (e) {
      if (attempt >= 5) throw e;
    }
  }
}

/** A describe block per database backend, each with a fresh migrated database for the block. */
export function describeWithDatabase(title: string, body: (database: () => TestDatabase) => void): void {
  describeWithDatabases(title, testDatabaseKinds(), body);
}

/**
 * Only on the PostgreSQL server (TEST_DATABASE_URL): tests of real concurrency (several connections at once), which
 * the embedded database serialises by design. Without TEST_DATABASE_URL the block is reported as skipped.
 */
export function describeWithServerDatabase(title: string, body: (database: () => TestDatabase) => void): void {
  if (!process.env.TEST_DATABASE_URL) {
    describe.skip(`${title} [server database: set TEST_DATABASE_URL]`, () =>
      body(() => {
        throw new Error("no server database");
      }));
    return;
  }
  describeWithDatabases(title, ["server"], body);
}

function describeWithDatabases(
  title: string,
  kinds: TestDatabaseKind[],
  body: (database: () => TestDatabase) => void,
): void {
  for (const kind of kinds) {
    describe(`${title} [${kind} database]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await Promise.race([current?.db.$disconnect(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error("the test database is not ready (use it inside a test or hook)");
        return current;
      });
    });
  }
}
