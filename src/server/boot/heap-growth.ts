// How far V8's old generation grows before its next major collection, set by how busy the process is. Quiet, it
// grows by a fifth: a small site holds 60–120 MB less (docs/decisions/0014). Busy for a while, it grows by one and a
// half times what survived: at 100 moves a second a fifth of thousands of games' heap is used up within a second, and
// V8 then finishes its marking on the main thread, stalling play for 100–400 ms every few seconds (0019); V8's own
// step (1.1 to 4 times, from how fast it collected) is at times small enough for two collections a minute, each a
// cluster of slow moves (0022). V8 reads the setting at each major collection, so a change applies from the next one.
// Turning quiet again, the process compacts its heap once: the pages a busy spell committed stay with the process,
// part used, until then (docs/decisions/0024).
import { performance } from "node:perf_hooks";
import v8 from "node:v8";

export type HeapGrowth = "lean" | "roomy" | "v8";
export type HeapGrowthSetting = HeapGrowth | "by-load";

const PERCENT: Record<HeapGrowth, number> = { lean: 20, roomy: 150, v8: 0 }; // 0: V8's own choice
const CHECK_MS = 5_000;
/** Event-loop utilisation that, held for BUSY_CHECKS checks in a row, counts as busy. */
const BUSY = 0.2;
const BUSY_CHECKS = 6;
/** Below it for QUIET_CHECKS checks in a row: quiet again. */
const QUIET = 0.05;
const QUIET_CHECKS = 12;

/** The growth after the latest checks' utilisations (newest last), from `current`. */
export function growthAfter(current: HeapGrowth, recent: readonly number[]): HeapGrowth {
  const lastOnes = (n: number) => (recent.length >= n ? recent.slice(-n) : null);
  if (current === "lean" && lastOnes(BUSY_CHECKS)?.every((u) => u >= BUSY)) return "roomy";
  if (current !== "lean" && lastOnes(QUIET_CHECKS)?.every((u) => u < QUIET)) return "lean";
  return current;
}

/** Sets the growth now (from the next major collection on). */
export function setHeapGrowth(growth: HeapGrowth): void {
  v8.setFlagsFromString(`--heap-growing-percent=${PERCENT[growth]}`);
}

/** A collection of `gc` (Node's --expose-gc) that compacts every page, its old generation before and after, in MB. */
export function compactHeap(gc: () => void): { before: number; after: number; ms: number } {
  const oldSpace = () =>
    (v8.getHeapSpaceStatistics().find((s) => s.space_name === "old_space")?.space_size ?? 0) / 2 ** 20;
  const before = oldSpace();
  const start = performance.now();
  // V8 otherwise moves only the pages it judges worth the time, and a full collection keeps the rest committed.
  v8.setFlagsFromString("--compact-on-every-full-gc");
  try {
    gc();
  } finally {
    v8.setFlagsFromString("--no-compact-on-every-full-gc");
  }
  return { before, after: oldSpace(), ms: performance.now() - start };
}

/**
 * Applies `setting` for the life of the process; "by-load" starts lean and follows the load. A process started with
 * its own `--heap-growing-percent` keeps it. Returns a function that stops following the load.
 */
export function startHeapGrowth(setting: HeapGrowthSetting, log: (line: string) => void): () => void {
  if (process.execArgv.some((a) => a.startsWith("--heap-growing-percent"))) return () => {};
  if (setting !== "by-load") {
    setHeapGrowth(setting);
    return () => {};
  }
  let growth: HeapGrowth = "lean";
  setHeapGrowth(growth);
  const recent: number[] = [];
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    recent.push(performance.eventLoopUtilization(now, last).utilization);
    last = now;
    if (recent.length > QUIET_CHECKS) recent.shift();
    const next = growthAfter(growth, recent);
    if (next === growth) return;
    growth = next;
    setHeapGrowth(growth);
    if (growth !== "lean") return log("  heap: busy, the old generation grows by one and a half times what survived");
    const gc = (globalThis as { gc?: () => void }).gc;
    const compacted = gc ? compactHeap(gc) : null;
    log(
      `  heap: quiet, the old generation grows by a fifth${
        compacted
          ? `; compacted from ${compacted.before.toFixed(0)} to ${compacted.after.toFixed(0)} MB in ${compacted.ms.toFixed(0)} ms`
          : ""
      }`,
    );
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
