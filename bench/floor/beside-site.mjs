// `--floor-beside-site`: the floor served from a process that also serves the site (Next.js and the app, on a port
// of their own, idle), so that the floor pays what the real server's process makes every request pay: Next.js's
// patches of Date and process.nextTick, the async hooks its AsyncLocalStorage turns on, a larger heap to collect.
// The same environment as the floor (PORT is the floor's); the site shares its database.
import { createServer } from "node:net";

if (!process.env.DATABASE_URL) throw new Error("--floor-beside-site needs PostgreSQL (--db postgres)");
const floorPort = process.env.PORT;
const sitePort = await new Promise((resolve) => {
  const s = createServer().listen(0, "127.0.0.1", () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const { FLOOR_VIEW_BYTES, ...siteEnv } = process.env;
void FLOOR_VIEW_BYTES;
Object.assign(process.env, { ...siteEnv, PORT: String(sitePort) });
// serve-built.mjs resolves once the site listens ("Hanafuda is ready").
await import("../serve-built.mjs");
process.env.PORT = floorPort;
await import("./serve.ts");
