#!/usr/bin/env node
// `npm start`: everything a fresh clone needs after `npm install`, in one process:
//   1. the Prisma client is generated if missing or older than prisma/schema.prisma;
//   2. the site is built (`next build`) if .next is missing or the sources changed since the last build, its static
//      files compressed once (precompress-static.mjs) and the server's own code bundled (server-bundle.mjs);
//   3. src/server/boot/serve.ts opens the database (the embedded PGlite under DATA_DIR, or DATABASE_URL), applies
//      the migrations (`prisma migrate deploy`) and serves Next.js on PORT (default 3000).
// `npm run dev` (--dev) does the same with Next.js in development mode; `npm run build` (--build-only) stops after 2.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { precompressStatic } from "./precompress-static.mjs";
import { generatePrismaClient, prismaClientIsCurrent } from "./prisma.mjs";
import { bundleServer, serverBundleDir, serverBundleEntry } from "./server-bundle.mjs";
import { registerTypeScript } from "./typescript-loader.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const buildOnly = args.has("--build-only");
const force = args.has("--rebuild");
process.env.NODE_ENV = dev ? "development" : "production";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`Node.js 20.9 or newer is needed (this is ${process.version}).`);
  process.exit(1);
}

// 1. Prisma client
if (!prismaClientIsCurrent()) {
  console.log("Generating the database client (prisma generate)…");
  generatePrismaClient({ quiet: true });
}

// 2. Build
const BUILD_INPUTS = [
  "src",
  "public",
  "next.config.js",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "prisma/schema.prisma",
];
const SKIP = /(^|\/)(node_modules|generated|testing|cli)(\/|$)|\.test\.tsx?$/;

function sourceHash() {
  const hash = createHash("sha256");
  const visit = (p) => {
    if (!existsSync(p) || SKIP.test(relative(root, p))) return;
    if (statSync(p).isDirectory()) {
      for (const e of readdirSync(p).sort()) visit(join(p, e));
    } else hash.update(relative(root, p)).update("\0").update(readFileSync(p)).update("\0");
  };
  for (const i of BUILD_INPUTS) visit(join(root, i));
  return hash.digest("hex");
}

if (!dev) {
  const stampFile = join(root, ".next", "hanafuda-build-stamp");
  const wanted = sourceHash();
  const built =
    existsSync(join(root, ".next", "BUILD_ID")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8").trim() === wanted;
  if (!built || force) {
    console.log(
      existsSync(join(root, ".next", "BUILD_ID"))
        ? "The sources changed since the last build: building the site (next build)…"
        : "Building the site for the first time (next build, a few minutes)…",
    );
    const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
    const r = spawnSync(process.execPath, [nextBin, "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (r.status !== 0) {
      console.error("The build failed (see above).");
      process.exit(r.status ?? 1);
    }
    // The old bundle goes with the old build: a start stopped before the new one is written makes it again.
    rmSync(serverBundleDir(root), { recursive: true, force: true });
    writeFileSync(stampFile, wanted + "\n");
  }
  if (!existsSync(join(serverBundleDir(root), "serve.mjs"))) await bundleServer(root);
  await precompressStatic(join(root, ".next", "static"));
  if (buildOnly) process.exit(0);
}

// 3. Serve: in production the bundle of step 2, with no TypeScript loader in the process.
process.env.NEXT_TELEMETRY_DISABLED = "1";
let serve;
if (dev) {
  await registerTypeScript();
  ({ serve } = await import("../src/server/boot/serve.ts"));
} else ({ serve } = await import(serverBundleEntry(serverBundleDir(root))));
await serve({ dev, root });
