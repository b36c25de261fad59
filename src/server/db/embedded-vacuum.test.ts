import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SingleConnectionPool } from "./database";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { startEmbeddedUpkeep, UPKEEP_POLICY } from "./embedded-upkeep";
import { autovacuumTables, type VacuumedTable } from "./embedded-vacuum";

// PGlite has no autovacuum: a table's deleted rows stay, and their room is never reused, until someone vacuums it.
let embedded: EmbeddedPostgres;
let pool: pg.Pool;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
  pool = new SingleConnectionPool({ connectionString: embedded.url, stream: () => embedded.connection() });
}, 60_000);

afterAll(async () => {
  await pool.end();
  await embedded.stop();
});

const size = async (table: string) =>
  Number((await pool.query<{ n: string }>("SELECT pg_relation_size($1) AS n", [table])).rows[0]!.n);

async function fill(table: string, rows: number) {
  await pool.query(`CREATE TABLE ${table} (id int PRIMARY KEY, body text)`);
  await pool.query(`INSERT INTO ${table} SELECT g, repeat('x', 200) FROM generate_series(1, $1) g`, [rows]);
}

/** PostgreSQL flushes a process's table statistics at most once a second, at the end of a transaction. */
async function deadRowsCounted(table: string, rows: number) {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const dead = await pool.query<{ n: string }>("SELECT n_dead_tup AS n FROM pg_stat_user_tables WHERE relname = $1", [
      table,
    ]);
    if (Number(dead.rows[0]?.n) >= rows) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${table}: fewer than ${rows} dead rows counted`);
}

/** Rows changed since the last analyze, counted by the same flush. */
async function changesCounted(table: string, rows: number) {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const changed = await pool.query<{ n: string }>(
      "SELECT n_mod_since_analyze AS n FROM pg_stat_user_tables WHERE relname = $1",
      [table],
    );
    if (Number(changed.rows[0]?.n) >= rows) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${table}: fewer than ${rows} changed rows counted`);
}

it("vacuums a table with more dead rows than autovacuum allows, so new rows reuse their room", async () => {
  await fill("busy", 1_000);
  await fill("calm", 1_000);
  await pool.query("DELETE FROM busy WHERE id <= 900");
  // 100 dead rows of 1,000: under 50 plus a fifth of the 900 live ones.
  await pool.query("DELETE FROM calm WHERE id <= 100");
  await deadRowsCounted("busy", 900);
  await deadRowsCounted("calm", 100);
  const before = await size("busy");

  const done = await autovacuumTables(pool);
  // Both tables were also filled since their last analyze, so both are analyzed.
  expect(done.map(({ table, deadRows, vacuumed, analyzed }) => ({ table, deadRows, vacuumed, analyzed }))).toEqual([
    { table: "busy", deadRows: 900, vacuumed: true, analyzed: true },
    { table: "calm", deadRows: 100, vacuumed: false, analyzed: true },
  ]);

  await pool.query("INSERT INTO busy SELECT g, repeat('y', 200) FROM generate_series(1001, 1900) g");
  expect(await size("busy")).toBe(before);
}, 30_000);

it("analyzes a table whose rows changed by more than autovacuum allows, so the planner knows its columns", async () => {
  await pool.query("CREATE TABLE jobs (id int PRIMARY KEY, state text)");
  await pool.query(
    "INSERT INTO jobs SELECT g, CASE WHEN g <= 20 THEN 'done' ELSE 'pending' END FROM generate_series(1, 2000) g",
  );
  await changesCounted("jobs", 2_000);
  const pendingEstimate = async () => {
    const plan = await pool.query<{ "QUERY PLAN": string }>("EXPLAIN SELECT * FROM jobs WHERE state = 'pending'");
    return Number(/rows=(\d+)/.exec(plan.rows[0]!["QUERY PLAN"])![1]);
  };
  // Without statistics the planner guesses that a value matches a small fixed share of the rows.
  expect(await pendingEstimate()).toBeLessThan(100);

  const done = await autovacuumTables(pool);
  expect(done.filter((t) => t.table === "jobs").map(({ vacuumed, analyzed }) => ({ vacuumed, analyzed }))).toEqual([
    { vacuumed: false, analyzed: true },
  ]);
  expect(await pendingEstimate()).toBe(1_980);
  // With the small sample's statistics target: a histogram of 10 buckets, not PostgreSQL's 100.
  const bounds = await pool.query<{ n: number }>(
    "SELECT cardinality(histogram_bounds::text::int[]) AS n FROM pg_stats WHERE tablename = 'jobs' AND attname = 'id'",
  );
  expect(bounds.rows[0]!.n).toBe(11);
}, 30_000);

it("does nothing when no table is due", async () => {
  await pool.query("INSERT INTO calm VALUES (5000, 'z')");
  await autovacuumTables(pool);
  expect(await autovacuumTables(pool)).toEqual([]);
});

it("runs on the embedded database's upkeep timer", async () => {
  await fill("queue", 500);
  await pool.query("DELETE FROM queue");
  await deadRowsCounted("queue", 500);
  const vacuumed: VacuumedTable[] = [];
  const upkeep = startEmbeddedUpkeep(
    pool,
    { ...UPKEEP_POLICY, checkEveryMs: 20 },
    {
      onCheckpoint: () => {},
      onVacuum: (v) => vacuumed.push(v),
      onError: (e) => {
        throw e;
      },
    },
  );
  try {
    const end = Date.now() + 5_000;
    while (vacuumed.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  } finally {
    await upkeep.stop();
  }
  expect(vacuumed.map((v) => v.table)).toEqual(["queue"]);
}, 30_000);
