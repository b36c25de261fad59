// What /api/health reports about the database.
import type { Db } from "../db/client";

/** Names of the migrations recorded as applied by `prisma migrate deploy` (none if it never ran). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const exists = await db.$queryRaw<{ t: string | null }[]>`SELECT to_regclass('_prisma_migrations')::text AS t`;
  if (!exists[0]?.t) return [];
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`;
  return rows.map((r) => r.migration_name);
}

export async function ping(db: Db): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
