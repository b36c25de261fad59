// Prisma's query compiler (WebAssembly) for the server bundle, in place of @prisma/client's module that holds it as
// base64 source (scripts/server-bundle.mjs swaps it in). Imported, that module keeps its 2.6 MB source and the
// 2.6 MB string literal in it for the life of the process, though the client reads them once, to compile the module.
// Here the generated client's `Buffer.from(wasm, "base64")` reads the same file's text through `valueOf` (Buffer.from
// takes an object's valueOf), and nothing keeps the text afterwards.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const SOURCE = "@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.mjs";

/** The base64 of the query compiler, read from SOURCE (`const wasm = "…"`) each time it is converted. */
export const wasm = {
  valueOf(): string {
    const text = readFileSync(createRequire(import.meta.url).resolve(SOURCE), "latin1");
    const start = text.indexOf('"') + 1;
    const end = text.indexOf('"', start);
    if (start === 0 || end < 0) throw new Error(`${SOURCE}: no base64 string in it`);
    return text.slice(start, end);
  },
};
