// The thinking thread's entry (see thinking-thread.ts). The server's code is TypeScript loaded by tsx (as in
// scripts/start.mjs); a worker thread has its own module loader, so it registers tsx before importing it.
import { register } from "tsx/esm/api";

register();
await import("./thinking-entry.ts");
