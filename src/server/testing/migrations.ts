// Tests of one migration: a database with every migration before it, then the migration itself, on the rows the
// test put in between.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type pg from "pg";
import { listMigrations, migrationsDir } from "../db/migrations";
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from "./database";

/** A new `kind` database migrated up to, not including, `migration`; `apply` runs that migration. */
export async function databaseBefore(
  kind: TestDatabaseKind,
  migration: string,
): Promise<{ database: TestDatabase; apply: () => Promise<void> }> {
  const database = await createTestDatabase(kind, { migrate: false });
  const run = async (name: string) => {
    await database.pool.query(readFileSync(join(migrationsDir(), name, "migration.sql"), "utf8"));
  };
  for (const name of listMigrations().filter((m) => m < migration)) await run(name);
  return { database, apply: () => run(migration) };
}

/** Every user's display name and its key, by id. */
export async function userNames(pool: pg.Pool): Promise<{ id: string; displayName: string; displayNameKey: string }[]> {
  const rows = await pool.query<{ id: string; displayName: string; displayNameKey: string }>(
    `SELECT "id", "displayName", "displayNameKey" FROM "User" ORDER BY "id"`,
  );
  return rows.rows;
}
