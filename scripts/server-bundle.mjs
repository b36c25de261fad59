// The production server's own code (src/server/boot/serve.ts and what it imports) as one JavaScript module, built
// with the site: loading the TypeScript at run time needs tsx's module hooks, which Node 20 runs on a thread of their
// own with a V8 heap of its own, kept for the life of the process (about 30 MB of resident memory; bench/RESULTS.md).
// Packages stay outside the bundle and load from node_modules as before. The bots' thinking thread is a second entry
// beside it (src/server/bots/thinking-thread.ts finds "thinking-worker.mjs" next to the module that starts it).
import { renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Where the bundle goes, under .next (a build's output, ignored like it). */
export function serverBundleDir(root) {
  return join(root, ".next", "hanafuda-server");
}

/** serve.mjs's URL in `dir`, for import(). */
export function serverBundleEntry(dir) {
  return pathToFileURL(join(dir, "serve.mjs")).href;
}

/**
 * Bundles the server into `dir` (default: serverBundleDir(root)). It is written beside and renamed into place, so a
 * server starting meanwhile finds the old bundle or the new one, never half of one.
 */
export async function bundleServer(root, dir = serverBundleDir(root)) {
  // The esbuild tsx itself runs (the same version, wherever npm put it).
  const esbuildPath = createRequire(createRequire(import.meta.url).resolve("tsx/package.json")).resolve("esbuild");
  const { build } = await import(pathToFileURL(esbuildPath).href);
  const scratch = `${dir}.${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { serve: "src/server/boot/serve.ts", "thinking-worker": "src/server/bots/thinking-entry.ts" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: `node${process.versions.node}`,
    outdir: scratch,
    outExtension: { ".js": ".mjs" },
    tsconfig: join(root, "tsconfig.json"),
    // Read only when source maps are on (`node --enable-source-maps`): stack traces then name the sources' lines.
    sourcemap: "linked",
    logLevel: "warning",
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(scratch, dir);
  return dir;
}
