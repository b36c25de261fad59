// The committed SQL migrations (prisma/migrations) and how they reach a database: `prisma migrate deploy` through
// the JS engine (scripts/prisma.mjs), at start-up and in tests of the start-up path. Never `db push`.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type pg from "pg";

export function projectRoot(): string {
  return process.env.HANAFUDA_ROOT ?? process.cwd();
}

export function migrationsDir(): string {
  return join(projectRoot(), "prisma", "migrations");
}

/** Names of the committed migrations, oldest first. */
export function listMigrations(): string[] {
  const dir = migrationsDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((d) => /^\d{14}_[a-z0-9_]+$/.test(d) && existsSync(join(dir, d, "migration.sql")))
    .sort();
}

/** Runs the Prisma CLI (through scripts/prisma.mjs: offline engine placeholders) without blocking this process,
 * which may be the one serving the embedded database the CLI connects to. */
export function runPrismaCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const root = projectRoot();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "scripts", "prisma.mjs"), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Applies pending migrations with `prisma migrate deploy`. The database must accept a connection (embedded: the
 * shared pool must not be open yet). */
export async function deployMigrations(url: string): Promise<void> {
  const r = await runPrismaCli(["migrate", "deploy"], { DATABASE_URL: url });
  if (r.code !== 0) throw new Error(`prisma migrate deploy failed (exit ${r.code}):\n${(r.stdout + r.stderr).trim()}`);
}

/** Runs every committed migration's SQL in order on one pool (test databases; no _prisma_migrations bookkeeping). */
export async function applyMigrationSql(pool: pg.Pool): Promise<void> {
  for (const name of listMigrations()) {
    await pool.query(readFileSync(join(migrationsDir(), name, "migration.sql"), "utf8"));
  }
}
