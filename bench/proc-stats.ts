// What a benchmark reads of a process and of the machine from /proc: resident memory, write system calls and CPU
// time of a process, the machine's busy CPU time, and the local PostgreSQL server's.
import { readdirSync, readFileSync } from "node:fs";

export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Write system calls (write, writev, send…) the process made: socket writes are most of them. */
export function writeCalls(pid: number): number {
  return ioField(pid, "syscw");
}

/** Bytes the process handed to write system calls (sockets and files alike). */
export function bytesWritten(pid: number): number {
  return ioField(pid, "wchar");
}

function ioField(pid: number, name: "syscw" | "wchar"): number {
  const m = new RegExp(`${name}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/io`, "utf8"));
  return m ? Number(m[1]) : NaN;
}

export function cpuSeconds(pid: number): number {
  const { user, system } = cpuParts(pid);
  return user + system;
}

/**
 * A process's CPU seconds in its own code (user: JavaScript, the collector, pg's parsing) and in the kernel (system:
 * mostly its socket writes and reads). V8's profiler cannot tell them apart: it samples a thread waiting in a write
 * call as busy there.
 */
export function cpuParts(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 }; // clock ticks of 1/100 s
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
 * WebAssembly memories (the accessible start of V8's reservation of several GB for each: an anonymous read-write
 * mapping followed at once by at least 1 GB of inaccessible address space), executable anonymous memory (compiled
 * JavaScript and WebAssembly code), malloc's thread arenas (what threads other than the main one allocate: a 64 MB
 * aligned reservation each, read-write as far as used), other anonymous mappings (V8's heap spaces, large buffers,
 * thread stacks), and mapped files.
 */
/** glibc's heap for a thread arena: HEAP_MAX_SIZE on 64-bit, aligned to its size. */
const ARENA = 64 * 2 ** 20;

export function rssParts(pid: number): {
  mallocHeap: number;
  wasmMemory: number;
  /** Each WebAssembly memory's resident MB, largest first. */
  wasmMemories: number[];
  code: number;
  mallocArenas: number;
  otherAnonymous: number;
  files: number;
} {
  const parts = {
    mallocHeap: 0,
    wasmMemory: 0,
    wasmMemories: [] as number[],
    code: 0,
    mallocArenas: 0,
    otherAnonymous: 0,
    files: 0,
  };
  const maps: { start: number; end: number; perm: string; name: string; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      maps.push({ start: parseInt(head[1]!, 16), end: parseInt(head[2]!, 16), perm: head[3]!, name: head[4]!, rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps[maps.length - 1]!.rss = Number(rss[1]) / 1024;
  }
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    if (m.name === "[heap]") parts.mallocHeap += m.rss;
    else if (m.name !== "" && !m.name.startsWith("[")) parts.files += m.rss;
    else if (m.name === "" && m.perm.includes("x")) parts.code += m.rss;
    else if (
      m.name === "" &&
      m.perm.startsWith("rw") &&
      next?.start === m.end &&
      next.perm.startsWith("---") &&
      next.end - next.start >= 2 ** 30
    ) {
      parts.wasmMemory += m.rss;
      parts.wasmMemories.push(m.rss);
    } else if (m.name === "" && m.start % ARENA === 0 && next?.start === m.end && next.end - m.start === ARENA)
      parts.mallocArenas += m.rss;
    else parts.otherAnonymous += m.rss;
  });
  parts.wasmMemories.sort((a, b) => b - a);
  return parts;
}
