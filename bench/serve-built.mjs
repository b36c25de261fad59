#!/usr/bin/env node
// The server of `npm start` without its build check: bench/server.ts builds once (under the e2e lock) and then starts
// its server processes through this, so a source edited by someone else mid-run cannot make a server rebuild .next.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
const { register } = await import("tsx/esm/api");
register();
const { serve } = await import("../src/server/boot/serve.ts");
await serve({ dev: false, root });
