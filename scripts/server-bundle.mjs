// The production server's own code (src/server/boot/serve.ts and what it imports) as one JavaScript module, built
// with the site: loading the TypeScript at run time needs tsx's module hooks, which Node 20 runs on a thread of their
// own with a V8 heap of its own, kept for the life of the process (about 30 MB of resident memory; bench/RESULTS.md).
// Packages stay outside the bundle and load from node_modules as before. The bots' thinking thread is a second entry
// beside it (src/server/bots/thinking-thread.ts finds "thinking-worker.mjs" next to the module that starts it).
import { renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Prisma's query compiler read from its file when the client compiles it rather than imported as a module, whose
 * source and base64 string would stay in memory (src/server/db/query-compiler-wasm.ts).
 */
function queryCompilerFromFile(root) {
  return {
    name: "query-compiler-from-file",
    setup(build) {
      build.onResolve(
        { filter: /^@prisma\/client\/runtime\/query_compiler_bg\.postgresql\.wasm-base64\.mjs$/ },
        () => ({
          path: join(root, "src", "server", "db", "query-compiler-wasm.ts"),
        }),
      );
    },
  };
}

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
    // V8 keeps each module's source for the life of the process, two bytes a character once one character is beyond
    // Latin-1 (a comment's dash is enough): without whitespace and comments, in ASCII, serve.mjs's takes 0.85 MB
    // rather than 2.2 MB. Names stay as written, so stack traces still name the functions; their line and column
    // point into the bundle's long lines (`node --enable-source-maps` maps them to the sources').
    minifyWhitespace: true,
    minifySyntax: true,
    charset: "ascii",
    plugins: [queryCompilerFromFile(root)],
    logLevel: "warning",
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(scratch, dir);
  return dir;
}
