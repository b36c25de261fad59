// Upkeep of the embedded database: what PostgreSQL's checkpointer and autovacuum do, which are processes of their own
// that PGlite, PostgreSQL as a single process, does not have. Vacuums: embedded-vacuum.ts.
//
// Checkpoints: left alone, PGlite checkpoints only when it is closed. Until then its WAL directory
// grows with every write (about 2.6 KB a move), and a process that stops without closing it replays all of that WAL
// at its next start. This timer asks for a checkpoint when PostgreSQL's own checkpointer would, after its
// `checkpoint_timeout` with something written, or after a set amount of WAL, whichever comes first.
//
// The CHECKPOINT and the VACUUMs go through the app's pool, so each waits its turn on the one connection like any statement and never
// lands inside another caller's transaction. It runs on the event loop, as every embedded statement does, for as long
// as writing the dirty shared buffers (at most 16 MB), or vacuuming a table, takes.
import type pg from "pg";
import { autovacuumTables, VACUUM_POLICY, type VacuumedTable, type VacuumPolicy } from "./embedded-vacuum";

export interface UpkeepPolicy {
  /** How often the WAL written since the last checkpoint, and the tables' dead rows, are looked at. */
  checkEveryMs: number;
  /** A checkpoint once this long after the last one, if anything was written since. */
  maxAgeMs: number;
  /** A checkpoint once this much WAL has been written since the last one's redo point. */
  maxWalBytes: number;
  vacuum: VacuumPolicy;
}

/** PostgreSQL's `checkpoint_timeout` default; 64 MB of WAL is about 18,000 moves, three minutes at 100 moves a second. */
export const UPKEEP_POLICY: UpkeepPolicy = {
  checkEveryMs: 15_000,
  maxAgeMs: 5 * 60_000,
  maxWalBytes: 64 * 1024 * 1024,
  vacuum: VACUUM_POLICY,
};

const WAL_SINCE_CHECKPOINT = `
  SELECT pg_current_wal_lsn()::text AS lsn,
         pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 AS wal_bytes,
         (extract(epoch FROM now() - checkpoint_time) * 1000)::float8 AS age_ms
  FROM pg_control_checkpoint()`;

export interface UpkeepListeners {
  onCheckpoint?: (walBytes: number, ms: number) => void;
  onVacuum?: (vacuumed: VacuumedTable) => void;
  onError?: (e: Error) => void;
}

// PostgreSQL logs every checkpoint by default (log_checkpoints); one line at most every few minutes of writing.
const logCheckpoint = (walBytes: number, ms: number) =>
  console.log(`[db] checkpoint after ${(walBytes / 1024 / 1024).toFixed(1)} MB of WAL: ${ms.toFixed(0)} ms`);
// Autovacuum logs only vacuums slower than a minute (log_autovacuum_min_duration); a stall of the event loop matters
// sooner here.
const logVacuum = ({ table, deadRows, changedRows, vacuumed, ms }: VacuumedTable) => {
  if (ms < 100) return;
  const what = vacuumed
    ? `vacuum of ${table} after ${deadRows} dead rows`
    : `analyze of ${table} after ${changedRows} changed rows`;
  console.log(`[db] ${what}: ${ms.toFixed(0)} ms`);
};
const logError = (e: Error) => console.error(`[db] embedded upkeep: ${e.message}`);

export interface EmbeddedUpkeep {
  /** Stops the timer, after a check, checkpoint or vacuum in progress. */
  stop(): Promise<void>;
}

export function startEmbeddedUpkeep(
  pool: pg.Pool,
  policy: UpkeepPolicy = UPKEEP_POLICY,
  { onCheckpoint = logCheckpoint, onVacuum = logVacuum, onError = logError }: UpkeepListeners = {},
): EmbeddedUpkeep {
  // The WAL position right after this timer's last checkpoint: a checkpoint's own record moves it, so "anything
  // written since" is a change of position, not a non-zero distance.
  let quietLsn: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function check(): Promise<void> {
    await checkpointIfDue();
    for (const vacuumed of await autovacuumTables(pool, policy.vacuum)) onVacuum(vacuumed);
  }

  async function checkpointIfDue(): Promise<void> {
    const row = (await pool.query<{ lsn: string; wal_bytes: number; age_ms: number }>(WAL_SINCE_CHECKPOINT)).rows[0]!;
    const due = row.wal_bytes >= policy.maxWalBytes || (row.age_ms >= policy.maxAgeMs && row.lsn !== quietLsn);
    if (!due) return;
    const start = performance.now();
    await pool.query("CHECKPOINT");
    const ms = performance.now() - start;
    quietLsn = (await pool.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn")).rows[0]!.lsn;
    onCheckpoint(row.wal_bytes, ms);
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = check()
        .catch((e: Error) => {
          if (!stopped) onError(e);
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, policy.checkEveryMs);
    timer.unref();
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
