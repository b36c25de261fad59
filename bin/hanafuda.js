#!/usr/bin/env node
// The `hanafuda` command (shared/RECORD-FORMAT.md). The engine is TypeScript; tsx loads it.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/hanafuda.ts");
process.exitCode = main(process.argv.slice(2));
