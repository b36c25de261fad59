#!/usr/bin/env node
// Creates an embedded database's data directory and exits (src/server/db/embedded.ts runs it as a child process):
// PGlite's initdb grows a WebAssembly memory of its own to 740–801 MB, which the process that ran it keeps until a
// full collection that an idle server may not make for hours. Arguments: the directory, PGlite's start parameters
// as JSON.
import { PGlite } from "@electric-sql/pglite";

const [dataDir, startParams] = process.argv.slice(2);
if (!dataDir || !startParams) {
  console.error("usage: pglite-initdb.mjs DIR START_PARAMS_JSON");
  process.exit(2);
}
const db = await PGlite.create(dataDir, { startParams: JSON.parse(startParams) });
await db.close();
