#!/usr/bin/env node
// The server of `npm start` without its build check: bench/server.ts builds once (under the e2e lock) and then starts
// its server processes through this, so a source edited by someone else mid-run cannot make a server rebuild .next.
// BENCH_APP_ROOT: serve the private copy of the build the benchmark made there (another `next build` in the shared
// tree replaces .next, which would pull the build from under a running server). The server's own code is bundled
// from the sources at each start, as `npm start` bundles it with its build, into a directory of this process's own
// (several servers may start at once), removed when it exits.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServer, serverBundleDir, serverBundleEntry } from "../scripts/server-bundle.mjs";

const root = process.env.BENCH_APP_ROOT || join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
const dir = await bundleServer(root, `${serverBundleDir(root)}-bench-${process.pid}`);
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
const { serve } = await import(serverBundleEntry(dir));
await serve({ dev: false, root });
