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
import http from "node:http";
import net from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SingleConnectionPool } from "../src/server/db/database";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { parseDatabaseUrl, searchPathOption } from "../src/server/db/url";

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
const ROOT = join(import.meta.dirname, "..");
const PASSWORD = "bench password of some length";
/** Every process on one database shares the auth secret (serve.ts insists on it with DATABASE_URL). */
const AUTH_SECRET = randomBytes(32).toString("base64");

// --- HTTP ------------------------------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function request(
  port: number,
  method: string,
  path: string,
  opts: { body?: string; headers?: Record<string, string> } = {},
  retried = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: {
          ...(opts.body !== undefined ? { "content-length": Buffer.byteLength(opts.body) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed just before we reused it: the documented retry.
      if (!retried && req.reusedSocket && e.code === "ECONNRESET")
        request(port, method, path, opts, true).then(resolve, reject);
      else reject(e);
    });
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

function cookiesOf(a: Answer): string[] {
  return (a.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!);
}

interface View {
  gameId: string;
  seq: number;
  status: string;
  mySeat: number | null;
  toAct: number[];
  legalMoves: Record<string, unknown>[];
}

class Client {
  cookie = "";
  constructor(
    public port: number,
    readonly email: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    return { "content-type": "application/json", cookie: this.cookie, ...extra };
  }

  async mutation<T>(path: string, input: unknown): Promise<T> {
    const a = await request(this.port, "POST", `/api/trpc/${path}`, {
      body: JSON.stringify({ json: input }),
      headers: this.headers(),
    });
    if (a.status !== 200) throw new Error(`${path}: ${a.status} ${a.text.slice(0, 200)}`);
    return (JSON.parse(a.text) as { result: { data: { json: T } } }).result.data.json;
  }

  async query<T>(path: string, input: unknown): Promise<T> {
    const a = await request(
      this.port,
      "GET",
      `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      { headers: this.headers() },
    );
    if (a.status !== 200) throw new Error(`${path}: ${a.status} ${a.text.slice(0, 200)}`);
    return (JSON.parse(a.text) as { result: { data: { json: T } } }).result.data.json;
  }

  /** Signs up (unless the account exists) and in through next-auth's credentials callback. */
  async signIn(displayName: string): Promise<void> {
    const up = await request(this.port, "POST", "/api/trpc/auth.signUp", {
      body: JSON.stringify({ json: { email: this.email, displayName, password: PASSWORD } }),
      headers: { "content-type": "application/json" },
    });
    if (up.status !== 200 && up.status !== 409) throw new Error(`sign-up: ${up.status} ${up.text.slice(0, 200)}`);
    const csrf = await request(this.port, "GET", "/api/auth/csrf");
    const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
    const form = new URLSearchParams({ csrfToken, email: this.email, password: PASSWORD, json: "true" }).toString();
    const a = await request(this.port, "POST", "/api/auth/callback/credentials", {
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    });
    const session = cookiesOf(a).find((c) => c.startsWith("next-auth.session-token="));
    if (!session) throw new Error(`sign-in of ${this.email}: ${a.status}, no session cookie`);
    this.cookie = session;
  }

  /** table.onChange (the table page's stream) as server-sent events: every game view received goes to `onView` until `signal` aborts. */
  listen(tableId: string, onView: (v: View) => void, signal: AbortSignal, onBadEvent: (text: string) => void): void {
    const input = encodeURIComponent(JSON.stringify({ json: { tableId } }));
    const req = http.get(
      {
        host: "127.0.0.1",
        port: this.port,
        path: `/api/trpc/table.onChange?input=${input}`,
        headers: { accept: "text/event-stream", cookie: this.cookie },
        signal,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          let end;
          while ((end = text.indexOf("\n\n")) >= 0) {
            const event = text.slice(0, end);
            text = text.slice(end + 2);
            const lines = event.split("\n");
            const data = lines.find((l) => l.startsWith("data: "));
            // Named events are tRPC's own (connected, ping, restore-id: the last tracked id after an untracked event).
            if (!data || lines.some((l) => l.startsWith("event:"))) continue;
            let parsed: { json?: { kind?: string; game?: View } };
            try {
              parsed = JSON.parse(data.slice(6)) as { json?: { kind?: string; game?: View } };
            } catch {
              onBadEvent(event.slice(0, 200));
              continue;
            }
            if (parsed.json?.kind === "game" && parsed.json.game?.gameId) onView(parsed.json.game);
          }
        });
        res.on("error", () => {});
      },
    );
    req.on("error", () => {});
  }
}

// --- figures ---------------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (x: number) => (Number.isNaN(x) ? "-" : `${x.toFixed(x < 10 ? 1 : 0)} ms`);

interface RunStats {
  moves: number;
  latencies: number[];
  seenBy: number[];
  errors: number;
  errorSamples: string[];
  gamesFinished: number;
}

function error(stats: RunStats, e: unknown): void {
  stats.errors++;
  if (stats.errorSamples.length < 5) stats.errorSamples.push((e as Error).message ?? String(e));
}

// --- one game: two clients, each moving as soon as it is its turn -----------------------------------------------

class ViewBox {
  latest: View | null = null;
  private waiters: (() => void)[] = [];
  offer(v: View): void {
    if (this.latest && v.seq <= this.latest.seq) return;
    this.latest = v;
    for (const w of this.waiters.splice(0)) w();
  }
  /** Resolves once a first view has come (its stream is open and answered), or after `ms`. */
  async first(ms: number): Promise<boolean> {
    const end = Date.now() + ms;
    while (!this.latest && Date.now() < end) await this.changed(end - Date.now());
    return this.latest !== null;
  }
  /** Waits for a newer view (or `ms`). */
  changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

async function playSeat(
  seat: number,
  client: Client,
  gameId: string,
  box: ViewBox,
  sentAt: Map<number, { at: number; by: number }>,
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

interface Slot {
  a: Client;
  b: Client;
}

async function newGame(slot: Slot): Promise<{ gameId: string; tableId: string }> {
  const t = await slot.a.mutation<{ tableId: string; inviteCode: string | null }>("table.create", {
    game: "sakura",
    playerCount: 2,
    teams: "none",
    options: { rounds: 12 },
    timeControl: { kind: "per_move", seconds: 3600 },
    timeoutsBeforeForfeit: null,
    visibility: "PRIVATE",
  });
  const joined = await slot.b.mutation<{ gameId: string | null }>("table.join", {
    tableId: t.tableId,
    inviteCode: t.inviteCode ?? undefined,
  });
  if (!joined.gameId) throw new Error("the table did not start");
  return { gameId: joined.gameId, tableId: t.tableId };
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
  let s = seed;
  const rng = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let { gameId, tableId } = firstGame;
  let first = true;
  for (;;) {
    const controller = new AbortController();
    const boxes = [new ViewBox(), new ViewBox()];
    const sentAt = new Map<number, { at: number; by: number }>();
    [slot.a, slot.b].forEach((c, i) => {
      c.listen(
        tableId,
        (v) => {
          const sent = sentAt.get(v.seq);
          // The opponent's stream: how long after the move was sent this seat saw it.
          if (sent !== undefined && sent.by !== i && boxes[i]!.latest && v.seq > boxes[i]!.latest!.seq)
            stats.seenBy.push(performance.now() - sent.at);
          boxes[i]!.offer(v);
        },
        controller.signal,
        (text) => error(stats, new Error(`unreadable stream event: ${JSON.stringify(text)}`)),
      );
    });
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

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const log = join(tmpdir(), `bench-server-${port}.log`);
  const out = createWriteStream(log);
  const child = spawn(
    process.execPath,
    [
      ...NODE_FLAGS,
      ...(CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`] : []),
      join(ROOT, "bench", "serve-built.mjs"),
    ],
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
      if (text.includes("Hanafuda is ready")) resolve();
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

interface RunResult {
  db: string;
  processes: number;
  games: number;
  movesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  seen50: number;
  seen99: number;
  errors: number;
  rss: number[];
  serverCpu: number;
  benchCpu: number;
  /** The whole machine's busy CPU and the local PostgreSQL server's, in cores (1 = one core busy all the time). */
  machineCpu: number;
  postgresCpu: number;
  cores: number;
  load: number[];
  commitsPerMove: number | null;
  writesPerMove: number;
}

async function run(
  db: string,
  servers: ServerProcess[],
  clients: Client[],
  games: number,
  commits: (() => Promise<number>) | null,
): Promise<RunResult> {
  // Seats 0 and 1 of game i are connected to different processes when there are two.
  for (let i = 0; i < games; i++) {
    clients[2 * i]!.port = servers[i % servers.length]!.port;
    clients[2 * i + 1]!.port = servers[(i + 1) % servers.length]!.port;
  }
  const stats: RunStats = { moves: 0, latencies: [], seenBy: [], errors: 0, errorSamples: [], gamesFinished: 0 };
  // Setting up is not measured, but a table that cannot be opened (a busy server) is an error and its slot sits out.
  const all: Slot[] = Array.from({ length: games }, (_, i) => ({ a: clients[2 * i]!, b: clients[2 * i + 1]! }));
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
  const playing = slots.map((s, i) => runSlot(s, firstGames[i]!, start, (p) => openings.push(p), stats, i + 1));
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

function print(r: RunResult): void {
  console.log(
    `  ${r.db.padEnd(9)} ${String(r.processes).padStart(2)} proc ${String(r.games).padStart(5)} games: ${r.movesPerSecond.toFixed(0).padStart(6)} moves/s | ` +
      `move p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)} | opponent sees it p50 ${ms(r.seen50)}, p99 ${ms(r.seen99)} | ` +
      `errors ${r.errors} | server RSS ${r.rss.map((x) => `${x.toFixed(0)} MB`).join(" + ")}, CPU ${(r.serverCpu * 100).toFixed(0)}% | ` +
      `${((r.serverCpu * 1000) / Math.max(1e-9, r.movesPerSecond)).toFixed(2)} ms server CPU/move, ${r.writesPerMove.toFixed(1)} server write calls/move | bench CPU ${(r.benchCpu * 100).toFixed(0)}% | machine CPU ${(r.machineCpu * 100).toFixed(0)}% of ${r.cores * 100}% (PostgreSQL server ${(r.postgresCpu * 100).toFixed(0)}%) | load ${r.load.map((x) => x.toFixed(2)).join(" ")}` +
      (r.commitsPerMove !== null ? ` | ${r.commitsPerMove.toFixed(1)} commits/move` : ""),
  );
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
  const results: RunResult[] = [];
  const ratios: string[] = [];

  if (DBS.includes("embedded")) {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
    const server = await startServer({ DATA_DIR: dataDir });
    console.log(`embedded database (PGlite in ${dataDir}), 1 process on :${server.port}`);
    const clients = makeClients(2 * maxGames);
    try {
      await signInAll(clients, server.port);
      for (const games of GAMES) {
        const r = await run("embedded", [server], clients, games, null);
        results.push(r);
        print(r);
      }
    } finally {
      await stopServer(server);
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
        `  embedded   1 proc ${String(r.games).padStart(5)} games: ${r.movesPerSecond.toFixed(0)} moves/s ÷ ${inserts.toFixed(0)} inserts/s = ${(r.movesPerSecond / inserts).toFixed(2)}`,
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
    try {
      const clients = makeClients(2 * maxGames);
      for (const n of PROCESSES.sort()) {
        while (servers.length < n) servers.push(await startServer({ DATABASE_URL: url }));
        console.log(
          `PostgreSQL ${new URL(connectionString).host}/${dbName} schema ${schema}, ${n} process(es) on :${servers.map((s) => s.port).join(", :")}`,
        );
        await signInAll(clients, servers[0]!.port);
        for (const games of GAMES) {
          const r = await run("postgres", servers, clients, games, commits);
          results.push(r);
          print(r);
        }
      }
    } finally {
      for (const s of servers) await stopServer(s);
    }
    const pool = new pg.Pool({ connectionString, max: POOL, ...searchPathOption(schema) });
    const inserts = await insertsPerSecond(pool, POOL);
    await pool.end();
    console.log(
      `  physical limit: ${inserts.toFixed(0)} single-row committed INSERTs/s (one pool of ${POOL} connections)`,
    );
    for (const r of results.filter((x) => x.db === "postgres"))
      ratios.push(
        `  postgres ${String(r.processes).padStart(3)} proc ${String(r.games).padStart(5)} games: ${r.movesPerSecond.toFixed(0)} moves/s ÷ ${inserts.toFixed(0)} inserts/s = ${(r.movesPerSecond / inserts).toFixed(2)}`,
      );
    if (!args.includes("--keep")) await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  }

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
