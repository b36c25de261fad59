// An event-loop stall log for bench:server's processes, loaded with `--import`: `--node-flags "--max-semi-space-size=16
// --no-liftoff --heap-growing-percent=20 --import ./bench/loop-stalls.mjs"` for the servers (their log has it), or
// NODE_OPTIONS="--import ./bench/loop-stalls.mjs" for the bench client too (on its stderr). Every 10 s it writes the
// loop delay's p50/p99/max and each stall over 25 ms with its wall time, the process's CPU time during it and the
// garbage collections inside it. The CPU time tells a stall the process worked through (a long task) from one where
// the machine gave it no core (load): on a busy machine only the first kind is the server's.
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const TICK_MS = 5;
const STALL_MS = 25;
const tag = `[loop-stalls ${process.pid} ${process.argv[1]?.split("/").pop() ?? ""}]`;
const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
histogram.enable();

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak callbacks",
};
/** Recent collections: [start, duration, kind] on performance.now()'s clock. */
const gcs = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push([e.startTime, e.duration, KINDS[e.detail?.kind] ?? "?"]);
  if (gcs.length > 2000) gcs.splice(0, gcs.length - 1000);
}).observe({ entryTypes: ["gc"] });

const stalls = [];
const totals = { stalls: 0, ms: 0, cpuMs: 0, gcMs: 0 };
let last = performance.now();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const late = now - last - TICK_MS;
  const used = process.cpuUsage(lastCpu);
  if (late > STALL_MS) {
    const cpuMs = (used.user + used.system) / 1000;
    const inside = gcs.filter(([start, duration]) => start + duration >= last && start <= now);
    totals.stalls++;
    totals.ms += late;
    totals.cpuMs += cpuMs;
    totals.gcMs += inside.reduce((sum, [, duration]) => sum + duration, 0);
    const gc = inside.map(([, duration, kind]) => `${kind} ${duration.toFixed(0)}`).join(", ");
    const at = new Date().toISOString().slice(11, 23);
    stalls.push(`${at} ${late.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)}${gc ? `; GC ${gc}` : ""})`);
  }
  last = now;
  lastCpu = process.cpuUsage();
}, TICK_MS).unref();

setInterval(() => {
  const ms = (ns) => (ns / 1e6).toFixed(1);
  const delay = `p50 ${ms(histogram.percentile(50))} p99 ${ms(histogram.percentile(99))} max ${ms(histogram.max)} ms`;
  const [all, cpu, gc] = [totals.ms, totals.cpuMs, totals.gcMs].map((x) => x.toFixed(0));
  const sum = `so far ${totals.stalls}: ${all} ms, CPU ${cpu} ms, GC ${gc} ms`;
  const list = stalls.length ? `: ${stalls.join(", ")}` : "";
  const at = new Date().toISOString().slice(11, 19);
  process.stderr.write(
    `${tag} ${at} loop delay ${delay}; ${stalls.length} stalls over ${STALL_MS} ms (${sum})${list}\n`,
  );
  stalls.length = 0;
  histogram.reset();
}, 10_000).unref();
