// No import cycles anywhere in src: a module in a cycle may be read before the
// module it needs has finished loading, and a cycle blurs which layer sits above which. Static imports only (type
// imports included); a dynamic import() loads later and may point upward on purpose.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SRC = path.dirname(fileURLToPath(import.meta.url));
// All of src, so that a new folder is checked without being named here.
const ROOTS = [SRC];
const SKIPPED = path.join(SRC, "server", "db", "generated");
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']/g;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (file === SKIPPED) continue;
    if (statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

function resolve(from: string, specifier: string, known: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("~/")) base = path.join(SRC, specifier.slice(2));
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (known.has(candidate)) return candidate;
  return null;
}

function importGraph(): Map<string, string[]> {
  const files = ROOTS.flatMap((root) => sourceFiles(root));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => resolve(file, m[1] ?? m[2]!, known))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle through each strongly connected component of more than one module (Tarjan), as paths from src/. */
function cycles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.map((f) => path.relative(SRC, f)).join(" ↔ "));
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

it("finds no import cycle in src", () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(1000);
  expect(cycles(graph)).toEqual([]);
});
