// A server process without Next.js, for tests that need several processes on one database (two-processes.test.ts):
// the production database pool, realtime bus (LISTEN/NOTIFY with DATABASE_URL) and job worker, as serve.ts sets them
// up, and the production tRPC handler (api/http.ts, the one the Next.js route calls) behind node:http.
//
//   DATABASE_URL=postgresql://…?schema=… PORT=0 tsx src/server/testing/trpc-server.ts
//
// Prints one line `{"ready":true,"port":…,"pid":…,"realtime":"…"}` once it listens; SIGTERM stops it cleanly.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { createPrismaClient } from "../db/client";
import { connectDatabase, prepareDatabase, setProcessDatabase } from "../db/database";
import { gameJobHandlers } from "../games/job-handlers";
import { setJobKick } from "../jobs/kick";
import { JobWorker } from "../jobs/worker";
import { createRealtimeBus, setProcessRealtimeBus } from "../realtime/process-bus";
import { PgNotifyBus } from "../realtime/pg-bus";
import { handleTRPCRequest, TRPC_ENDPOINT } from "../api/http";
import { prepareRequestHeaders } from "../boot/http-server";

async function toFetchRequest(req: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const chunks: Buffer[] = [];
  if (req.method !== "GET" && req.method !== "HEAD") for await (const c of req) chunks.push(c as Buffer);
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
    signal,
  });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  prepareRequestHeaders(req, false);
  if (!req.url?.startsWith(`${TRPC_ENDPOINT}/`)) {
    res.writeHead(404).end();
    return;
  }
  // A closed connection ends the request's subscriptions (as it does under Next.js).
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const response = await handleTRPCRequest(await toFetchRequest(req, controller.signal));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).on("error", () => res.destroy()).pipe(res);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required (several processes need a PostgreSQL server)");
  const database = connectDatabase(await prepareDatabase({ databaseUrl: url }), Number(process.env.DB_POOL_MAX) || 10);
  setProcessDatabase(database);
  const bus = await createRealtimeBus(database);
  setProcessRealtimeBus(bus);
  const worker = new JobWorker({ db: createPrismaClient(database.pool, { schema: database.schema }), handlers: gameJobHandlers(bus) });
  setJobKick(() => worker.kick());
  worker.start();

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      console.error("[trpc-server]", e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    console.log(JSON.stringify({ ready: true, port, pid: process.pid, realtime: bus instanceof PgNotifyBus ? "postgres" : "memory" }));
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
