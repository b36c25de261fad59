// What the browser's modules load: a walk over the value imports of the app's client components (type imports are
// erased from the bundle; `import()` is a chunk loaded on demand, so the walk does not follow it). Tests use it to keep
// modules out of the client's bundles.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const STATEMENT = /(?:^|[\s;])(import|export)\s([^;]*?)from\s*["']([^"']+)["']/g;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

export function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("~/")) base = path.join(SRC, specifier.slice(2));
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** Whether an import or export clause brings in values (not `import type`, nor only `type` names). */
export function bringsValues(clause: string): boolean {
  const c = clause.trim();
  if (c.startsWith("type ") || c.startsWith("type{")) return false;
  const named = /^\{([^}]*)\}$/.exec(c);
  if (!named) return true;
  const names = named[1]!
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return names.some((n) => !n.startsWith("type "));
}

const importsOf = new Map<string, string[]>();

/** The specifiers of the modules a file loads at run time. */
function valueSpecifiers(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  return [...text.matchAll(STATEMENT)].filter((m) => bringsValues(m[2]!)).map((m) => m[3]!);
}

/** The modules of the app a file loads at run time. */
function valueImports(file: string): string[] {
  const known = importsOf.get(file);
  if (known) return known;
  const found = valueSpecifiers(file).flatMap((s) => resolve(file, s) ?? []);
  importsOf.set(file, found);
  return found;
}

/** A chain of value imports from `root` to a forbidden module, or null. */
export function pathToForbidden(root: string, forbidden: readonly string[], seen: Set<string>): string[] | null {
  const queue: string[][] = [[root]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1]!;
    if (forbidden.some((f) => file === path.join(SRC, f))) return chain;
    for (const next of valueImports(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

export const isClient = (file: string) => /^\s*["']use client["']/.test(readFileSync(file, "utf8"));

/** The app's client components (files that start with "use client"). */
export function clientModules(): string[] {
  return sourceFiles(path.join(SRC, "app")).filter(isClient);
}

/** The client components a server module (a page) renders: the first client modules on its chains of imports. */
export function clientModulesOf(root: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length > 0) {
    for (const next of valueImports(queue.shift()!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (isClient(next)) found.push(next);
      else queue.push(next);
    }
  }
  return found;
}

/** For each client component that reaches one of `forbidden` (paths under src), its shortest chain of imports. */
export function chainsTo(forbidden: readonly string[], clients: readonly string[] = clientModules()): string[] {
  return clients.flatMap((f) => {
    const chain = pathToForbidden(f, forbidden, new Set());
    return chain ? [chain.map((c) => path.relative(SRC, c)).join(" → ")] : [];
  });
}

/** For each of `packages` that the clients' modules import, the first module found importing it (path under src). */
export function packagesImported(
  packages: readonly string[],
  clients: readonly string[] = clientModules(),
): Record<string, string> {
  const found: Record<string, string> = {};
  const seen = new Set<string>(clients);
  const queue = [...clients];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const s of valueSpecifiers(file)) if (packages.includes(s)) found[s] ??= path.relative(SRC, file);
    for (const next of valueImports(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return found;
}
