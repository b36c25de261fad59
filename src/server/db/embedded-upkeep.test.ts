import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SingleConnectionPool } from "./database";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { startEmbeddedUpkeep, type UpkeepPolicy } from "./embedded-upkeep";
import { VACUUM_POLICY } from "./embedded-vacuum";

// PGlite never checkpoints on its own while open (PostgreSQL in one process has no checkpointer): the redo point of
// pg_control only moves when someone asks.
let embedded: EmbeddedPostgres;
let pool: pg.Pool;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
  pool = new SingleConnectionPool({ connectionString: embedded.url, stream: () => embedded.connection() });
  await pool.query("CREATE TABLE filler (body text)");
}, 60_000);

afterAll(async () => {
  await pool.end();
  await embedded.stop();
});

const redo = async () =>
  (await pool.query<{ redo: string }>("SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()")).rows[0]!.redo;

// Random text: TOAST cannot compress it, so its WAL is about its size.
const write = (bytes: number) =>
  pool.query("INSERT INTO filler SELECT $1 FROM generate_series(1, $2)", [
    randomBytes(6_000).toString("base64"),
    Math.ceil(bytes / 8_000),
  ]);

/** Whether the timer checkpoints within `ms`; `reported` gets the WAL it says each checkpoint followed. */
async function checkpointsWithin(policy: UpkeepPolicy, ms: number, reported: number[] = []): Promise<boolean> {
  const before = await redo();
  const upkeep = startEmbeddedUpkeep(pool, policy, {
    onCheckpoint: (walBytes) => reported.push(walBytes),
    onError: (e) => {
      throw e;
    },
  });
  try {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if ((await redo()) !== before) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  } finally {
    await upkeep.stop();
  }
}

it("checkpoints once the WAL since the last checkpoint reaches the limit", async () => {
  const policy = { checkEveryMs: 20, maxAgeMs: 3_600_000, maxWalBytes: 4 * 1024 * 1024, vacuum: VACUUM_POLICY };
  await write(1024 * 1024);
  expect(await checkpointsWithin(policy, 300)).toBe(false);
  await write(4 * 1024 * 1024);
  const reported: number[] = [];
  expect(await checkpointsWithin(policy, 5_000, reported)).toBe(true);
  expect(reported).toHaveLength(1);
  expect(reported[0]).toBeGreaterThanOrEqual(policy.maxWalBytes);
}, 30_000);

it("checkpoints after its interval only when something was written since", async () => {
  const policy = { checkEveryMs: 20, maxAgeMs: 200, maxWalBytes: 1024 * 1024 * 1024, vacuum: VACUUM_POLICY };
  await write(10_000);
  expect(await checkpointsWithin(policy, 5_000)).toBe(true);
  // The same timer, left running: its own checkpoint wrote WAL, which is not "something written".
  const upkeep = startEmbeddedUpkeep(pool, policy, { onCheckpoint: () => {} });
  try {
    await new Promise((r) => setTimeout(r, 600));
    const quiet = await redo();
    await new Promise((r) => setTimeout(r, 600));
    expect(await redo()).toBe(quiet);
    await write(10_000);
    const end = Date.now() + 5_000;
    while ((await redo()) === quiet && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(await redo()).not.toBe(quiet);
  } finally {
    await upkeep.stop();
  }
}, 30_000);
