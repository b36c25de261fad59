// A tRPC-only HTTP server for process-level tests (crash-safety.test.ts): the same database setup, realtime bus, job
// worker and tRPC path as the production server (src/server/boot/serve.ts), without Next.js, so it starts in a
// few seconds. Run: `tsx src/server/testing/api-server.ts <dataDir>`; prints "READY <port>" once it listens.
// Test-only bootstrap: with API_SERVER_USERS=N, the first start creates N users with open sessions and writes their
// ids and session tokens to <dataDir>/users.json (there is no sign-in without next-auth).
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { handleTRPCNodeRequest } from "../api/node-http";
import { openSession } from "../auth/session";
import { createAppServer } from "../boot/http-server";
import { createPrismaClient } from "../db/client";
import { connectDatabase, prepareDatabase, setProcessDatabase } from "../db/database";
import { applyMigrationSql } from "../db/migrations";
import { gameJobHandlers } from "../games/job-handlers";
import { judgeJobHandlers } from "../judge/absence";
import { setJobKick } from "../jobs/kick";
import { JobWorker } from "../jobs/worker";
import { createRealtimeBus, setProcessRealtimeBus } from "../realtime/process-bus";
import { createUser } from "../repositories/users";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: api-server.ts <dataDir>");

const prepared = await prepareDatabase({ dataDir });
const database = connectDatabase(prepared, 1);
const fresh =
  (await database.pool.query<{ t: string | null }>(`SELECT to_regclass('"Game"')::text AS t`)).rows[0]!.t === null;
if (fresh) await applyMigrationSql(database.pool);
setProcessDatabase(database);
const db = createPrismaClient(database.pool);

const usersFile = join(dataDir, "users.json");
const wanted = Number(process.env.API_SERVER_USERS ?? 0);
if (wanted > 0 && !existsSync(usersFile)) {
  const users: { id: string; token: string }[] = [];
  for (let i = 0; i < wanted; i++) {
    // A fixed placeholder hash: these accounts never sign in with a password.
    const r = await createUser(db, {
      email: `crash-${i}@example.test`,
      displayName: `Crash ${i}`,
      passwordHash: "scrypt$0$0$0$x$x",
      role: "PLAYER",
    });
    if (!r.ok) throw new Error("user exists");
    users.push({ id: r.user.id, token: (await openSession(db, r.user.id)).sessionToken });
  }
  writeFileSync(usersFile, JSON.stringify(users));
}

const bus = await createRealtimeBus(database);
setProcessRealtimeBus(bus);
const worker = new JobWorker({
  db,
  handlers: { ...gameJobHandlers(bus), ...judgeJobHandlers(bus) },
  pollMs: 250,
  soleWorker: database.mode === "embedded",
});
setJobKick(() => worker.kick());
worker.start();

// The production server's tRPC path (boot/http-server.ts); anything else is not found.
const server = createAppServer(async (_req, res) => void res.writeHead(404).end(), false, handleTRPCNodeRequest);
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`READY ${typeof address === "object" && address ? address.port : 0}`);
});

const stop = async () => {
  server.close();
  server.closeAllConnections();
  setJobKick(null);
  await worker.stop();
  await bus.close();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
