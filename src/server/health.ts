// The database state /api/health and system.health report.
import type { Db } from "./db/client";
import type { DatabaseMode } from "./db/database";
import { listMigrations } from "./db/migrations";
import { appliedMigrations, ping } from "./repositories/health";

export interface HealthView {
  status: "ok" | "degraded" | "down";
  database: {
    mode: DatabaseMode;
    reachable: boolean;
    migrations: { expected: number; applied: number; pending: string[] } | null;
    error?: string;
  };
  checkedAt: Date;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

export async function checkHealth(
  getDb: () => Promise<Db>,
  mode: DatabaseMode,
  opts: { timeoutMs?: number } = {},
): Promise<HealthView> {
  const timeoutMs = opts.timeoutMs ?? 3000;
  try {
    const db = await withTimeout(getDb(), timeoutMs);
    await withTimeout(ping(db), timeoutMs);
    const applied = new Set(await withTimeout(appliedMigrations(db), timeoutMs));
    const expected = listMigrations();
    const pending = expected.filter((m) => !applied.has(m));
    return {
      status: pending.length ? "degraded" : "ok",
      database: {
        mode,
        reachable: true,
        migrations: { expected: expected.length, applied: expected.length - pending.length, pending },
      },
      checkedAt: new Date(),
    };
  } catch (e) {
    return {
      status: "down",
      database: { mode, reachable: false, migrations: null, error: (e as Error).message },
      checkedAt: new Date(),
    };
  }
}
