// Every admin procedure, found by walking the router (not a hand-kept list), refuses anonymous callers and players,
// and has a test file of its own that calls it as an admin: a new procedure without one fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { appRouter } from "../../root";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { ADMIN_PROCEDURES } from "./procedures";

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const adminPaths = Object.keys(procedures)
  .filter((p) => p.startsWith("admin."))
  .sort();

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? testFiles(join(dir, e.name))
      : e.name.endsWith(".test.ts") && e.name !== "admin-access.test.ts"
        ? [join(dir, e.name)]
        : [],
  );
}

function call(caller: unknown, path: string): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (
    input?: unknown,
  ) => Promise<unknown>;
  // No input at all: access is checked before the input is parsed.
  return fn(undefined);
}

it("the admin router has the procedures of ADMIN_PROCEDURES, of the same kinds", () => {
  expect(adminPaths.length).toBeGreaterThan(10);
  expect(adminPaths.map((p) => ({ path: p, type: procedures[p]!._def.type }))).toEqual(
    [...ADMIN_PROCEDURES].sort((a, b) => a.path.localeCompare(b.path)),
  );
});

it("every admin procedure has a test file that calls it", () => {
  const dir = __dirname;
  const sources = testFiles(dir).map((f) => ({ file: relative(dir, f), text: readFileSync(f, "utf8") }));
  const untested = adminPaths.filter((p) => !sources.some((s) => s.text.includes(`.${p}(`)));
  expect(untested, "admin procedures without a test calling them").toEqual([]);
});

describeWithDatabase("every admin procedure", (t) => {
  it.each(adminPaths)("%s refuses anonymous callers (UNAUTHORIZED) and players (FORBIDDEN)", async (path) => {
    const { db } = t();
    const player = await createTestUser(db);
    await expect(call(callerFor(db), path)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(call(callerFor(db, player), path)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only admins may do this.",
    });
  });
});
