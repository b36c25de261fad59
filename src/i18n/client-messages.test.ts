// Pages pick the words they hand the browser from every namespace but the server's own (errors, mail, push): no
// page's code may read those, since the browser would show a missing key where the server's words were meant.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogFor, clientMessagesFor, SERVER_ONLY_NAMESPACES } from "./catalog";

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe("the messages pages send to the browser", () => {
  it("are the catalog without the server's own namespaces", () => {
    const all = Object.keys(catalogFor("ja"));
    expect(Object.keys(clientMessagesFor("ja")).sort()).toEqual(
      all.filter((ns) => !SERVER_ONLY_NAMESPACES.includes(ns)).sort(),
    );
    for (const ns of SERVER_ONLY_NAMESPACES) expect(all).toContain(ns);
  });

  it("hold every namespace the app's code reads", () => {
    const named = new RegExp(`["'\`](${SERVER_ONLY_NAMESPACES.join("|")})[."'\`]`);
    const readers = sourcesUnder(join(process.cwd(), "src/app")).filter((f) => named.test(readFileSync(f, "utf8")));
    expect(readers).toEqual([]);
  });
});
