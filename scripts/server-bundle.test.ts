// The production server's bundle (scripts/server-bundle.mjs): built from the sources with its packages left outside,
// and with the bots' thinking thread beside it, which answers as the engine does on this thread.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { chooseMove } from "~/engine/bots";
import { inputFor } from "~/engine/bots/testing/harness";
import { randomPositions } from "~/engine/bots/testing/positions";
import { Rng } from "~/engine/core/rng";
import type { ThinkAnswer } from "~/server/bots/thinking-thread";
import { bundleServer, serverBundleDir } from "./server-bundle.mjs";

const root = join(import.meta.dirname, "..");
const dir = `${serverBundleDir(root)}-test-${process.pid}`;

describe("the server's bundle", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("holds the server and its thinking thread, and imports its packages from node_modules", async () => {
    await bundleServer(root, dir);
    const serve = readFileSync(join(dir, "serve.mjs"), "utf8");
    expect(serve).toMatch(/import\s*\w+\s*from\s*"next";/);
    expect(serve).toMatch(/export\s*\{[^}]*\bserve\b/);
    expect(existsSync(join(dir, "thinking-worker.mjs"))).toBe(true);
    // The thread is found beside the module that starts it, by a name the bundler does not follow.
    expect(serve).toMatch(/\["\.\/thinking-worker",\s*"mjs"\]\.join\("\."\)/);
  });

  it("is ASCII, and reads Prisma's query compiler from its file rather than importing it", () => {
    for (const file of ["serve.mjs", "thinking-worker.mjs"])
      expect(readFileSync(join(dir, file), "utf8")).not.toMatch(/[\u0080-\uffff]/);
    const serve = readFileSync(join(dir, "serve.mjs"), "utf8");
    expect(serve).not.toMatch(/import\(\s*"@prisma\/client\/runtime\/query_compiler_bg\.postgresql\.wasm-base64\.mjs"/);
    expect(serve).toContain("src/server/db/query-compiler-wasm.ts");
  });

  it("has a thinking thread that answers with the move chooseMove gives for the same input and seed", async () => {
    const [p] = randomPositions("sakura", 1, "server-bundle");
    const input = () => inputFor(p!.game, p!.setup, p!.state, p!.seat, "heuristic", Rng.fromSeed("bundle"));
    const { rng, budget: _budget, ...rest } = input();
    const worker = new Worker(join(dir, "thinking-worker.mjs"));
    try {
      const answer = await new Promise<ThinkAnswer>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.postMessage({ id: 1, kind: "choose", input: rest, rng: rng.state(), ms: 5 });
      });
      expect(answer).toEqual({ id: 1, ok: true, move: JSON.parse(JSON.stringify(chooseMove(input()))) });
    } finally {
      await worker.terminate();
    }
  });
});
