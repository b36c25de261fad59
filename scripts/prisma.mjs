#!/usr/bin/env node
// Runs the Prisma CLI offline: `node scripts/prisma.mjs <args>` (used by every npm script that needs Prisma).
// Prisma 6.19 in JS-engine mode (see prisma.config.ts) never executes its native engines, but it still tries to
// download them unless PRISMA_SCHEMA_ENGINE_BINARY / PRISMA_QUERY_ENGINE_LIBRARY name an existing file, and it
// phones home for update checks. A placeholder file satisfies the first, CHECKPOINT_DISABLE the second.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Environment for a Prisma CLI child process (placeholders for the native engines, no telemetry). */
export function prismaEnv(extra = {}) {
  const dir = join(root, "node_modules", ".cache", "hanafuda");
  const placeholder = join(dir, "prisma-engine-placeholder");
  if (!existsSync(placeholder)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(placeholder, "Prisma runs in JS-engine mode here; this file only stops engine downloads.\n");
  }
  return {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: placeholder,
    PRISMA_QUERY_ENGINE_LIBRARY: placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    PRISMA_HIDE_PREVIEW_FLAG_WARNINGS: "1",
    CHECKPOINT_DISABLE: "1",
    ...extra,
  };
}

// The JS schema engine (WebAssembly) arms a 10-second timer that keeps the CLI alive after `migrate deploy` has
// finished. Unref'ing long timers lets the process exit as soon as its real work (sockets, files) is done.
export const UNREF_LONG_TIMERS =
  "data:text/javascript," +
  encodeURIComponent(
    "const t = globalThis.setTimeout; globalThis.setTimeout = function (f, ms, ...a) { const h = t.call(this, f, ms, ...a); if (ms >= 5000 && h && h.unref) h.unref(); return h; };",
  );

/** Runs `prisma <args>` synchronously; returns the exit status (output goes to ours unless `capture`). */
export function runPrisma(args, { env = {}, capture = false } = {}) {
  const cli = createRequire(import.meta.url).resolve("prisma/build/index.js");
  const r = spawnSync(process.execPath, ["--import", UNREF_LONG_TIMERS, cli, ...args], {
    cwd: root,
    env: prismaEnv(env),
    stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
  });
  if (r.error) throw r.error;
  return { status: r.status ?? 1, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

const GENERATED = join(root, "src", "server", "db", "generated");
const STAMP = join(GENERATED, ".schema-sha256");

function schemaHash() {
  return createHash("sha256")
    .update(readFileSync(join(root, "prisma", "schema.prisma")))
    .digest("hex");
}

/** True when src/server/db/generated was generated from the current prisma/schema.prisma. */
export function prismaClientIsCurrent() {
  return (
    existsSync(join(GENERATED, "client.ts")) && existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === schemaHash()
  );
}

/** `prisma generate`, remembering which schema the client was generated from. */
export function generatePrismaClient({ quiet = false } = {}) {
  const hash = schemaHash();
  const r = runPrisma(["generate"], { capture: quiet });
  if (r.status !== 0) {
    if (quiet) process.stderr.write(r.stdout + r.stderr);
    throw new Error(`prisma generate failed (exit ${r.status})`);
  }
  writeFileSync(STAMP, hash + "\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args.length === 1 && args[0] === "generate") {
    try {
      generatePrismaClient();
    } catch (e) {
      console.error(e.message);
      process.exitCode = 1;
    }
  } else {
    process.exitCode = runPrisma(args).status;
  }
}
