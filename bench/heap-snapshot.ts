// What a V8 heap snapshot (node --heapsnapshot-signal, or the inspector's) holds, by kind of object: the live heap
// after the full collection the snapshot makes. `tsx bench/heap-snapshot.ts A.heapsnapshot [B.heapsnapshot]` prints
// the largest groups of A, or what B holds more than A (e.g. 200 live games against 0).
import { readFileSync } from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface Group {
  count: number;
  bytes: number;
}

/** Live objects by "type:name" (name: the constructor, or the closure's function name), with the total. */
export function summarize(file: string): { total: number; groups: Map<string, Group> } {
  const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const groups = new Map<string, Group>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const size = snap.nodes[i + sizeAt]!;
    total += size;
    // Strings and numbers by kind only: their text is data, not a kind.
    const name =
      type === "string" || type === "concatenated string" || type === "sliced string" || type === "number"
        ? ""
        : snap.strings[snap.nodes[i + nameAt]!]!.slice(0, 60);
    const key = `${type}:${name}`;
    const g = groups.get(key) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += size;
    groups.set(key, g);
  }
  return { total, groups };
}

export function diff(a: Map<string, Group>, b: Map<string, Group>): [string, Group][] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys]
    .map((k): [string, Group] => [
      k,
      {
        count: (b.get(k)?.count ?? 0) - (a.get(k)?.count ?? 0),
        bytes: (b.get(k)?.bytes ?? 0) - (a.get(k)?.bytes ?? 0),
      },
    ])
    .sort((x, y) => y[1].bytes - x[1].bytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [fileA, fileB] = process.argv.slice(2);
  if (!fileA) throw new Error("usage: tsx bench/heap-snapshot.ts A.heapsnapshot [B.heapsnapshot]");
  const a = summarize(fileA);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (!fileB) {
    console.log(`live heap ${mb(a.total)}`);
    for (const [k, g] of [...a.groups].sort((x, y) => y[1].bytes - x[1].bytes).slice(0, 40))
      console.log(`${mb(g.bytes).padStart(10)} ${String(g.count).padStart(9)}  ${k}`);
  } else {
    const b = summarize(fileB);
    console.log(`live heap ${mb(a.total)} → ${mb(b.total)} (${mb(b.total - a.total)} more)`);
    for (const [k, g] of diff(a.groups, b.groups).slice(0, 50))
      console.log(`${mb(g.bytes).padStart(10)} ${String(g.count).padStart(9)}  ${k}`);
  }
}
