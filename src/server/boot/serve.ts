// The server process (scripts/start.mjs): configuration, database, migrations, first admin, the realtime bus and the
// job worker, then Next.js. Stops cleanly on SIGINT/SIGTERM: no new connections, open streams closed, the worker
// done with its job in hand, the bus closed, the pool ended and the embedded database closed (PGlite must be closed
// to keep its files consistent).
import next from "next";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { parseEnv, EnvError } from "../../env";
import { createPrismaClient } from "../db/client";
import { connectDatabase, prepareDatabase, setProcessDatabase, type Database } from "../db/database";
import { EmbeddedDatabaseBusyError } from "../db/embedded";
import { gameJobHandlers } from "../games/job-handlers";
import { mailConfigFromEnv, mailStartupLine } from "../mail/config";
import { mailJobHandlers } from "../mail/job-handlers";
import { pushConfig, pushStartupLine } from "../push/config";
import { pushJobHandlers } from "../push/job-handlers";
import { judgeJobHandlers } from "../judge/absence";
import { tournamentJobHandlers } from "../tournaments/job-handlers";
import { stopJudgeCoordinators } from "../judge/coordinator";
import { setJobKick } from "../jobs/kick";
import { JobWorker } from "../jobs/worker";
import { createRealtimeBus, setProcessRealtimeBus } from "../realtime/process-bus";
import { deployMigrations, listMigrations, projectRoot } from "../db/migrations";
import { promoteToAdmin } from "../repositories/users";
import { resolveAuthSecret } from "./auth-secret";
import { startHeapGrowth } from "./heap-growth";
import { handleTRPCNodeRequest } from "../api/node-http";
import { createAppServer, loadNextResponseConfig, withNextResponseConfig } from "./http-server";
import { withStaticFiles } from "./static-files";
import { ownOrigin, warmUp } from "./warm-up";

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function waitForDatabase(database: Database): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.pool.query("SELECT 1");
      return;
    } catch (e) {
      if (attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export async function serve({ dev, root }: { dev: boolean; root: string }): Promise<void> {
  process.env.HANAFUDA_ROOT = root;
  let env;
  try {
    env = parseEnv();
  } catch (e) {
    fail(e instanceof EnvError ? e.message : String(e));
  }
  const dataDir = resolve(root, env.DATA_DIR);
  startHeapGrowth(env.HEAP_GROWTH, (line) => console.log(line));

  try {
    const { secret, source } = resolveAuthSecret(env, dataDir);
    process.env.AUTH_SECRET = secret;
    process.env.NEXTAUTH_SECRET = secret;
    if (source === "generated") console.log(`  auth secret: generated and kept in ${resolve(dataDir, "auth-secret")}`);
  } catch (e) {
    fail(e instanceof EnvError ? e.message : String(e));
  }
  // Without a public URL, next-auth builds its URLs from the request's Host header.
  if (!env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST = "true";

  // Database
  let database: Database;
  try {
    const prepared = await prepareDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    console.log(
      prepared.mode === "embedded"
        ? `  database: embedded PostgreSQL (PGlite) in ${resolve(dataDir, "pgdata")}`
        : `  database: PostgreSQL at ${new URL(prepared.url).host}${new URL(prepared.url).pathname}`,
    );
    try {
      await deployMigrations(prepared.url);
    } catch (e) {
      await prepared.embedded?.stop();
      throw e;
    }
    console.log(`  migrations: ${listMigrations().length} committed, all applied (prisma migrate deploy)`);
    database = connectDatabase(prepared, env.DB_POOL_MAX);
    await waitForDatabase(database);
  } catch (e) {
    if (e instanceof EmbeddedDatabaseBusyError) fail(e.message);
    fail(`The database could not be opened: ${(e as Error).message}`);
  }
  setProcessDatabase(database);

  if (env.ADMIN_EMAIL) {
    // A client of its own, dropped at once: the pages create the process's client inside the Next.js bundle.
    const prisma = createPrismaClient(database.pool, { schema: database.schema });
    const admin = await promoteToAdmin(prisma, env.ADMIN_EMAIL);
    await prisma.$disconnect();
    console.log(
      admin
        ? `  admin: ${env.ADMIN_EMAIL} is an admin`
        : `  admin: ${env.ADMIN_EMAIL} becomes an admin when that account signs up`,
    );
  }

  // Realtime fan-out (in memory, or LISTEN/NOTIFY with an external database) and the durable job queue's worker:
  // move deadlines and after-move bookkeeping run here, on the same database as the pages.
  const bus = await createRealtimeBus(database).catch((e: Error) =>
    fail(`The realtime listener could not connect: ${e.message}`),
  );
  setProcessRealtimeBus(bus);
  const mailConfig = mailConfigFromEnv(env, process.env.AUTH_SECRET);
  console.log(mailStartupLine(mailConfig));
  const workerDb = createPrismaClient(database.pool, { schema: database.schema });
  // The keys are made now when there are none, so the first browser to subscribe and the first push find them.
  console.log(pushStartupLine(await pushConfig(workerDb)));
  const worker = new JobWorker({
    db: workerDb,
    handlers: {
      ...gameJobHandlers(bus),
      ...judgeJobHandlers(bus),
      ...tournamentJobHandlers(bus),
      ...mailJobHandlers(mailConfig),
      ...pushJobHandlers(),
    },
    soleWorker: database.mode === "embedded",
  });
  setJobKick(() => worker.kick());
  worker.start();
  console.log(
    `  realtime: ${database.mode === "embedded" ? "in memory (one process)" : "PostgreSQL LISTEN/NOTIFY"}; job worker started`,
  );

  // Next.js
  const app = next({ dev, dir: projectRoot(), hostname: env.HOST ?? "localhost", port: env.PORT });
  await app.prepare();
  // In production tRPC calls skip Next.js (http-server.ts); in development Next.js's route serves them, reloading
  // the routers with the pages.
  const api = dev
    ? undefined
    : withNextResponseConfig(handleTRPCNodeRequest, await loadNextResponseConfig(projectRoot()));
  const pages = app.getRequestHandler();
  const handle = dev ? pages : withStaticFiles(pages, join(projectRoot(), ".next", "static"));
  const server: Server = createAppServer(handle, env.TRUST_PROXY, api);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log("Stopping now.");
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping (again to force)…`);
    server.close();
    server.closeIdleConnections();
    // Subscriptions (server-sent events) never end by themselves.
    const force = setTimeout(() => server.closeAllConnections(), 2000);
    force.unref();
    try {
      await app.close?.();
    } catch {
      // Next.js may already be closing
    }
    setJobKick(null);
    // Live Judge matches are let go at once, so another process can take them over without waiting for the lease.
    await stopJudgeCoordinators().catch(() => {});
    await worker.stop();
    await bus.close();
    await database.close();
    console.log("Stopped.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  server.on("error", async (e: NodeJS.ErrnoException) => {
    await worker.stop();
    await bus.close();
    await database.close();
    if (e.code === "EADDRINUSE")
      fail(`Port ${env.PORT} is already in use. Start on another one, e.g. PORT=3001 npm start`);
    fail(`The server could not start: ${e.message}`);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    const shown = !env.HOST || env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    console.log(
      `\nHanafuda is ready: http://${shown}:${port}  (${dev ? "development" : "production"}; Ctrl+C stops it)\n`,
    );
    // In development each page compiles when first opened, as its author expects.
    if (!dev && typeof address === "object" && address) void warmUp(ownOrigin(address));
  });
}
