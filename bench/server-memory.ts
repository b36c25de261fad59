// `npm run bench:memory`: what live games hold in one production server process. A benchmark, not a test.
//
// On one server (the existing build, as `bench:server --no-build` serves it) it opens live games step by step (e.g.
// 0, 200, 400), each with both players' table streams open and a few moves played, and at each step, once the server
// is idle: its RSS, and its live heap from a heap snapshot (the snapshot's full collection first; the files stay in
// --dir for `tsx bench/heap-snapshot.ts A B`, which says by kind of object what B holds more than A).
//
// Flags: --games 0,200,400   --db postgres|embedded (postgres needs DATABASE_URL)   --players 200 (shared
// round-robin when fewer than the seats)   --moves 6 (per game at each step)   --dir DIR (snapshots; default a temp
// dir)   --node-flags "--max-semi-space-size=16" (the server's Node flags instead of npm start's)   --server-env
// "MALLOC_ARENA_MAX=2" (added to the server's environment)   --data-dir DIR (embedded: this data directory, kept
// after the run, e.g. one a previous run created: a reopened database rather than a fresh one)   --no-snapshots
// (RSS only: a snapshot grows malloc's heap, so the RSS of later steps is not comparable after one)   --pace 2
// --pace-seconds 60 (after each step's figures, moves at a player's pace: 2 moves/s over all the live games for 60 s,
// then the RSS again: a site's steady state, where V8 gives back what a burst of set-up left committed; with
// --no-snapshots)   --idle-seconds 75 (then that long with the streams open and no move, and the RSS again, with
// the server's latest "heap:" line: a process turning quiet compacts its heap, heap-growth.ts; with --no-snapshots). With --no-snapshots, each step's RSS is read twice: 5 s after its moves (with whatever garbage the
// burst left, which V8 collects when it sees fit) and after a full collection, with V8's heap in use then: what the live
// games hold (V8 keeps the pages it committed, so the RSS after a collection falls only when it gives them back).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { setMaxListeners } from "node:events";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { parseDatabaseUrl } from "../src/server/db/url";
import { summarize } from "./heap-snapshot";
import { rssMb, rssParts } from "./proc-stats";
import { agent, Client, newGame, openStreams, type RunStats, type Slot, type ViewBox, wire } from "./server-client";
import {
  applyServerOptions,
  NODE_FLAGS,
  serverSettings,
  snapshotBuild,
  startServer,
  stopServer,
} from "./server-processes";
import { inBatches, signInAll } from "./server-run";

const args = process.argv.slice(2);
const option = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
};
const STEPS = option("games", "0,200,400").split(",").map(Number);
const DB = option("db", process.env.DATABASE_URL ? "postgres" : "embedded");
const MOVES = Number(option("moves", "6"));
const DIR = option("dir", "") || mkdtempSync(join(tmpdir(), "bench-heap-"));
mkdirSync(DIR, { recursive: true });
/** RSS only: a heap snapshot leaves malloc's heap grown, so the RSS of the steps after one is not comparable. */
const NO_SNAPSHOTS = args.includes("--no-snapshots");
const PACE = Number(option("pace", "0"));
const PACE_SECONDS = Number(option("pace-seconds", "60"));
const IDLE_SECONDS = Number(option("idle-seconds", "0"));
applyServerOptions(option);
// A diagnostic report (SIGURG) gives V8's own heap figures without a collection, beside the snapshot (SIGUSR2).
serverSettings.extraFlags = [
  `--heapsnapshot-signal=SIGUSR2`,
  `--diagnostic-dir=${DIR}`,
  "--report-on-signal",
  "--report-signal=SIGURG",
  `--report-directory=${DIR}`,
  "--expose-gc",
  "--require",
  join(import.meta.dirname, "collect-on-signal.cjs"),
];

interface Live {
  slot: Slot;
  gameId: string;
  boxes: [ViewBox, ViewBox];
}

/** Plays `n` moves of `g`, each by the seat to move once its stream shows the latest view (gives up after 60 s). */
async function play(g: Live, n: number, stats: RunStats): Promise<void> {
  const until = Date.now() + 60_000;
  for (let done = 0; done < n;) {
    if (Date.now() > until) {
      stats.errors++;
      if (stats.errorSamples.length < 5) stats.errorSamples.push(`game ${g.gameId}: no view on its streams`);
      return;
    }
    const [a, b] = g.boxes.map((x) => x.latest);
    const latest = (a?.seq ?? -1) >= (b?.seq ?? -1) ? a : b;
    if (!latest || latest.status !== "ACTIVE") return;
    const seat = latest.toAct[0];
    if (seat === undefined || g.boxes[seat]!.latest?.seq !== latest.seq) {
      await Promise.race(g.boxes.map((x) => x.changed(2000)));
      continue;
    }
    const client = seat === 0 ? g.slot.a : g.slot.b;
    // The moves of the seat to move are in its own view.
    const legal = g.boxes[seat]!.latest!.legalMoves;
    try {
      const next = await client.mutation<typeof latest>("game.move", {
        gameId: g.gameId,
        seq: latest.seq,
        move: legal[done % legal.length],
      });
      g.boxes[seat]!.offer(next);
      done++;
    } catch (e) {
      stats.errors++;
      if (stats.errorSamples.length < 5) stats.errorSamples.push((e as Error).message);
      return;
    }
  }
}

/** One move at a time, round the live games, `rate` moves a second for `seconds` (a player's pace, not a burst). */
async function playAtPace(live: Live[], rate: number, seconds: number, stats: RunStats): Promise<void> {
  const end = Date.now() + seconds * 1000;
  const inFlight: Promise<void>[] = [];
  if (live.length === 0) await new Promise((r) => setTimeout(r, seconds * 1000));
  for (let i = 0; Date.now() < end && live.length > 0; i++) {
    inFlight.push(play(live[i % live.length]!, 1, stats));
    await new Promise((r) => setTimeout(r, 1000 / rate));
  }
  await Promise.all(inFlight);
}

async function snapshot(pid: number): Promise<string> {
  const before = new Set(readdirSync(DIR));
  process.kill(pid, "SIGUSR2");
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const file = readdirSync(DIR).find((f) => !before.has(f) && f.endsWith(".heapsnapshot"));
    if (!file) continue;
    const size = statSync(join(DIR, file)).size;
    await new Promise((r) => setTimeout(r, 3000));
    if (size > 0 && statSync(join(DIR, file)).size === size) return join(DIR, file);
  }
}

interface Report {
  javascriptHeap: {
    totalMemory: number;
    externalMemory: number;
    heapSpaces: Record<string, { memorySize: number; used: number }>;
  };
}

/** The server's RSS after a full collection (collect-on-signal.cjs) and a second for the pages it frees. */
async function collectedRss(pid: number): Promise<number> {
  process.kill(pid, "SIGWINCH");
  await new Promise((r) => setTimeout(r, 2000));
  return rssMb(pid);
}

/** V8's heap as the server's diagnostic report gives it: committed in all, its young generation, and external. */
async function v8HeapFigures(pid: number): Promise<{ text: string; usedMb: number } | null> {
  const before = new Set(readdirSync(DIR));
  process.kill(pid, "SIGURG");
  for (let i = 0; i < 60; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const file = readdirSync(DIR).find((f) => !before.has(f) && f.startsWith("report.") && f.endsWith(".json"));
    if (!file) continue;
    let report: Report;
    try {
      report = JSON.parse(readFileSync(join(DIR, file), "utf8")) as Report;
    } catch {
      continue; // still being written
    }
    rmSync(join(DIR, file));
    const h = report.javascriptHeap;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    const young = (h.heapSpaces.new_space?.memorySize ?? 0) + (h.heapSpaces.new_large_object_space?.memorySize ?? 0);
    const used = Object.values(h.heapSpaces).reduce((sum, x) => sum + x.used, 0);
    // Each space's committed / used MB: where a heap that holds more than it uses keeps its room.
    const spaces = Object.entries(h.heapSpaces)
      .filter(([, x]) => x.memorySize >= 1024 * 1024)
      .map(([name, x]) => `${name.replace(/_space$/, "")} ${mb(x.memorySize)}/${mb(x.used)}`)
      .join(", ");
    const text = `V8 heap ${mb(h.totalMemory)} MB (young ${mb(young)}, used ${mb(used)}; ${spaces}), external ${mb(h.externalMemory)} MB`;
    return { text, usedMb: used / 1024 / 1024 };
  }
  return null;
}

async function v8Heap(pid: number): Promise<string> {
  return (await v8HeapFigures(pid))?.text ?? "no report";
}

async function main(): Promise<void> {
  const added = Object.entries(serverSettings.extraEnv).map(([k, v]) => ` ${k}=${v}`);
  console.log(
    `bench:memory — ${DB}, steps ${STEPS.join(", ")} live games, ${MOVES} moves per game per step; server: ${(serverSettings.nodeFlags ?? NODE_FLAGS).join(" ") || "no flags"}${added.join("")}`,
  );
  console.log(
    `  load average at the start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}; snapshots in ${DIR}`,
  );
  serverSettings.appRoot = snapshotBuild();
  let env: Record<string, string>;
  let drop = async () => {};
  if (DB === "postgres") {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error("--db postgres needs DATABASE_URL");
    const schema = `bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Pool({ connectionString: parseDatabaseUrl(base).connectionString, max: 1 });
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const u = new URL(base);
    u.searchParams.set("schema", schema);
    env = { DATABASE_URL: u.toString() };
    drop = async () => {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    };
  } else {
    const kept = option("data-dir", "");
    const dataDir = kept || mkdtempSync(join(tmpdir(), "bench-data-"));
    env = { DATA_DIR: dataDir };
    console.log(
      `  data directory ${dataDir}: ${existsSync(join(dataDir, "pgdata", "PG_VERSION")) ? "reopened" : "fresh"}`,
    );
    if (!kept) drop = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const server = await startServer(env);
  const maxGames = Math.max(...STEPS);
  const players = 2 * Math.ceil(Math.min(2 * maxGames, Number(option("players", "200"))) / 2);
  const tag = randomBytes(3).toString("hex");
  const clients = Array.from({ length: Math.max(2, players) }, (_, i) => new Client(0, `bench-${tag}-${i}@bench.test`));
  const stats: RunStats = { moves: 0, latencies: [], seenBy: [], errors: 0, errorSamples: [], gamesFinished: 0 };
  const live: Live[] = [];
  const controller = new AbortController();
  setMaxListeners(0, controller.signal); // every stream of the run listens to it
  const rows: string[] = [];
  let previous: { games: number; heap: number; rss: number } | null = null;
  let previousCollected: { games: number; rss: number; usedMb: number } | null = null;
  let previousIdle: { games: number; rss: number } | null = null;
  let previousPaced: { games: number; rss: number } | null = null;
  /** The server's "heap:" lines already printed: each idle reading prints the ones since. */
  let heapLinesSeen = 0;
  try {
    await signInAll(clients, server.port);
    const pairs = clients.length / 2;
    for (const games of STEPS) {
      const fresh: Slot[] = [];
      for (let i = live.length; i < games; i++)
        fresh.push({ a: clients[2 * (i % pairs)]!, b: clients[2 * (i % pairs) + 1]! });
      // A busy answer (503: no database connection in time) is tried again, as run() does.
      const opened = await inBatches(fresh, 10, async (slot) => {
        for (let attempt = 1; ; attempt++) {
          try {
            return { slot, ...(await newGame(slot)) };
          } catch (e) {
            if (attempt >= 5 || !/: 503 /.test((e as Error).message)) throw e;
            await new Promise((r) => setTimeout(r, 2000));
          }
        }
      });
      // Streams opened 20 games at a time: the memory of open streams is measured here, not an opening storm.
      await inBatches(opened, 20, async (o) => {
        const boxes = openStreams(o.slot, o.tableId, new Map(), controller.signal, stats);
        live.push({ slot: o.slot, gameId: o.gameId, boxes });
        await Promise.all(boxes.map((b) => b.first(120_000)));
      });
      await inBatches(live, 10, (g) => play(g, MOVES, stats));
      if (wire.streamReopens)
        console.log(`  streams opened again: ${wire.streamReopens} (${wire.reopenReasons.join(" | ")})`);
      await new Promise((r) => setTimeout(r, 5000));
      const rss = rssMb(server.pid);
      const parts = rssParts(server.pid);
      const where = `malloc heap ${parts.mallocHeap.toFixed(0)} MB, WebAssembly memory ${parts.wasmMemory.toFixed(0)} MB (${parts.wasmMemories.map((x) => x.toFixed(0)).join(" + ")}), code ${parts.code.toFixed(0)} MB, thread arenas ${parts.mallocArenas.toFixed(0)} MB, other anonymous ${parts.otherAnonymous.toFixed(0)} MB, files ${parts.files.toFixed(0)} MB; ${await v8Heap(server.pid)}`;
      if (NO_SNAPSHOTS) {
        console.log(`  ${String(games).padStart(5)} live games: RSS ${rss.toFixed(0)} MB (${where})`);
        const collected = await collectedRss(server.pid);
        const heap = await v8HeapFigures(server.pid);
        const kbPerGame = (mb: number) => `${((mb * 1024) / (games - previousCollected!.games)).toFixed(0)} KB`;
        const per =
          previousCollected && heap
            ? `; per further live game: V8 heap in use ${kbPerGame(heap.usedMb - previousCollected.usedMb)}, RSS ${kbPerGame(collected - previousCollected.rss)}`
            : "";
        console.log(
          `        after a full collection: RSS ${collected.toFixed(0)} MB; ${heap?.text ?? "no report"}${per}`,
        );
        previousCollected = { games, rss: collected, usedMb: heap?.usedMb ?? 0 };
        if (PACE > 0) {
          await playAtPace(live, PACE, PACE_SECONDS, stats);
          const pacedRss = rssMb(server.pid);
          const per = previousPaced
            ? `; per further live game: RSS ${(((pacedRss - previousPaced.rss) * 1024) / (games - previousPaced.games)).toFixed(0)} KB`
            : "";
          const paced = `RSS ${pacedRss.toFixed(0)} MB; ${await v8Heap(server.pid)}${per}`;
          console.log(`        then ${PACE_SECONDS} s at ${PACE} moves/s: ${paced}`);
          previousPaced = { games, rss: pacedRss };
        }
        if (IDLE_SECONDS > 0) {
          await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
          const idle = rssMb(server.pid);
          const heapLines = readFileSync(server.log, "utf8")
            .split("\n")
            .filter((l) => l.includes("heap:"));
          const heapLine = heapLines.slice(heapLinesSeen).join(" | ").trim();
          heapLinesSeen = heapLines.length;
          const per = previousIdle
            ? `; per further live game: RSS ${(((idle - previousIdle.rss) * 1024) / (games - previousIdle.games)).toFixed(0)} KB`
            : "";
          console.log(
            `        then ${IDLE_SECONDS} s idle: RSS ${idle.toFixed(0)} MB; ${await v8Heap(server.pid)}${per}` +
              `${heapLine ? ` (server since the last reading: ${heapLine.replace(/\s+/g, " ")})` : ""}`,
          );
          previousIdle = { games, rss: idle };
        }
        continue;
      }
      const file = await snapshot(server.pid);
      const heap = summarize(file).total / 1024 / 1024;
      const per = previous
        ? `; per further live game: heap ${(((heap - previous.heap) * 1024) / (games - previous.games)).toFixed(0)} KB, RSS ${(((rss - previous.rss) * 1024) / (games - previous.games)).toFixed(0)} KB`
        : "";
      const row = `  ${String(games).padStart(5)} live games: RSS ${rss.toFixed(0)} MB (${where}), live heap ${heap.toFixed(1)} MB${per} (${file})`;
      console.log(row);
      rows.push(row);
      previous = { games, heap, rss };
    }
    if (stats.errors) console.log(`  errors: ${stats.errors}, e.g. ${stats.errorSamples.join(" | ")}`);
  } finally {
    controller.abort();
    await stopServer(server);
    await drop();
    agent.destroy();
    rmSync(serverSettings.appRoot, { recursive: true, force: true });
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  if (!existsSync(DIR)) console.log("(no snapshots kept)");
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
