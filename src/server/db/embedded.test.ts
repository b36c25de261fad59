import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded";

// The embedded database on disk, as `npm start` opens it: created by a child process the first time, reopened after.
const root = mkdtempSync(join(tmpdir(), "hanafuda-embedded-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function roundTrip(dataDir: string, write: boolean): Promise<{ rows: number[]; walInitZero: string }> {
  const embedded = await startEmbeddedPostgres({ dataDir });
  const pool = new pg.Pool({ connectionString: embedded.url, max: 1, stream: () => embedded.connection() });
  try {
    if (write) await pool.query("CREATE TABLE kept (n int); INSERT INTO kept VALUES (1), (2)");
    const rows = (await pool.query<{ n: number }>("SELECT n FROM kept ORDER BY n")).rows.map((r) => r.n);
    const walInitZero = (await pool.query<{ wal_init_zero: string }>("SHOW wal_init_zero")).rows[0]!.wal_init_zero;
    return { rows, walInitZero };
  } finally {
    await pool.end();
    await embedded.stop();
  }
}

// One initdb (tens of seconds on a loaded machine): a data directory a start stopped half-way left (files without
// PG_VERSION, a scratch directory), created over, then reopened.
it("creates a data directory in a child process over what a stopped start left, and reopens it", async () => {
  const dataDir = join(root, "pgdata");
  mkdirSync(join(dataDir, "base", "1"), { recursive: true });
  writeFileSync(join(dataDir, "base", "1", "junk"), "x");
  mkdirSync(`${dataDir}.initdb`);
  expect(await roundTrip(dataDir, true)).toEqual({ rows: [1, 2], walInitZero: "off" });
  expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
  expect(existsSync(join(dataDir, "base", "1", "junk"))).toBe(false);
  expect(readdirSync(root)).toEqual(["pgdata"]);
  expect(await roundTrip(dataDir, false)).toEqual({ rows: [1, 2], walInitZero: "off" });
}, 180_000);
