// The start-up path: `prisma migrate deploy` (JS engine) on a fresh database, and what /api/health reports.
import { expect, it } from "vitest";
import { deployMigrations, listMigrations } from "./db/migrations";
import { checkHealth } from "./health";
import { createTestDatabase, testDatabaseKinds } from "./testing/database";

for (const kind of testDatabaseKinds()) {
  it(`reports pending migrations, applies them with prisma migrate deploy, then reports ok [${kind} database]`, async () => {
    const database = await createTestDatabase(kind, { migrate: false });
    try {
      const before = await checkHealth(async () => database.db, "embedded");
      expect(before).toMatchObject({
        status: "degraded",
        database: { reachable: true, migrations: { applied: 0, pending: listMigrations() } },
      });
      await deployMigrations(database.url);
      const after = await checkHealth(async () => database.db, "embedded");
      expect(after).toMatchObject({
        status: "ok",
        database: { reachable: true, migrations: { expected: listMigrations().length, pending: [] } },
      });
      expect(await database.db.user.count()).toBe(0);
    } finally {
      await database.db.$disconnect();
      await database.close();
    }
  });
}

it("reports a database that does not answer as down", async () => {
  const health = await checkHealth(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1")), "external");
  expect(health).toMatchObject({
    status: "down",
    database: { mode: "external", reachable: false, migrations: null, error: "connect ECONNREFUSED 127.0.0.1:1" },
  });
  const slow = await checkHealth(() => new Promise(() => {}), "external", { timeoutMs: 50 });
  expect(slow).toMatchObject({ status: "down", database: { error: "no answer within 50 ms" } });
});
