// A server process without Next.js, for tests that need several processes on one database (two-processes.test.ts):
// the production database pool, realtime bus (LISTEN/NOTIFY with DATABASE_URL) and job worker, as serve.ts sets them
// up, and the production server's tRPC path (boot/http-server.ts with api/node-http.ts).
//
//   DATABASE_URL=postgresql://…?schema=… PORT=0 tsx src/server/testing/trpc-server.ts
//
// Prints one line `{"ready":true,"port":…,"pid":…,"realtime":"…"}` once it listens; SIGTERM stops it cleanly.
import { createPrismaClient } from "../db/client";
import { connectDatabase, prepareDatabase, setProcessDatabase } from "../db/database";
import { gameJobHandlers } from "../games/job-handlers";
import { setJobKick } from "../jobs/kick";
import { JobWorker } from "../jobs/worker";
import { createRealtimeBus, setProcessRealtimeBus } from "../realtime/process-bus";
import { PgNotifyBus } from "../realtime/pg-bus";
import { handleTRPCNodeRequest } from "../api/node-http";
import { createAppServer } from "../boot/http-server";

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required (several processes need a PostgreSQL server)");
  const database = connectDatabase(await prepareDatabase({ databaseUrl: url }), Number(process.env.DB_POOL_MAX) || 10);
  setProcessDatabase(database);
  const bus = await createRealtimeBus(database);
  setProcessRealtimeBus(bus);
  const worker = new JobWorker({
    db: createPrismaClient(database.pool, { schema: database.schema }),
    handlers: gameJobHandlers(bus),
  });
  setJobKick(() => worker.kick());
  worker.start();

  // The production server's tRPC path (boot/http-server.ts); anything else is not found.
  const server = createAppServer(async (_req, res) => void res.writeHead(404).end(), false, handleTRPCNodeRequest);
  server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    console.log(
      JSON.stringify({
        ready: true,
        port,
        pid: process.pid,
        realtime: bus instanceof PgNotifyBus ? "postgres" : "memory",
      }),
    );
  });
  process.on("SIGTERM", () => {
    server.close();
    server.closeAllConnections();
    void (async () => {
      setJobKick(null);
      await worker.stop();
      await bus.close();
      await database.close();
      process.exit(0);
    })();
  });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
