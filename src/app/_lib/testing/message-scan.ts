// Which namespaces of the catalog a page's client components read: every module the browser may run under the page
// (its client components, what they import, and the chunks they load with `import()`), searched for the namespaces'
// names as string literals. A literal finds `useTranslations("Play")`, `const NS = "RulesSakura"` and the `ns` of a
// yaku's name alike; a name that a module builds from parts would be missed, and no module does.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { clientMessagesFor } from "~/i18n/catalog";
import { bringsValues, clientModulesOf, isClient, resolve, SRC } from "./client-imports";

const APP = path.join(SRC, "app");
const STATIC = /(?:^|[\s;])(?:import|export)\s([^;]*?)from\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const LITERAL = /["'`]([A-Z][A-Za-z]*)(?=["'`.])/g;

const textOf = (file: string) => readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");

/** Every module of the app that `roots` load in the browser, `import()`ed chunks included. */
function browserModules(roots: readonly string[]): string[] {
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const text = textOf(file);
    const specifiers = [
      ...[...text.matchAll(STATIC)].filter((m) => bringsValues(m[1]!)).map((m) => m[2]!),
      ...[...text.matchAll(DYNAMIC)].map((m) => m[1]!),
    ];
    for (const specifier of specifiers) {
      const next = resolve(file, specifier);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/** The client namespaces named in `files`. */
export function namespacesIn(files: readonly string[], namespaces = Object.keys(clientMessagesFor("en"))): string[] {
  const found = new Set<string>();
  for (const file of files)
    for (const m of textOf(file).matchAll(LITERAL)) if (namespaces.includes(m[1]!)) found.add(m[1]!);
  return [...found].sort();
}

/** The namespaces the client components under `root` (a page, a layout, or a client component itself) read. */
export function namespacesOf(root: string): string[] {
  const clients = isClient(root) ? [root] : clientModulesOf(root);
  return namespacesIn(browserModules(clients));
}

/** The route files of the app that render below the root layout: pages and segment layouts, relative to src/app. */
export function routeFiles(dir = APP, into: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) routeFiles(file, into);
    else if (/^(page|layout)\.tsx$/.test(name) && file !== path.join(APP, "layout.tsx"))
      into.push(path.relative(APP, file));
  }
  return into;
}

/** The root layout's own and what renders in its place (the error, not-found and forbidden pages). */
export const ROOT_FILES = ["layout.tsx", "error.tsx", "not-found.tsx", "forbidden.tsx"];

/**
 * The namespaces the root layout sends every page, and each route file's own beyond them (files that need none are
 * left out): what src/i18n/page-namespaces.ts holds.
 */
export function scanRoutes(): { layout: string[]; pages: Record<string, string[]> } {
  const layout = namespacesIn(browserModules(ROOT_FILES.flatMap((f) => clientRoots(path.join(APP, f)))));
  const pages: Record<string, string[]> = {};
  for (const route of routeFiles()) {
    const own = namespacesOf(path.join(APP, route)).filter((ns) => !layout.includes(ns));
    if (own.length > 0) pages[route] = own;
  }
  return { layout, pages };
}

function clientRoots(file: string): string[] {
  return isClient(file) ? [file] : clientModulesOf(file);
}
