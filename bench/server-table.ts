// bench:server's figures: one line per run as it ends, and the table of the real server beside its floor.
import { ms } from "./server-client";

/** The real server (the site's build, as `npm start` runs it) or the floor (bench/floor/serve.ts). */
export type Kind = "real" | "floor";

export interface RunResult {
  db: string;
  kind: Kind;
  /** Open loop: moves due when no game was ready for one. */
  missed: number | null;
  processes: number;
  games: number;
  movesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  seen50: number;
  seen99: number;
  errors: number;
  rss: number[];
  serverCpu: number;
  /** The part of serverCpu spent in the kernel (system time). */
  serverSystemCpu: number;
  benchCpu: number;
  /** The whole machine's busy CPU and the local PostgreSQL server's, in cores (1 = one core busy all the time). */
  machineCpu: number;
  postgresCpu: number;
  cores: number;
  load: number[];
  commitsPerMove: number | null;
  /** Bytes of WAL the database wrote per move in the window (PostgreSQL only; the whole server's WAL). */
  walPerMove: number | null;
  /** Rows the Job table gained per move in the window. */
  jobRowsPerMove: number | null;
  writesPerMove: number;
  /** Bytes handed to write calls per move (answers, stream events, statements to the database). */
  bytesWrittenPerMove: number;
}

const cpuPerMove = (r: RunResult) => (r.serverCpu * 1000) / Math.max(1e-9, r.movesPerSecond);
const systemPerMove = (r: RunResult) => (r.serverSystemCpu * 1000) / Math.max(1e-9, r.movesPerSecond);

export function print(r: RunResult): void {
  console.log(
    `  ${r.kind.padEnd(5)} ${r.db.padEnd(9)} ${String(r.processes).padStart(2)} proc ${String(r.games).padStart(5)} games: ${r.movesPerSecond.toFixed(0).padStart(6)} moves/s | ` +
      `move p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)} | opponent sees it p50 ${ms(r.seen50)}, p99 ${ms(r.seen99)} | ` +
      `errors ${r.errors} | server RSS ${r.rss.map((x) => `${x.toFixed(0)} MB`).join(" + ")}, CPU ${(r.serverCpu * 100).toFixed(0)}% | ` +
      `${cpuPerMove(r).toFixed(2)} ms server CPU/move (${systemPerMove(r).toFixed(2)} ms of it in the kernel), ` +
      `${r.writesPerMove.toFixed(1)} server write calls/move, ${(r.bytesWrittenPerMove / 1024).toFixed(1)} KB written/move | bench CPU ${(r.benchCpu * 100).toFixed(0)}% | machine CPU ${(r.machineCpu * 100).toFixed(0)}% of ${r.cores * 100}% (PostgreSQL server ${(r.postgresCpu * 100).toFixed(0)}%) | load ${r.load.map((x) => x.toFixed(2)).join(" ")}` +
      (r.commitsPerMove !== null ? ` | ${r.commitsPerMove.toFixed(1)} commits/move` : "") +
      (r.walPerMove !== null ? `, ${(r.walPerMove / 1024).toFixed(1)} KB of WAL/move` : "") +
      (r.jobRowsPerMove !== null ? `, ${r.jobRowsPerMove.toFixed(2)} job rows kept/move` : "") +
      (r.missed !== null ? ` | ${r.missed} moves due with no game ready` : ""),
  );
}

/** A Markdown table: each run of the real server, then the floor's run on the same database, processes and games. */
export function printSideBySide(results: RunResult[]): void {
  const head = [
    "Database",
    "Processes",
    "Games",
    "Server",
    "Moves/s",
    "Move p50 / p99",
    "Opponent sees it p50 / p99",
    "CPU per move",
    "of it in the kernel",
    "Write calls per move",
    "RSS",
    "Errors",
    "CPU per move, floor ÷ real",
  ];
  const rows = results.map((r) => {
    const real = results.find(
      (x) => x.kind === "real" && x.db === r.db && x.processes === r.processes && x.games === r.games,
    );
    return [
      r.db === "postgres" ? "PostgreSQL" : "embedded",
      String(r.processes),
      String(r.games),
      r.kind,
      r.movesPerSecond.toFixed(0),
      `${ms(r.p50)} / ${ms(r.p99)}`,
      `${ms(r.seen50)} / ${ms(r.seen99)}`,
      `${cpuPerMove(r).toFixed(2)} ms`,
      `${systemPerMove(r).toFixed(2)} ms`,
      r.writesPerMove.toFixed(1),
      r.rss.map((x) => `${x.toFixed(0)} MB`).join(" + "),
      String(r.errors) + (r.missed ? ` (${r.missed} missed)` : ""),
      r.kind === "floor" && real ? (cpuPerMove(r) / cpuPerMove(real)).toFixed(2) : "",
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(head));
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const row of rows) console.log(line(row));
}
