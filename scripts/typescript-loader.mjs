// The server code is TypeScript shared with the app; tsx loads it. tsx also turns on Node's source-map support,
// with which Node reads and decodes the source map of every module it loads (Next.js's server chunks and the
// packages that ship maps), a large share of a production server's heap (docs/decisions/0008). So a
// production server keeps Node's own default, maps only when asked for (`node --enable-source-maps` or NODE_OPTIONS),
// and stack traces name the built files' lines; development keeps them. In production the project's own .ts files
// are transformed by server-ts-hook.mjs (tsx still resolves them): no __name() wrapper per closure, no inline maps
// unless maps are on.
import { readFileSync } from "node:fs";
import { createRequire, register as registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export async function registerTypeScript({ dev }) {
  const asked = process.sourceMapsEnabled;
  const { register } = await import("tsx/esm/api");
  register();
  if (dev) return;
  process.setSourceMapsEnabled(asked);
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const { compilerOptions } = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8"));
  // The esbuild tsx itself runs (the same version, wherever npm put it).
  const esbuild = createRequire(createRequire(import.meta.url).resolve("tsx/package.json")).resolve("esbuild");
  registerHooks("./server-ts-hook.mjs", import.meta.url, {
    data: { root, compilerOptions, sourceMaps: asked, esbuild },
  });
}
