import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { growthAfter } from "./heap-growth";

describe("growthAfter", () => {
  it("turns to V8's growth only after six busy checks in a row", () => {
    expect(growthAfter("lean", [0.5, 0.5, 0.5, 0.5, 0.5])).toBe("lean");
    expect(growthAfter("lean", [0.5, 0.5, 0.5, 0.5, 0.5, 0.5])).toBe("v8");
    expect(growthAfter("lean", [0.5, 0.5, 0.1, 0.5, 0.5, 0.5, 0.5])).toBe("lean");
  });

  it("turns lean again only after twelve quiet checks in a row", () => {
    const quiet = Array.from({ length: 12 }, () => 0.01);
    expect(growthAfter("v8", quiet.slice(1))).toBe("v8");
    expect(growthAfter("v8", quiet)).toBe("lean");
    expect(growthAfter("v8", [...quiet.slice(1), 0.1])).toBe("v8");
  });
});

// The setting is a V8 flag changed while the process runs: this checks that V8 follows it, in a process of its own.
// Objects that outlive the young generation (as a game's state does until its next move) fill the old generation;
// growing by a fifth collects it several times as often as V8's own choice.
const CHURN = `
  import { PerformanceObserver, constants } from "node:perf_hooks";
  import { setHeapGrowth } from "./src/server/boot/heap-growth.ts";
  let majors = 0;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++;
  }).observe({ entryTypes: ["gc"] });
  const live = Array.from({ length: 300000 }, (_, i) => ({ i, s: "x" + i }));
  const ring = [];
  async function churn() {
    const before = majors;
    for (let r = 0; r < 30000; r++) {
      ring[r % 1500] = new Array(2000).fill(r);
      if (r % 500 === 0) await new Promise((t) => setImmediate(t));
    }
    return majors - before;
  }
  const counts = {};
  for (const growth of ["v8", "lean", "v8"]) {
    setHeapGrowth(growth);
    counts[growth] = [...(counts[growth] ?? []), await churn()];
  }
  console.log(JSON.stringify({ counts, live: live.length }));
`;

describe("setHeapGrowth", () => {
  it("changes how often the old generation is collected, while the process runs", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHURN], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stderr).toBe("");
    const { counts } = JSON.parse(r.stdout) as { counts: { v8: number[]; lean: number[] } };
    const [lean] = counts.lean;
    // The first V8 phase starts from the process's own limit; the second follows a lean phase.
    for (const v8 of counts.v8) expect(lean!).toBeGreaterThanOrEqual(2 * Math.max(1, v8));
  }, 60_000);
});
