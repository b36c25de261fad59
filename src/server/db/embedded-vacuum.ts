// Vacuums for the embedded database. PostgreSQL's autovacuum is a process of its own, which PGlite does not have: a
// table's deleted and superseded rows then stay until someone vacuums it, and since only a vacuum tells the free
// space map about the room they leave, new rows never reuse it. The job queue deletes two rows a move (the deadlines
// the move supersedes), so without this its table grows by about half a kilobyte a move for ever.
//
// The rule is autovacuum's own: a table whose dead rows exceed 50 plus a fifth of its live rows. The counts come from
// the statistics PostgreSQL keeps per table, which a single process flushes at the end of a transaction at most once
// a second.
import type pg from "pg";

export interface VacuumPolicy {
  /** autovacuum_vacuum_threshold */
  threshold: number;
  /** autovacuum_vacuum_scale_factor */
  scaleFactor: number;
}

export const VACUUM_POLICY: VacuumPolicy = { threshold: 50, scaleFactor: 0.2 };

export interface VacuumedTable {
  table: string;
  deadRows: number;
  ms: number;
}

const DUE_TABLES = `
  SELECT relname AS "table", n_dead_tup::float8 AS "deadRows"
  FROM pg_stat_user_tables
  WHERE schemaname = current_schema() AND n_dead_tup > $1::float8 + $2::float8 * n_live_tup
  ORDER BY n_dead_tup DESC`;

/** Vacuums each table of the current schema that autovacuum would, one after the other, and says which. */
export async function vacuumDeadTables(pool: pg.Pool, policy: VacuumPolicy = VACUUM_POLICY): Promise<VacuumedTable[]> {
  const due = await pool.query<{ table: string; deadRows: number }>(DUE_TABLES, [policy.threshold, policy.scaleFactor]);
  const done: VacuumedTable[] = [];
  for (const { table, deadRows } of due.rows) {
    const start = performance.now();
    // A table name from the catalog, quoted as an identifier: VACUUM takes no parameters.
    await pool.query(`VACUUM "${table.replaceAll('"', '""')}"`);
    done.push({ table, deadRows, ms: performance.now() - start });
  }
  return done;
}
