// One run of bench:server: C games on the running servers, every seat playing as soon as its stream says it is its
// turn (or, in the open loop, at a fixed rate), with the servers' and the machine's costs measured around it.
import { cpus, loadavg } from "node:os";
import { bytesWritten, cpuParts, machineCpuSeconds, postgresCpuSeconds, rssMb, writeCalls } from "./proc-stats";
import {
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
  openConnections,
} from "./server-client";
import { openLoop } from "./server-open-loop";
import type { ServerProcess } from "./server-processes";
import type { Kind, RunResult } from "./server-table";

/** The database's running totals, read at both ends of the window (PostgreSQL only). */
export interface DbCounters {
  commits: number;
  walBytes: number;
  /** Rows in the Job table (the queue keeps finished jobs for days). */
  jobRows: number;
}

/**
 * How long each run lasts, the moves played before it is measured (`warmUpSeconds`: the collections and compiling
 * that opening thousands of streams leaves behind fall there, not in the window), the open loop's rate (0: closed
 * loop), and how long a stream may take to open.
 */
export const runSettings = { seconds: 15, warmUpSeconds: 10, openLoop: 0, streamsOpenMs: 120_000, reads: false };

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
  if (runSettings.reads) return readSeat(client, gameId, until, stats);
  let lastTried = -1;
  // Since when the game has stood at `standing`: the move that made it, or the first look at it.
  let standing: number | undefined = -2;
  let since = 0;
  while (Date.now() < until) {
    const v = box.latest;
    if (v && v.status !== "ACTIVE") return "finished";
    if (!v || v.seq <= lastTried || v.mySeat === null || !v.toAct.includes(v.mySeat)) {
      const before = v?.seq;
      if (before !== standing) {
        standing = before;
        since = sentAt.get(before ?? -1)?.at ?? performance.now();
      }
      await box.changed(Math.max(1, Math.min(10_000, until - Date.now())));
      if (box.latest?.seq === before && Date.now() < until && performance.now() - since > 10_000) {
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
 * `--reads`: the seat reads its view (game.view) again and again instead of moving, each read counted as a move: the
 * cost of a call's way through the server (session, procedure, view) with no statement, no stream event and no engine.
 */
async function readSeat(client: Client, gameId: string, until: number, stats: RunStats): Promise<"time"> {
  while (Date.now() < until) {
    const start = performance.now();
    try {
      await client.query<View>("game.view", { gameId });
      stats.latencies.push(performance.now() - start);
      stats.moves++;
    } catch (e) {
      error(stats, e);
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
      opened(Promise.all(boxes.map((b) => b.first(runSettings.streamsOpenMs))).then((ok) => ok.every(Boolean)));
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

// --- one run: C games on the running servers --------------------------------------------------------------------

export async function run(
  db: string,
  kind: Kind,
  servers: ServerProcess[],
  clients: Client[],
  games: number,
  commits: (() => Promise<DbCounters>) | null,
  premade: { gameId: string; tableId: string }[] = [],
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
  const all = slotsFor(clients, games);
  let made = 0;
  const setUp = performance.now();
  // Games the bulk set-up already started (server-seed.ts) play first; the rest are opened through the API.
  const index = new Map(all.map((s, i) => [s, i]));
  const opened = await inBatches(all, 10, async (s) => {
    const ready = premade[index.get(s)!];
    if (ready) return ready;
    for (let attempt = 1; ; attempt++) {
      try {
        const game = await newGame(s);
        if (++made % 500 === 0 && made < games)
          console.log(`    ${made} of ${games} tables open after ${((performance.now() - setUp) / 1000).toFixed(0)} s`);
        return game;
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
  const loop =
    runSettings.openLoop > 0
      ? openLoop(slots, firstGames, start, onOpened, stats, runSettings.openLoop, runSettings.streamsOpenMs)
      : null;
  const playing = loop ? [loop] : slots.map((s, i) => runSlot(s, firstGames[i]!, start, onOpened, stats, i + 1));
  const open = (await Promise.all(openings)).filter(Boolean).length;
  console.log(
    `    ${2 * open} of ${2 * slots.length} table streams open and answered in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  );
  if (wire.streamReopens > 0)
    console.log(
      `    streams opened again after the server ended them: ${wire.streamReopens} (${wire.reopenReasons.join(" | ")})`,
    );
  if (open < slots.length)
    error(
      stats,
      new Error(`${slots.length - open} games' streams did not answer within ${runSettings.streamsOpenMs / 1000} s`),
    );
  // One kept-alive connection per game to each server before the window, so that no move of the window waits for a
  // connection to be accepted: the embedded floor, busy with PGlite in its process, has been seen to take a new
  // connection's first request 10 s late while it answered hundreds a second on open ones.
  await Promise.all(servers.map((s) => openConnections(s.port, Math.min(slots.length, 256))));
  go(Date.now() + (runSettings.warmUpSeconds + runSettings.seconds) * 1000);
  if (runSettings.warmUpSeconds > 0) await new Promise((r) => setTimeout(r, runSettings.warmUpSeconds * 1000));
  // The measured window starts now.
  const counters0 = commits ? await commits() : null;
  const cpu0 = servers.map((s) => cpuParts(s.pid));
  const writes0 = servers.map((s) => writeCalls(s.pid));
  const written0 = servers.map((s) => bytesWritten(s.pid));
  const bench0 = process.cpuUsage();
  const machine0 = machineCpuSeconds();
  const postgres0 = postgresCpuSeconds();
  const t0 = performance.now();
  stats.moves = 0;
  stats.latencies = [];
  stats.seenBy = [];
  const rss = servers.map(() => 0);
  const sampler = setInterval(() => servers.forEach((s, i) => (rss[i] = Math.max(rss[i]!, rssMb(s.pid)))), 500);
  await Promise.all(playing);
  const elapsed = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const moves = stats.moves;
  const cpu1 = servers.map((s) => cpuParts(s.pid));
  const systemCpu = cpu1.reduce((sum, c, i) => sum + c.system - cpu0[i]!.system, 0);
  const cpu = cpu1.reduce((sum, c, i) => sum + c.user - cpu0[i]!.user, 0) + systemCpu;
  const writes = servers.reduce((sum, s, i) => sum + writeCalls(s.pid) - writes0[i]!, 0);
  const written = servers.reduce((sum, s, i) => sum + bytesWritten(s.pid) - written0[i]!, 0);
  const bench = process.cpuUsage(bench0);
  const machine1 = machineCpuSeconds();
  const postgresCpu = (postgresCpuSeconds() - postgres0) / elapsed;
  const counters1 = commits ? await commits() : null;
  const perMove = (f: (c: DbCounters) => number) =>
    counters0 && counters1 ? (f(counters1) - f(counters0)) / Math.max(1, moves) : null;
  const commitsPerMove = perMove((c) => c.commits);
  const walPerMove = perMove((c) => c.walBytes);
  const jobRowsPerMove = perMove((c) => c.jobRows);
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
    serverSystemCpu: systemCpu / elapsed,
    benchCpu: (bench.user + bench.system) / 1e6 / elapsed,
    machineCpu: (machine1.busy - machine0.busy) / elapsed,
    postgresCpu,
    cores: cpus().length,
    load: loadavg(),
    commitsPerMove,
    walPerMove,
    jobRowsPerMove,
    writesPerMove: writes / Math.max(1, moves),
    bytesWrittenPerMove: written / Math.max(1, moves),
  };
}

/** The players of each of `games` games: game i is played by pair i mod pairs (fewer players than seats share). */
export function slotsFor(clients: Client[], games: number): Slot[] {
  const pairs = clients.length / 2;
  return Array.from({ length: games }, (_, i) => ({ a: clients[2 * (i % pairs)]!, b: clients[2 * (i % pairs) + 1]! }));
}

export async function inBatches<T, R>(items: T[], size: number, f: (t: T) => Promise<R>): Promise<R[]> {
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

export async function signInAll(clients: Client[], port: number): Promise<void> {
  const t0 = performance.now();
  await inBatches(clients, 8, async (c) => {
    c.port = port;
    if (!c.cookie) await c.signIn(`Bench ${c.email.slice(6, c.email.indexOf("@")).replace("-", " ")}`);
  });
  console.log(
    `  ${clients.length} users signed up and in through the API in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}
