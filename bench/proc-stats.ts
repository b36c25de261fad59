// What a benchmark reads of a process and of the machine from /proc: resident memory, write system calls and CPU
// time of a process, the machine's busy CPU time, and the local PostgreSQL server's.
import { readdirSync, readFileSync } from "node:fs";

export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Write system calls (write, writev, send…) the process made: socket writes are most of them. */
export function writeCalls(pid: number): number {
  const m = /syscw:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, "utf8"));
  return m ? Number(m[1]) : NaN;
}

export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** The machine's CPU time so far, busy and in all (seconds of all cores together; /proc/stat). */
export function machineCpuSeconds(): { busy: number; all: number } {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = f.reduce((a, b) => a + b, 0);
  return { busy: (all - f[3]! - f[4]!) / 100, all: all / 100 }; // idle and iowait are not busy
}

/** CPU seconds of the local PostgreSQL server's processes (postmaster and backends) so far; 0 when none runs here. */
export function postgresCpuSeconds(): number {
  let sum = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (stat.includes(" (postgres) ")) sum += cpuSeconds(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/**
 * Where a process's resident memory is (/proc/<pid>/smaps), in MB: malloc's main heap ("[heap]": native allocations),
 * other anonymous mappings (V8's heap spaces, WebAssembly memories, malloc's thread arenas), and mapped files.
 */
export function rssParts(pid: number): { mallocHeap: number; otherAnonymous: number; files: number } {
  const parts = { mallocHeap: 0, otherAnonymous: 0, files: 0 };
  let name = "";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      name = head[1]!;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const mb = Number(rss[1]) / 1024;
    if (name === "[heap]") parts.mallocHeap += mb;
    else if (name === "" || name.startsWith("[")) parts.otherAnonymous += mb;
    else parts.files += mb;
  }
  return parts;
}
