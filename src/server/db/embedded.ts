// The embedded PostgreSQL: PGlite (Postgres compiled to WebAssembly) served on 127.0.0.1 over the wire protocol by
// pglite-socket, so the app, the Prisma CLI and tests all reach it through the ordinary `pg` driver.
// pglite-socket serves ONE client connection at a time: whoever connects must use a pool
// of one, and nothing else may connect while it holds the connection. The app's own pool connects in process instead
// (pglite-stream.ts); the socket stays for the tools that open their own connection by URL.
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./migrations";
import { PGliteStream } from "./pglite-stream";

export interface EmbeddedPostgres {
  /** postgresql:// URL of the socket server (user and database "postgres"). */
  url: string;
  /** The directory the data lives in, or null for an in-memory database. */
  dataDir: string | null;
  /** A new connection in this process (pg's `stream` option): the app's pool uses it rather than the socket. */
  connection(): PGliteStream;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseBusyError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** PGlite's files must only ever be opened by one process: a lock file with our pid guards the directory. */
function takeLock(dataDir: string): () => void {
  const lock = join(dataDir, "hanafuda.lock");
  try {
    const pid = Number(readFileSync(lock, "utf8").trim());
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new EmbeddedDatabaseBusyError(
        `The embedded database in ${dataDir} is in use by process ${pid} (a running server?). Stop it first, ` +
          `or use another DATA_DIR.`,
      );
    }
  } catch (e) {
    if (e instanceof EmbeddedDatabaseBusyError) throw e;
    // no lock, or an unreadable one: take it
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

/**
 * PostgreSQL's shared memory is written at start, so all of it is resident in the server process for its whole life:
 * PGlite's WebAssembly memory is 30 MB resident with 16 MB of shared buffers, 48 MB with 32 MB (PGlite alone: RSS 295
 * MB with the default 128 MB; bench/RESULTS.md). 16 MB hold 2,048 pages: the whole database after 400 live games (7.4
 * MB) and the hot rows of many more; a page not held is read from the file, which the operating system caches.
 *
 * A new 16 MB WAL file is not filled with zeros first: the statement that needs it (about one a minute at 100 moves a
 * second) would wait for 16 MB of writes on the event loop, 40–50 ms; PostgreSQL writes its last byte instead.
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB", "-c", "wal_init_zero=off"];

/**
 * Creates the data directory in a child process (scripts/pglite-initdb.mjs): initdb inside this process would leave
 * 740–801 MB of garbage WebAssembly memory here until a full collection (bench/RESULTS.md). The child works in a
 * directory beside `dataDir` and PG_VERSION, which marks a created directory, moves last: a start stopped half-way
 * leaves no half-made database behind.
 */
async function createDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const scratch = `${dataDir}.initdb`;
  rmSync(scratch, { recursive: true, force: true });
  const script = join(projectRoot(), "scripts", "pglite-initdb.mjs");
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [script, scratch, JSON.stringify(START_PARAMS)], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let text = "";
    child.stderr.on("data", (d: Buffer) => (text += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`initdb failed (${code}): ${text}`))));
  });
  if (!existsSync(join(scratch, "PG_VERSION"))) throw new Error(`initdb made no database: ${stderr}`);
  for (const entry of readdirSync(scratch)) {
    if (entry === "PG_VERSION") continue;
    // What a start stopped while moving left behind.
    rmSync(join(dataDir, entry), { recursive: true, force: true });
    renameSync(join(scratch, entry), join(dataDir, entry));
  }
  renameSync(join(scratch, "PG_VERSION"), join(dataDir, "PG_VERSION"));
  rmSync(scratch, { recursive: true, force: true });
}

/**
 * Starts PGlite (persisted in `dataDir`, or in memory when it is omitted, optionally loaded from a `template` made
 * with PGlite's dumpDataDir) and serves it on a free local port.
 */
export async function startEmbeddedPostgres(
  opts: { dataDir?: string; template?: Blob } = {},
): Promise<EmbeddedPostgres> {
  let releaseLock = () => {};
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    releaseLock = takeLock(opts.dataDir);
  }
  let db: PGlite | undefined;
  try {
    if (opts.dataDir) await createDataDir(opts.dataDir);
    db = opts.dataDir
      ? await PGlite.create(opts.dataDir, { startParams: START_PARAMS })
      : await PGlite.create({ startParams: START_PARAMS, ...(opts.template ? { loadDataDir: opts.template } : {}) });
    // Our pool holds one connection (database.ts). The second slot only bridges the moment a broken connection is
    // replaced, when the old socket may not be released yet; two clients never run queries at the same time.
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 2 });
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    let stopped = false;
    const pglite = db;
    return {
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
      dataDir: opts.dataDir ?? null,
      connection: () => new PGliteStream(pglite),
      async stop() {
        if (stopped) return;
        stopped = true;
        await server.stop();
        await pglite.close();
        releaseLock();
      },
    };
  } catch (e) {
    await db?.close().catch(() => {});
    releaseLock();
    throw e;
  }
}
