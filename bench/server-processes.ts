// The benchmark's server processes: a private snapshot of the production build, the real server or its floor
// started as `npm start` starts the site (its Node.js flags, one port each), and the database's physical limit.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, createWriteStream, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import type { Kind } from "./server-table";

export const ROOT = join(import.meta.dirname, "..");
/** Every process on one database shares the auth secret (serve.ts insists on it with DATABASE_URL). */
const AUTH_SECRET = randomBytes(32).toString("base64");

/** What every server of this run shares: its pool size, where CPU profiles go, and the build it serves. */
export const serverSettings = {
  pool: 10,
  cpuProfileDir: "",
  appRoot: ROOT,
  /** The servers' Node.js flags instead of `npm start`'s (null: npm start's). */
  nodeFlags: null as string[] | null,
  /** Flags added to those (e.g. a heap snapshot on a signal). */
  extraFlags: [] as string[],
  /** Environment added to the servers' (e.g. malloc's tunables, which only act from a process's start). */
  extraEnv: {} as Record<string, string>,
  /** The floor served from a process that also serves the site (floor/beside-site.mjs; PostgreSQL only). */
  floorBesideSite: false,
};

/**
 * The command line's `--node-flags "--max-semi-space-size=16 …"` (instead of npm start's) and `--server-env "K=V …"`
 * (added to the servers' environment), shared by bench:server and bench:memory.
 */
export function applyServerOptions(option: (name: string, def: string) => string): void {
  const flags = option("node-flags", "");
  if (flags) serverSettings.nodeFlags = flags.split(/\s+/).filter(Boolean);
  for (const pair of option("server-env", "").split(/\s+/).filter(Boolean)) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new Error(`--server-env wants NAME=VALUE pairs, not ${pair}`);
    serverSettings.extraEnv[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  pid: number;
  log: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/**
 * A private copy of the production build (.next without its cache; the rest linked), taken under the e2e lock: the
 * working tree is shared, and another `next build` replacing .next mid-run would stop the servers.
 */
export function snapshotBuild(): string {
  const app = mkdtempSync(join(tmpdir(), "bench-app-"));
  // scripts/ is copied: scripts/prisma.mjs only runs when its own path is the one it was started by.
  for (const name of readdirSync(ROOT))
    if (name !== ".next" && name !== "scripts") symlinkSync(join(ROOT, name), join(app, name));
  cpSync(join(ROOT, "scripts"), join(app, "scripts"), { recursive: true });
  cpSync(join(ROOT, ".next"), join(app, ".next"), {
    recursive: true,
    filter: (src) => !src.startsWith(join(ROOT, ".next", "cache")),
  });
  return app;
}

const running = new Set<ChildProcess>();
// Whatever ends this process (a crash too) ends its servers.
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * The Node.js flags `npm start` gives the server (package.json's start script, e.g. a larger young generation: fewer
 * garbage collections per move), so the benchmark's servers run as the site's do.
 */
function startFlags(startScript: string): string[] {
  const m = /^node((?:\s+--\S+)*)\s+scripts\/start\.mjs\b/.exec(startScript.trim());
  if (!m) throw new Error(`package.json's start script is not "node [--flags] scripts/start.mjs": ${startScript}`);
  return m[1]!.trim().split(/\s+/).filter(Boolean);
}
export const NODE_FLAGS = startFlags(
  (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start,
);

const ENTRY: Record<Kind, { script: string[]; ready: string }> = {
  real: { script: [join(ROOT, "bench", "serve-built.mjs")], ready: "Hanafuda is ready" },
  floor: { script: ["--import", "tsx", join(ROOT, "bench", "floor", "serve.ts")], ready: "floor is ready" },
};
const FLOOR_BESIDE_SITE = ["--import", "tsx", join(ROOT, "bench", "floor", "beside-site.mjs")];

export async function startServer(env: Record<string, string>, kind: Kind = "real"): Promise<ServerProcess> {
  const port = await freePort();
  const log = join(tmpdir(), `bench-server-${port}.log`);
  const out = createWriteStream(log);
  const child = spawn(
    process.execPath,
    [
      ...(serverSettings.nodeFlags ?? NODE_FLAGS),
      ...serverSettings.extraFlags,
      ...(serverSettings.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${serverSettings.cpuProfileDir}`] : []),
      ...(kind === "floor" && serverSettings.floorBesideSite ? FLOOR_BESIDE_SITE : ENTRY[kind].script),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: "",
        ...serverSettings.extraEnv,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DB_POOL_MAX: String(serverSettings.pool),
        RATE_LIMIT_SIGN_UPS_PER_HOUR: "1000000",
        AUTH_SECRET,
        BENCH_APP_ROOT: serverSettings.appRoot,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  child.on("exit", () => running.delete(child));
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  await new Promise<void>((resolve, reject) => {
    let text = "";
    child.stdout!.on("data", (c: Buffer) => {
      text += c.toString();
      if (text.includes(ENTRY[kind].ready)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the server exited (${code}); see ${log}`)));
  });
  return { child, port, pid: child.pid!, log };
}

export async function stopServer(s: ServerProcess): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.kill("SIGTERM");
  await exited;
}

// --- the physical limit ----------------------------------------------------------------------------------------

export async function insertsPerSecond(pool: pg.Pool, concurrency: number, seconds = 5): Promise<number> {
  const table = `bench_insert_${randomBytes(3).toString("hex")}`;
  await pool.query(
    `CREATE TABLE ${table} (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), payload text NOT NULL)`,
  );
  try {
    let n = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          await pool.query(`INSERT INTO ${table} (payload) VALUES ($1)`, [`row ${n}`]);
          n++;
        }
      }),
    );
    return n / seconds;
  } finally {
    await pool.query(`DROP TABLE ${table}`);
  }
}
