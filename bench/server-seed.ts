// bench:server's bulk set-up (`--bulk-setup`): its players, their sessions and the first run's tables written to the
// database with the site's own code (the repositories, the table service) before the server starts, as the site
// stores them. Signing thousands of players up and in through the API costs two scrypt hashes each, and opening
// thousands of tables through it took most of an hour on a busy machine; what is measured (the moves and the
// streams, over HTTP on the real server) does not change. Every player gets the same password hash, made once with
// the site's parameters (a benchmark's users, not real ones: the server's hashing is untouched).
import { hashPassword } from "../src/server/auth/password";
import { openSession } from "../src/server/auth/session";
import { createPrismaClient } from "../src/server/db/client";
import { connectDatabase, prepareDatabase } from "../src/server/db/database";
import { deployMigrations } from "../src/server/db/migrations";
import { createTable, joinTable } from "../src/server/games/tables";
import type { RealtimeBus } from "../src/server/realtime/bus";
import { createUser } from "../src/server/repositories/users";
import { type Client, NEW_TABLE, PASSWORD, type Slot } from "./server-client";
import { inBatches } from "./server-run";

/** Nobody listens before the server starts: the table service's announcements go nowhere. */
const silentBus: RealtimeBus = {
  publish: async () => {},
  subscribe: () => ({
    [Symbol.asyncIterator]: () => ({ next: async () => ({ done: true as const, value: undefined }) }),
  }),
  close: async () => {},
};

export interface Seeded {
  /** The first run's games, in the order of the slots asked for. */
  games: { gameId: string; tableId: string }[];
}

/**
 * Writes `clients` as users with open sessions (each client gets its session cookie) and starts one game per slot,
 * on the database a server will serve: PostgreSQL (`databaseUrl`, its schema migrated here first) or the embedded
 * one under `dataDir` (opened here, then closed for the server).
 */
export async function seed(
  target: { databaseUrl: string } | { dataDir: string },
  clients: Client[],
  slots: Slot[],
): Promise<Seeded> {
  const opening = performance.now();
  const prepared = await prepareDatabase(target);
  await deployMigrations(prepared.url);
  const database = connectDatabase(prepared, 10);
  console.log(`  bulk set-up: database opened and migrated in ${((performance.now() - opening) / 1000).toFixed(1)} s`);
  // CPU time says what the set-up costs whatever else the machine runs; wall time depends on that.
  const cpu = () => process.cpuUsage();
  const took = (t: number, c: NodeJS.CpuUsage, n: number) => {
    const used = process.cpuUsage(c);
    return `${((performance.now() - t) / 1000).toFixed(1)} s (${((used.user + used.system) / 1000 / Math.max(1, n)).toFixed(1)} ms of the bench's CPU each)`;
  };
  const t0 = performance.now();
  const c0 = cpu();
  const db = createPrismaClient(database.pool, database.schema ? { schema: database.schema } : {});
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const ids = new Map<Client, string>();
    await inBatches(clients, 10, async (c) => {
      const n = c.email.slice(6, c.email.indexOf("@")).replace("-", " ");
      const made = await createUser(db, { email: c.email, displayName: `Bench ${n}`, passwordHash });
      if (!made.ok) throw new Error(`bulk set-up: ${c.email} ${made.reason}`);
      ids.set(c, made.user.id);
      c.cookie = `next-auth.session-token=${(await openSession(db, made.user.id)).sessionToken}`;
    });
    console.log(`  ${clients.length} users and sessions written in ${took(t0, c0, clients.length)}`);
    const t1 = performance.now();
    const c1 = cpu();
    const ctx = { db, bus: silentBus };
    const games = await inBatches(slots, 10, async (s) => {
      const t = await createTable(ctx, ids.get(s.a)!, NEW_TABLE);
      const joined = await joinTable(ctx, ids.get(s.b)!, {
        tableId: t.tableId,
        ...(t.inviteCode ? { inviteCode: t.inviteCode } : {}),
      });
      if (!joined.gameId) throw new Error("bulk set-up: the table did not start");
      return { gameId: joined.gameId, tableId: t.tableId };
    });
    console.log(`  ${games.length} tables started in ${took(t1, c1, games.length)}`);
    return { games };
  } finally {
    await db.$disconnect();
    await database.close();
  }
}
