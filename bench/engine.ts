// `npm run bench:engine`: runs every game's engine benchmark in bench/engine/*.ts and prints figures.
// A benchmark, not a test: it prints numbers and never fails on them.
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { join } from "node:path";

const dir = fileURLToPath(new URL("./engine/", import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && !f.startsWith("_"))
  .sort((a, b) => (a === "sakura.ts" ? -1 : b === "sakura.ts" ? 1 : a.localeCompare(b)));
console.log(`engine benchmark: node ${process.version}, ${process.arch}`);
for (const f of files) {
  const name = f.replace(/\.ts$/, "");
  if (only.length && !only.includes(name)) continue;
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as { run: () => Promise<void> | void };
  console.log(`\n== ${name}`);
  await mod.run();
}
