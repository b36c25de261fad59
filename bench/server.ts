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
//   --warm-up 10         seconds of play before the measured window (its moves and costs are not counted): the
//                        server compiles its hot code in the first seconds of play
//   --db embedded,postgres   which databases (postgres needs DATABASE_URL)
//   --processes 1,2      server processes on PostgreSQL
//   --pool 10            DB_POOL_MAX of each server process (and of the insert measurement)
//   --no-build           use the existing .next build as it is
//   --keep               keep the PostgreSQL schema and the embedded data directory afterwards (default: removed)
//   --cpu-prof DIR       write each server process's CPU profile (node --cpu-prof) into DIR
//   --open-loop RATE     instead of the closed loop: RATE moves/s spread over the games (e.g. --games 2000
//                        --open-loop 100), every game's two streams open throughout
//   --players 400        players signed up per server (default two per game): fewer than the seats play several
//                        games each (signing 4000 players up through the API takes long on a busy machine)
//   --reads              each seat reads its game's view (game.view) in the closed loop instead of moving, every read
//                        counted as a move: what a call's way through each server costs without the database
//   --floor-beside-site  the floor served from a process that also serves the site, idle (PostgreSQL only): what
//                        the real server's process (Next.js's patches and async hooks, its heap) costs the floor
//   --no-floor           the real server only (setting up thousands of games twice takes long)
//   --site-streams MS    each player's table page also holds the site's stream (system.live) with the footer's clock
//                        every MS ms, as a browser's does (the site asks for 60000); with --no-floor (the floor has none)
//   --bulk-setup         the players, their sessions and the first run's tables written to the database before the
//                        server starts (bench/server-seed.ts) instead of through the API; the moves and streams
//                        measured are the same
//   --node-flags "…"     the servers' Node.js flags instead of npm start's (e.g. "--max-semi-space-size=16")
//   --server-env "K=V …" added to the servers' environment (e.g. malloc's tunables)
// Every run on the real server is followed by the same run on its floor (bench/floor/serve.ts: one statement per
// move, no engine, views padded to the real server's mean answer size), and a table prints the two side by side with
// the floor's CPU per move as a share of the real server's.
// The servers run with the production limits except sign-ups per address (all bench users come from 127.0.0.1):
// RATE_LIMIT_SIGN_UPS_PER_HOUR is raised; game.move keeps its per-user limit ("as fast as allowed").
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SingleConnectionPool } from "../src/server/db/database";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { parseDatabaseUrl, searchPathOption } from "../src/server/db/url";
import { agent, Client, pages, wire } from "./server-client";
import {
  applyServerOptions,
  insertsPerSecond,
  NODE_FLAGS,
  ROOT,
  serverSettings,
  snapshotBuild,
  startServer,
  stopServer,
  type ServerProcess,
} from "./server-processes";
import { run, runSettings, signInAll, slotsFor, type DbCounters } from "./server-run";
import { seed } from "./server-seed";
import { print, printSideBySide, type RunResult } from "./server-table";

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
const DBS = list(option("db", process.env.DATABASE_URL ? "embedded,postgres" : "embedded"));
const PROCESSES = list(option("processes", "1,2")).map(Number);
const POOL = Number(option("pool", "10"));
serverSettings.pool = POOL;
serverSettings.cpuProfileDir = option("cpu-prof", "");
applyServerOptions(option);
/** Moves per second of the open loop (0: the closed loop). */
const OPEN_LOOP = Number(option("open-loop", "0"));
runSettings.seconds = SECONDS;
runSettings.warmUpSeconds = Number(option("warm-up", String(runSettings.warmUpSeconds)));
runSettings.openLoop = OPEN_LOOP;
runSettings.reads = args.includes("--reads");
serverSettings.floorBesideSite = args.includes("--floor-beside-site");
/** Players signed up per server (0: two per game); fewer than the seats share them (each plays several games). */
const PLAYERS = Number(option("players", "0"));
const FLOOR = !args.includes("--no-floor");
const BULK = args.includes("--bulk-setup");
if (args.includes("--site-streams")) {
  if (!args.includes("--no-floor")) throw new Error("--site-streams needs --no-floor: the floor serves no site stream");
  pages.siteClockMs = Number(option("site-streams", "60000"));
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
    `bench:server — ${cpus().length} × ${cpus()[0]?.model ?? "?"}, Node ${process.version} (servers: ${(serverSettings.nodeFlags ?? NODE_FLAGS).join(" ") || "no flags"}${Object.entries(
      serverSettings.extraEnv,
    )
      .map(([k, v]) => ` ${k}=${v}`)
      .join(
        "",
      )}); games ${GAMES.join(", ")}; ${SECONDS} s per run${runSettings.warmUpSeconds > 0 ? ` after ${runSettings.warmUpSeconds} s of warm-up` : ""}; DB_POOL_MAX ${POOL}`,
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
        serverSettings.appRoot = copy;
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
      serverSettings.appRoot = snapshotBuild();
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
    const clients = makeClients(players);
    let premade = BULK ? (await seed({ dataDir }, clients, slotsFor(clients, GAMES[0]!))).games : [];
    const server = await startServer({ DATA_DIR: dataDir });
    console.log(`embedded database (PGlite in ${dataDir}), 1 process on :${server.port}`);
    const floor = new Floor({ FLOOR_PGLITE_DIR: join(dataDir, "floor") }, players);
    try {
      await signInAll(clients, server.port);
      for (const games of GAMES) {
        results.push(await run("embedded", "real", [server], clients, games, null, premade));
        premade = [];
        print(results.at(-1)!);
        if (!FLOOR) continue;
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
    if (args.includes("--keep")) console.log(`  the embedded database is kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
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
    const commits = async (): Promise<DbCounters> => {
      const row = (
        await admin.query(
          `SELECT xact_commit, pg_current_wal_lsn() - '0/0' AS wal, (SELECT count(*) FROM "${schema}"."Job") AS jobs
           FROM pg_stat_database WHERE datname = $1`,
          [dbName],
        )
      ).rows[0];
      return { commits: Number(row.xact_commit), walBytes: Number(row.wal), jobRows: Number(row.jobs) };
    };
    const servers: ServerProcess[] = [];
    const floor = new Floor({ DATABASE_URL: url }, players);
    try {
      const clients = makeClients(players);
      let premade = BULK ? (await seed({ databaseUrl: url }, clients, slotsFor(clients, GAMES[0]!))).games : [];
      for (const n of PROCESSES.sort()) {
        while (servers.length < n) servers.push(await startServer({ DATABASE_URL: url }));
        console.log(
          `PostgreSQL ${new URL(connectionString).host}/${dbName} schema ${schema}, ${n} process(es) on :${servers.map((s) => s.port).join(", :")}`,
        );
        await signInAll(clients, servers[0]!.port);
        for (const games of GAMES) {
          results.push(await run("postgres", "real", servers, clients, games, commits, premade));
          premade = [];
          print(results.at(-1)!);
          if (!FLOOR) continue;
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
  if (pages.siteClockMs !== null)
    console.log(`site streams (the footer's clock every ${pages.siteClockMs} ms): ${wire.siteEvents} events received`);
  console.log(
    `load average at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  agent.destroy();
  rmSync(serverSettings.appRoot, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    if (serverSettings.appRoot !== ROOT) rmSync(serverSettings.appRoot, { recursive: true, force: true });
    process.exit(1);
  },
);
