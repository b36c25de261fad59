// `npm run bench:server`: a load benchmark of the production server. A benchmark, not a test: it prints
// figures and never fails on them.
//
// It builds the site once (`node scripts/start.mjs --build-only`, under the e2e lock), then for each database:
//  - embedded: one server process on a fresh DATA_DIR (the embedded database serves exactly one process);
//  - postgres (when DATABASE_URL is set): a fresh schema in that database, first one server process, then two
//    (the second started next to the first; the games' two players are connected to different processes).
// For every number of concurrent games C it signs real users up and in through the API, opens C Sakura tables
// (2 players, 12 rounds), and every client plays its moves over tRPC/HTTP as soon as its SSE stream (table.onChange, the table page's stream)
// says it is its turn. Printed per run: moves/s, move latency (request to answer) p50/p95/p99, how long the opponent
// took to see a move on its stream, errors, server RSS and CPU, the servers' CPU time and write system calls (socket
// writes, mostly; /proc/<pid>/io) per move, the whole machine's busy CPU and the local PostgreSQL server's (where the
// machine is all busy, a second process has no core to run on), the machine's load average, and the database's commits per move (all of
// the database's: other work on it counts too). After the runs on a
// database it measures the physical limit there: single-row committed INSERTs per second from one pool of
// DB_POOL_MAX connections (the server's own pool size), and prints moves/s ÷ inserts/s.
//
// Flags (all optional):
//   --games 50,200       concurrent games per run (e.g. 50,200,1000)
//   --seconds 15         measured seconds per run (after the tables are set up)
//   --db embedded,postgres   which databases (postgres needs DATABASE_URL)
//   --processes 1,2      server processes on PostgreSQL
//   --pool 10            DB_POOL_MAX of each server process (and of the insert measurement)
//   --no-build           use the existing .next build as it is
//   --keep               keep the PostgreSQL schema afterwards (default: dropped)
//   --cpu-prof DIR       write each server process's CPU profile (node --cpu-prof) into DIR
//   --open-loop RATE     instead of the closed loop: RATE moves/s spread over the games (e.g. --games 2000
//                        --open-loop 100), every game's two streams open throughout
//   --players 400        players signed up per server (default two per game): fewer than the seats play several
//                        games each (signing 4000 players up through the API takes long on a busy machine)
// Every run on the real server is followed by the same run on its floor (bench/floor/serve.ts: one statement per
// move, no engine, views padded to the real server's mean answer size), and a table prints the two side by side with
// the floor's CPU per move as a share of the real server's.
// The servers run with the production limits except sign-ups per address (all bench users come from 127.0.0.1):
// RATE_LIMIT_SIGN_UPS_PER_HOUR is raised; game.move keeps its per-user limit ("as fast as allowed").
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import net from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SingleConnectionPool } from "../src/server/db/database";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { parseDatabaseUrl, searchPathOption } from "../src/server/db/url";
import {
  agent,
  Client,
  error,
  newGame,
  openStreams,
  percentile,
  type RunStats,
  seeded,
  type SentAt,
  type Slot,
  type View,
  ViewBox,
  wire,
} from "./server-client";
import { openLoop } from "./server-open-loop";
import { type Kind, print, printSideBySide, type RunResult } from "./server-table";

const args = process.argv.slice(2);
function option(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const GAMES = list(option("games", "50,200")).map(Number);
const SECONDS = Number(option("seconds", "15"));
/** How long a client's table stream may take to answer before the window (beyond it: an error, and it plays on). */
const STREAMS_OPEN_MS = 120_000;
const DBS = list(option("db", process.env.DATABASE_URL ? "embedded,postgres" : "embedded"));
const PROCESSES = list(option("processes", "1,2")).map(Number);
const POOL = Number(option("pool", "10"));
const CPU_PROF = option("cpu-prof", "");
/** Moves per second of the open loop (0: the closed loop). */
const OPEN_LOOP = Number(option("open-loop", "0"));
/** Players signed up per server (0: two per game); fewer than the seats share them (each plays several games). */
const PLAYERS = Number(option("players", "0"));
const ROOT = join(import.meta.dirname, "..");
/** Every process on one database shares the auth secret (serve.ts insists on it with DATABASE_URL). */
const AUTH_SECRET = randomBytes(32).toString("base64");

async function playSeat(
  seat: number,
  client: Client,
  gameId: string,
  box: ViewBox,
  sentAt: SentAt,
  until: number,
  stats: RunStats,
  rng: () => number,
): Promise<"finished" | "time"> {
  let lastTried = -1;
  while (Date.now() < until) {
    const v = box.latest;
    if (v && v.status !== "ACTIVE") return "finished";
    if (!v || v.seq <= lastTried || v.mySeat === null || !v.toAct.includes(v.mySeat)) {
      const before = v?.seq;
      await box.changed(Math.max(1, Math.min(10_000, until - Date.now())));
      if (
        box.latest?.seq === before &&
        Date.now() < until &&
        performance.now() - (sentAt.get(before ?? -1)?.at ?? 0) > 10_000
      ) {
        // Nothing for 10 s although the game is on: resync by reading the view.
        error(stats, new Error(`game ${gameId}: no news for 10 s at seq ${before}`));
        box.offer(await client.query<View>("game.view", { gameId }));
      }
      continue;
    }
    lastTried = v.seq;
    const move = v.legalMoves[Math.floor(rng() * v.legalMoves.length)]!;
    const start = performance.now();
    sentAt.set(v.seq + 1, { at: start, by: seat });
    try {
      const next = await client.mutation<View>("game.move", { gameId, seq: v.seq, move });
      stats.latencies.push(performance.now() - start);
      stats.moves++;
      box.offer(next);
    } catch (e) {
      error(stats, e);
      box.offer(await client.query<View>("game.view", { gameId }).catch(() => v));
    }
  }
  return "time";
}

/**
 * Plays games on `slot` from `start` until the time it resolves with: the first game is already set up. `opened`
 * learns whether both first streams answered (setting up: the measured window starts once all have, or gave up).
 */
async function runSlot(
  slot: Slot,
  firstGame: { gameId: string; tableId: string },
  start: Promise<number>,
  opened: (p: Promise<boolean>) => void,
  stats: RunStats,
  seed: number,
): Promise<void> {
  let until = Number.POSITIVE_INFINITY;
  const rng = seeded(seed);
  let { gameId, tableId } = firstGame;
  let first = true;
  for (;;) {
    const controller = new AbortController();
    const sentAt: SentAt = new Map();
    const boxes = openStreams(slot, tableId, sentAt, controller.signal, stats);
    if (first) {
      opened(Promise.all(boxes.map((b) => b.first(STREAMS_OPEN_MS))).then((ok) => ok.every(Boolean)));
      until = await start;
    }
    first = false;
    try {
      const results = await Promise.all([
        playSeat(0, slot.a, gameId, boxes[0]!, sentAt, until, stats, rng),
        playSeat(1, slot.b, gameId, boxes[1]!, sentAt, until, stats, rng),
      ]);
      if (results.includes("finished")) stats.gamesFinished++;
    } catch (e) {
      error(stats, e);
    } finally {
      controller.abort();
    }
    if (Date.now() >= until) return;
    try {
      ({ gameId, tableId } = await newGame(slot));
    } catch (e) {
      error(stats, e);
      return;
    }
  }
}

// --- server processes ------------------------------------------------------------------------------------------

interface ServerProcess {
  child: ChildProcess;
  port: number;
  pid: number;
  log: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/**
 * A private copy of the production build (.next without its cache; the rest linked), taken under the e2e lock: the
 * working tree is shared, and another `next build` replacing .next mid-run would stop the servers.
 */
function snapshotBuild(): string {
  const app = mkdtempSync(join(tmpdir(), "bench-app-"));
  // scripts/ is copied: scripts/prisma.mjs only runs when its own path is the one it was started by.
  for (const name of readdirSync(ROOT))
    if (name !== ".next" && name !== "scripts") symlinkSync(join(ROOT, name), join(app, name));
  cpSync(join(ROOT, "scripts"), join(app, "scripts"), { recursive: true });
  cpSync(join(ROOT, ".next"), join(app, ".next"), {
    recursive: true,
    filter: (src) => !src.startsWith(join(ROOT, ".next", "cache")),
  });
  return app;
}
let appRoot = ROOT;

const running = new Set<ChildProcess>();
// Whatever ends this process (a crash too) ends its servers.
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * The Node.js flags `npm start` gives the server (package.json's start script, e.g. a larger young generation: fewer
 * garbage collections per move), so the benchmark's servers run as the site's do.
 */
function startFlags(startScript: string): string[] {
  const m = /^node((?:\s+--\S+)*)\s+scripts\/start\.mjs\b/.exec(startScript.trim());
  if (!m) throw new Error(`package.json's start script is not "node [--flags] scripts/start.mjs": ${startScript}`);
  return m[1]!.trim().split(/\s+/).filter(Boolean);
}
const NODE_FLAGS = startFlags(
  (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start,
);

const ENTRY: Record<Kind, { script: string[]; ready: string }> = {
  real: { script: [join(ROOT, "bench", "serve-built.mjs")], ready: "Hanafuda is ready" },
  floor: { script: ["--import", "tsx", join(ROOT, "bench", "floor", "serve.ts")], ready: "floor is ready" },
};

async function startServer(env: Record<string, string>, kind: Kind = "real"): Promise<ServerProcess> {
  const port = await freePort();
  const log = join(tmpdir(), `bench-server-${port}.log`);
  const out = createWriteStream(log);
  const child = spawn(
    process.execPath,
    [...NODE_FLAGS, ...(CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`] : []), ...ENTRY[kind].script],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: "",
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DB_POOL_MAX: String(POOL),
        RATE_LIMIT_SIGN_UPS_PER_HOUR: "1000000",
        AUTH_SECRET,
        BENCH_APP_ROOT: appRoot,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  child.on("exit", () => running.delete(child));
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  await new Promise<void>((resolve, reject) => {
    let text = "";
    child.stdout!.on("data", (c: Buffer) => {
      text += c.toString();
      if (text.includes(ENTRY[kind].ready)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the server exited (${code}); see ${log}`)));
  });
  return { child, port, pid: child.pid!, log };
}

async function stopServer(s: ServerProcess): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.kill("SIGTERM");
  await exited;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Write system calls (write, writev, send…) the process made: socket writes are most of them. */
function writeCalls(pid: number): number {
  const m = /syscw:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, "utf8"));
  return m ? Number(m[1]) : NaN;
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** The machine's CPU time so far, busy and in all (seconds of all cores together; /proc/stat). */
function machineCpuSeconds(): { busy: number; all: number } {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = f.reduce((a, b) => a + b, 0);
  return { busy: (all - f[3]! - f[4]!) / 100, all: all / 100 }; // idle and iowait are not busy
}

/** CPU seconds of the local PostgreSQL server's processes (postmaster and backends) so far; 0 when none runs here. */
function postgresCpuSeconds(): number {
  let sum = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (stat.includes(" (postgres) ")) sum += cpuSeconds(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

// --- the physical limit ----------------------------------------------------------------------------------------

async function insertsPerSecond(pool: pg.Pool, concurrency: number, seconds = 5): Promise<number> {
  const table = `bench_insert_${randomBytes(3).toString("hex")}`;
  await pool.query(
    `CREATE TABLE ${table} (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), payload text NOT NULL)`,
  );
  try {
    let n = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          await pool.query(`INSERT INTO ${table} (payload) VALUES ($1)`, [`row ${n}`]);
          n++;
        }
      }),
    );
    return n / seconds;
  } finally {
    await pool.query(`DROP TABLE ${table}`);
  }
}

// --- one run: C games on the running servers --------------------------------------------------------------------

async function run(
  db: string,
  kind: Kind,
  servers: ServerProcess[],
  clients: Client[],
  games: number,
  commits: (() => Promise<number>) | null,
): Promise<RunResult> {
  // Seats 0 and 1 of game i are connected to different processes when there are two. With fewer players than
  // seats (--players), game i is played by pair i mod pairs.
  const pairs = clients.length / 2;
  for (let i = 0; i < Math.min(games, pairs); i++) {
    clients[2 * i]!.port = servers[i % servers.length]!.port;
    clients[2 * i + 1]!.port = servers[(i + 1) % servers.length]!.port;
  }
  const stats: RunStats = { moves: 0, latencies: [], seenBy: [], errors: 0, errorSamples: [], gamesFinished: 0 };
  // Setting up is not measured, but a table that cannot be opened (a busy server) is an error and its slot sits out.
  const all: Slot[] = Array.from({ length: games }, (_, i) => ({
    a: clients[2 * (i % pairs)]!,
    b: clients[2 * (i % pairs) + 1]!,
  }));
  const opened = await inBatches(all, 10, async (s) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await newGame(s);
      } catch (e) {
        error(stats, e);
        if (attempt >= 3) return null;
      }
    }
  });
  const slots = all.filter((_, i) => opened[i] !== null);
  const firstGames = opened.filter((g): g is { gameId: string; tableId: string } => g !== null);
  if (slots.length < games) console.log(`    ${games - slots.length} of ${games} tables could not be opened`);
  let go!: (until: number) => void;
  const start = new Promise<number>((r) => (go = r));
  // Every client opens its table stream and waits for its first view before the window: 2000 streams opened in the
  // same second are a start-up storm (a restart's reconnects), measured here apart from the moves.
  const openings: Promise<boolean>[] = [];
  const opening = performance.now();
  const onOpened = (p: Promise<boolean>) => openings.push(p);
  const loop = OPEN_LOOP > 0 ? openLoop(slots, firstGames, start, onOpened, stats, OPEN_LOOP, STREAMS_OPEN_MS) : null;
  const playing = loop ? [loop] : slots.map((s, i) => runSlot(s, firstGames[i]!, start, onOpened, stats, i + 1));
  const open = (await Promise.all(openings)).filter(Boolean).length;
  console.log(
    `    ${2 * open} of ${2 * slots.length} table streams open and answered in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  );
  if (open < slots.length)
    error(stats, new Error(`${slots.length - open} games' streams did not answer within ${STREAMS_OPEN_MS / 1000} s`));
  // The measured window starts now.
  const commits0 = commits ? await commits() : 0;
  const cpu0 = servers.map((s) => cpuSeconds(s.pid));
  const writes0 = servers.map((s) => writeCalls(s.pid));
  const bench0 = process.cpuUsage();
  const machine0 = machineCpuSeconds();
  const postgres0 = postgresCpuSeconds();
  const t0 = performance.now();
  stats.moves = 0;
  stats.latencies = [];
  stats.seenBy = [];
  const rss = servers.map(() => 0);
  const sampler = setInterval(() => servers.forEach((s, i) => (rss[i] = Math.max(rss[i]!, rssMb(s.pid)))), 500);
  go(Date.now() + SECONDS * 1000);
  await Promise.all(playing);
  const elapsed = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const moves = stats.moves;
  const cpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.pid) - cpu0[i]!, 0);
  const writes = servers.reduce((sum, s, i) => sum + writeCalls(s.pid) - writes0[i]!, 0);
  const bench = process.cpuUsage(bench0);
  const machine1 = machineCpuSeconds();
  const postgresCpu = (postgresCpuSeconds() - postgres0) / elapsed;
  const commitsPerMove = commits ? ((await commits()) - commits0) / Math.max(1, moves) : null;
  const lat = stats.latencies.sort((x, y) => x - y);
  const seen = stats.seenBy.sort((x, y) => x - y);
  if (stats.errorSamples.length) console.log(`    errors, e.g.: ${stats.errorSamples.join(" | ")}`);
  return {
    db,
    kind,
    missed: loop ? (await loop).missed : null,
    processes: servers.length,
    games,
    movesPerSecond: moves / elapsed,
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    p99: percentile(lat, 99),
    seen50: percentile(seen, 50),
    seen99: percentile(seen, 99),
    errors: stats.errors,
    rss,
    serverCpu: cpu / elapsed,
    benchCpu: (bench.user + bench.system) / 1e6 / elapsed,
    machineCpu: (machine1.busy - machine0.busy) / elapsed,
    postgresCpu,
    cores: cpus().length,
    load: loadavg(),
    commitsPerMove,
    writesPerMove: writes / Math.max(1, moves),
  };
}

async function inBatches<T, R>(items: T[], size: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i]!);
      }
    }),
  );
  return out;
}

async function signInAll(clients: Client[], port: number): Promise<void> {
  const t0 = performance.now();
  await inBatches(clients, 8, async (c) => {
    c.port = port;
    if (!c.cookie) await c.signIn(`Bench ${c.email.slice(6, c.email.indexOf("@")).replace("-", " ")}`);
  });
  console.log(
    `  ${clients.length} users signed up and in through the API in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/**
 * The floor's server processes on one database, started when first needed: after the real server's first run, so
 * its views are padded to the real server's mean move answer. Its own clients (same code, the floor's cookies).
 */
class Floor {
  readonly clients: Client[];
  private started: ServerProcess[] = [];
  constructor(
    private readonly env: Record<string, string>,
    players: number,
  ) {
    this.clients = makeClients(players);
  }

  async servers(n: number): Promise<ServerProcess[]> {
    const viewBytes = Math.round(wire.moveAnswerBytes / Math.max(1, wire.moveAnswers));
    if (this.started.length === 0)
      console.log(`  the floor's views padded to ${viewBytes} bytes (the real server's mean move answer so far)`);
    while (this.started.length < n)
      this.started.push(await startServer({ ...this.env, FLOOR_VIEW_BYTES: String(viewBytes) }, "floor"));
    const fresh = this.clients.filter((c) => !c.cookie);
    if (fresh.length > 0) await signInAll(fresh, this.started[0]!.port);
    return this.started.slice(0, n);
  }

  async stop(): Promise<void> {
    for (const s of this.started) await stopServer(s);
  }
}

function makeClients(n: number): Client[] {
  const tag = randomBytes(3).toString("hex");
  return Array.from({ length: n }, (_, i) => new Client(0, `bench-${tag}-${i}@bench.test`));
}

// --- main --------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(
    `bench:server — ${cpus().length} × ${cpus()[0]?.model ?? "?"}, Node ${process.version} (servers: ${NODE_FLAGS.join(" ") || "no flags"}); games ${GAMES.join(", ")}; ${SECONDS} s per run; DB_POOL_MAX ${POOL}`,
  );
  console.log(
    `  load average at the start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  if (args.includes("--no-build")) {
    // Copying reads .next only; a build running meanwhile shows as a changed BUILD_ID or stamp, and the copy is retaken.
    console.log("  copying the existing build…");
    const stamp = () =>
      [".next/BUILD_ID", ".next/hanafuda-build-stamp"]
        .map((f) => (existsSync(join(ROOT, f)) ? readFileSync(join(ROOT, f), "utf8") : ""))
        .join("|");
    for (let attempt = 1; ; attempt++) {
      const before = stamp();
      const copy = snapshotBuild();
      if (before !== "|" && stamp() === before && existsSync(join(copy, ".next", "BUILD_ID"))) {
        appRoot = copy;
        break;
      }
      rmSync(copy, { recursive: true, force: true });
      if (attempt >= 10) throw new Error("no stable build in .next to copy (run without --no-build)");
      await new Promise((r) => setTimeout(r, 15_000));
    }
  } else {
    console.log("  building (node scripts/start.mjs --build-only, under the e2e lock) and copying the build…");
    const lock = "/work/locks/e2e";
    const haveLocks = existsSync("/work/locks");
    if (haveLocks) while (spawnSync("mkdir", [lock]).status !== 0) await new Promise((r) => setTimeout(r, 15_000));
    try {
      const r = spawnSync(process.execPath, [join(ROOT, "scripts", "start.mjs"), "--build-only"], {
        cwd: ROOT,
        stdio: "inherit",
      });
      if (r.status !== 0) throw new Error("the build failed");
      appRoot = snapshotBuild();
    } finally {
      if (haveLocks) spawnSync("rmdir", [lock]);
    }
  }
  const maxGames = Math.max(...GAMES);
  const players = PLAYERS > 0 ? 2 * Math.min(maxGames, Math.ceil(PLAYERS / 2)) : 2 * maxGames;
  const results: RunResult[] = [];
  const ratios: string[] = [];

  if (DBS.includes("embedded")) {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
    const server = await startServer({ DATA_DIR: dataDir });
    console.log(`embedded database (PGlite in ${dataDir}), 1 process on :${server.port}`);
    const clients = makeClients(players);
    const floor = new Floor({ FLOOR_PGLITE_DIR: join(dataDir, "floor") }, players);
    try {
      await signInAll(clients, server.port);
      for (const games of GAMES) {
        results.push(await run("embedded", "real", [server], clients, games, null));
        print(results.at(-1)!);
        results.push(await run("embedded", "floor", await floor.servers(1), floor.clients, games, null));
        print(results.at(-1)!);
      }
    } finally {
      await stopServer(server);
      await floor.stop();
    }
    // The physical limit on the same database, once the server let go of it (PGlite serves one connection).
    const embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, "pgdata") });
    const pool = new SingleConnectionPool({ connectionString: embedded.url });
    const inserts = await insertsPerSecond(pool, 4);
    await pool.end();
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(
      `  physical limit: ${inserts.toFixed(0)} single-row committed INSERTs/s (pool of 1, the embedded database's)`,
    );
    for (const r of results.filter((x) => x.db === "embedded"))
      ratios.push(
        `  ${r.kind.padEnd(5)} embedded   1 proc ${String(r.games).padStart(5)} games: ${r.movesPerSecond.toFixed(0)} moves/s ÷ ${inserts.toFixed(0)} inserts/s = ${(r.movesPerSecond / inserts).toFixed(2)}`,
      );
  }

  if (DBS.includes("postgres")) {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error("--db postgres needs DATABASE_URL");
    const schema = `bench_${randomBytes(4).toString("hex")}`;
    const { connectionString } = parseDatabaseUrl(base);
    const admin = new pg.Pool({ connectionString, max: 1 });
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const u = new URL(base);
    u.searchParams.set("schema", schema);
    const url = u.toString();
    const dbName = new URL(connectionString).pathname.slice(1);
    const commits = async () =>
      Number(
        (await admin.query("SELECT xact_commit FROM pg_stat_database WHERE datname = $1", [dbName])).rows[0]
          .xact_commit,
      );
    const servers: ServerProcess[] = [];
    const floor = new Floor({ DATABASE_URL: url }, players);
    try {
      const clients = makeClients(players);
      for (const n of PROCESSES.sort()) {
        while (servers.length < n) servers.push(await startServer({ DATABASE_URL: url }));
        console.log(
          `PostgreSQL ${new URL(connectionString).host}/${dbName} schema ${schema}, ${n} process(es) on :${servers.map((s) => s.port).join(", :")}`,
        );
        await signInAll(clients, servers[0]!.port);
        for (const games of GAMES) {
          results.push(await run("postgres", "real", servers, clients, games, commits));
          print(results.at(-1)!);
          results.push(await run("postgres", "floor", await floor.servers(n), floor.clients, games, commits));
          print(results.at(-1)!);
        }
      }
    } finally {
      for (const s of servers) await stopServer(s);
      await floor.stop();
    }
    const pool = new pg.Pool({ connectionString, max: POOL, ...searchPathOption(schema) });
    const inserts = await insertsPerSecond(pool, POOL);
    await pool.end();
    console.log(
      `  physical limit: ${inserts.toFixed(0)} single-row committed INSERTs/s (one pool of ${POOL} connections)`,
    );
    for (const r of results.filter((x) => x.db === "postgres"))
      ratios.push(
        `  ${r.kind.padEnd(5)} postgres ${String(r.processes).padStart(3)} proc ${String(r.games).padStart(5)} games: ${r.movesPerSecond.toFixed(0)} moves/s ÷ ${inserts.toFixed(0)} inserts/s = ${(r.movesPerSecond / inserts).toFixed(2)}`,
      );
    if (!args.includes("--keep")) await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  }

  console.log(
    `\nThe real server and its floor (${OPEN_LOOP > 0 ? `open loop, ${OPEN_LOOP} moves/s` : "closed loop"}):`,
  );
  printSideBySide(results);
  console.log("\nmoves/s ÷ inserts/s (target ≥ 0.5):");
  for (const line of ratios) console.log(line);
  console.log(
    `load average at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  agent.destroy();
  rmSync(appRoot, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    if (appRoot !== ROOT) rmSync(appRoot, { recursive: true, force: true });
    process.exit(1);
  },
);
