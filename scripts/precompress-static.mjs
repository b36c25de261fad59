// Writes a Brotli (.br) and a gzip (.gz) copy beside each script and stylesheet of the build's static files
// (.next/static), at the strongest settings: their names hold their content's hash, so they are compressed once here
// rather than at every request, and Brotli sends a phone about a tenth fewer bytes than on-the-fly gzip. The gzip copy
// is Zopfli's (gzip's format, any gzip decoder reads it): about 3% smaller than zlib's best, for the browsers that take
// gzip only (the JavaScript target's unit), at about 4 s of one core per MB, once per build.
// src/server/boot/static-files.ts serves them. Files already compressed are skipped, so a start costs a directory walk.
import { gzipAsync } from "@gfx/zopfli";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const COMPRESSIBLE = /\.(js|css)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses what `staticDir` lacks; resolves to how many files it compressed. */
export async function precompressStatic(staticDir) {
  if (!existsSync(staticDir)) return 0;
  let count = 0;
  for (const path of files(staticDir)) {
    // Every file, however small: one without its copies goes to Next.js, whose answer carries a page's headers (CSP,
    // framing, permissions: about 0.4 KB more than the file's own); static-files.ts sends the smallest body.
    if (existsSync(`${path}.gz`)) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    // The .gz last: its presence says both copies are complete.
    writeFileSync(`${path}.gz`, await gzipAsync(body, { numiterations: 15 }));
    count++;
  }
  return count;
}
