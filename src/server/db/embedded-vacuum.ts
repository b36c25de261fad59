// Vacuums for the embedded database. PostgreSQL's autovacuum is a process of its own, which PGlite does not have: a
// table's deleted and superseded rows then stay until someone vacuums it, and since only a vacuum tells the free
// space map about the room they leave, new rows never reuse it. The job queue deletes two rows a move (the deadlines
// the move supersedes), so without this its table grows by about half a kilobyte a move for ever.
//
// Autovacuum also analyzes: without it the planner never learns what a table's columns hold (how many jobs are
// pending, how many games a player has) and plans every query from guesses.
//
// The rules are autovacuum's own: a vacuum for a table whose dead rows exceed 50 plus a fifth of its live rows, an
// analyze for one whose rows changed since its last analyze exceed 50 plus a tenth of them. The counts come from the
// statistics PostgreSQL keeps per table, which a single process flushes at the end of a transaction at most once a
// second.
import type pg from "pg";

export interface VacuumPolicy {
  /** autovacuum_vacuum_threshold */
  threshold: number;
  /** autovacuum_vacuum_scale_factor */
  scaleFactor: number;
  /** autovacuum_analyze_threshold */
  analyzeThreshold: number;
  /** autovacuum_analyze_scale_factor */
  analyzeScaleFactor: number;
  /** default_statistics_target for the analyzes: 300 sampled rows per unit. */
  statisticsTarget: number;
}

export const VACUUM_POLICY: VacuumPolicy = {
  threshold: 50,
  scaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  statisticsTarget: 10,
};

export interface VacuumedTable {
  table: string;
  deadRows: number;
  /** Rows inserted, updated or deleted since the table's last analyze. */
  changedRows: number;
  vacuumed: boolean;
  analyzed: boolean;
  ms: number;
}

const DUE_TABLES = `
  SELECT "table", "deadRows", "changedRows", "vacuum", "analyze"
  FROM (
    SELECT relname AS "table", n_dead_tup::float8 AS "deadRows", n_mod_since_analyze::float8 AS "changedRows",
           n_dead_tup > $1::float8 + $2::float8 * n_live_tup AS "vacuum",
           n_mod_since_analyze > $3::float8 + $4::float8 * n_live_tup AS "analyze"
    FROM pg_stat_user_tables
    WHERE schemaname = current_schema()
  ) t
  WHERE "vacuum" OR "analyze"
  ORDER BY "deadRows" DESC, "table"`;

interface DueTable {
  table: string;
  deadRows: number;
  changedRows: number;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The statements autovacuum would run on a table (a table name from the catalog, quoted: VACUUM and ANALYZE take no
 * parameters). The analyze samples 3,000 rows rather than 30,000: on the embedded database it runs on the event loop,
 * and a table of 400,000 rows took 230–580 ms with PostgreSQL's sample against 35–160 ms with this one.
 */
function upkeepStatements({ table, vacuum, analyze }: DueTable, statisticsTarget: number): string[] {
  const name = `"${table.replaceAll('"', '""')}"`;
  const analyzeIt = `BEGIN; SET LOCAL default_statistics_target = ${statisticsTarget}; ANALYZE ${name}; COMMIT`;
  return [...(vacuum ? [`VACUUM ${name}`] : []), ...(analyze ? [analyzeIt] : [])];
}

/** Vacuums and analyzes each table of the current schema that autovacuum would, one after the other, and says which. */
export async function autovacuumTables(pool: pg.Pool, policy: VacuumPolicy = VACUUM_POLICY): Promise<VacuumedTable[]> {
  const { threshold, scaleFactor, analyzeThreshold, analyzeScaleFactor } = policy;
  const due = await pool.query<DueTable>(DUE_TABLES, [threshold, scaleFactor, analyzeThreshold, analyzeScaleFactor]);
  const done: VacuumedTable[] = [];
  for (const table of due.rows) {
    const start = performance.now();
    for (const statement of upkeepStatements(table, policy.statisticsTarget)) await pool.query(statement);
    const { vacuum: vacuumed, analyze: analyzed, ...counts } = table;
    done.push({ ...counts, vacuumed, analyzed, ms: performance.now() - start });
  }
  return done;
}
