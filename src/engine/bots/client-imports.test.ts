// The bots' search stays on the server: no client component reaches the bot registry or the search through its
// static value imports (type imports are erased from the bundle). The client reads what it needs of the bots from
// small modules of their own (levels, reaction profiles, the analysable games, the measured strengths).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FORBIDDEN = ["engine/bots/registry.ts", "engine/bots/search.ts", "engine/bots/fishing.ts"];
const STATEMENT = /(?:^|[\s;])(import|export)\s([^;]*?)from\s*["']([^"']+)["']/g;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("~/")) base = path.join(SRC, specifier.slice(2));
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** Whether an import or export clause brings in values (not `import type`, nor only `type` names). */
function bringsValues(clause: string): boolean {
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

/** The modules a file loads at run time. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  return [...text.matchAll(STATEMENT)].filter((m) => bringsValues(m[2]!)).flatMap((m) => resolve(file, m[3]!) ?? []);
}

/** A chain of value imports from `root` to a forbidden module, or null. */
function pathToForbidden(root: string, seen: Set<string>): string[] | null {
  const queue: string[][] = [[root]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1]!;
    if (FORBIDDEN.some((f) => file === path.join(SRC, f))) return chain;
    for (const next of valueImports(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

it("keeps the bot registry and the search out of the client's modules", () => {
  const clients = sourceFiles(path.join(SRC, "app")).filter((f) =>
    /^\s*["']use client["']/.test(readFileSync(f, "utf8")),
  );
  expect(clients.length).toBeGreaterThan(20);
  const seen = new Set<string>();
  const found = clients.flatMap((f) => {
    const chain = pathToForbidden(f, seen);
    return chain ? [chain.map((c) => path.relative(SRC, c)).join(" → ")] : [];
  });
  expect(found).toEqual([]);
});

it("follows value imports and leaves type imports alone", () => {
  expect(bringsValues("{ chooseMove }")).toBe(true);
  expect(bringsValues("{ BOT_LEVELS, type BotLevel }")).toBe(true);
  expect(bringsValues("type { BotInput }")).toBe(false);
  expect(bringsValues("{ type BotInput, type BotMove }")).toBe(false);
  expect(bringsValues("* as bots")).toBe(true);
});
