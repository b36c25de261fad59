#!/usr/bin/env node
// The server of `npm start` without its build check: bench/server.ts builds once (under the e2e lock) and then starts
// its server processes through this, so a source edited by someone else mid-run cannot make a server rebuild .next.
// BENCH_APP_ROOT: serve the private copy of the build the benchmark made there (another `next build` in the shared
// tree replaces .next, which would pull the build from under a running server).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = process.env.BENCH_APP_ROOT || join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
const { registerTypeScript } = await import("../scripts/typescript-loader.mjs");
await registerTypeScript({ dev: false });
const { serve } = await import("../src/server/boot/serve.ts");
await serve({ dev: false, root });
