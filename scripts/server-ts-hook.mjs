// The production server's own TypeScript for the project's .ts files (scripts/typescript-loader.mjs registers it
// after tsx, so tsx still resolves every import): esbuild's transform as tsx runs it, less two things tsx always adds.
// keepNames wraps every named function in __name(), which redefines its `name` and so gives each closure made at
// run time a property dictionary of its own (about 250 bytes, and a call, per closure: an open table stream made
// 21 of them; bench/RESULTS.md); without it the engine infers the same names. And the inline source map of every
// module, kept in the heap with the module's source, is left out unless source maps are on.
import { readFile } from "node:fs/promises";
import { sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** { root, compilerOptions, sourceMaps, esbuild }: register()'s data (esbuild: tsx's own, by path). */
let settings;
let transform;

export async function initialize(data) {
  ({ transform } = await import(pathToFileURL(data.esbuild).href));
  settings = data;
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !settings) return nextLoad(url, context);
  const path = fileURLToPath(url);
  if (!path.startsWith(settings.root + sep) || path.includes(`${sep}node_modules${sep}`) || !/\.m?ts$/.test(path))
    return nextLoad(url, context);
  const source = await readFile(path, "utf8");
  const { code } = await transform(source, {
    loader: "ts",
    format: "esm",
    target: `node${process.versions.node}`,
    sourcefile: path,
    sourcemap: settings.sourceMaps ? "inline" : false,
    tsconfigRaw: { compilerOptions: settings.compilerOptions },
  });
  return { format: "module", source: code, shortCircuit: true };
}
