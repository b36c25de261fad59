// The migration that names the bots' levels as the level picker does: "Ume (heuristic)" becomes "Ume (Steady)", with
// the key the app computes, and a bot whose new name a person already has keeps its old one.
import { afterAll, describe, expect, it } from "vitest";
import { displayNameKey } from "../accounts/display-name-key";
import { botDisplayName } from "../repositories/bots";
import { testDatabaseKinds, type TestDatabase } from "../testing/database";
import { databaseBefore, userNames } from "../testing/migrations";

const MIGRATION = "20261130080000_bot_level_words";

for (const kind of testDatabaseKinds()) {
  describe(`the bots' level words migration [${kind} database]`, () => {
    let database: TestDatabase | undefined;
    afterAll(async () => database?.close());

    // every migration from an empty database, on a shared machine: more than the default minute
    it("renames the bots after their levels' words, unless a person has the name", { timeout: 180_000 }, async () => {
      const before = await databaseBefore(kind, MIGRATION);
      database = before.database;
      const { pool } = database;

      const users: [string, string, string | null][] = [
        ["b1", "Ume (random)", "random"],
        ["b2", "Ume (heuristic)", "heuristic"],
        ["b3", "Ume (strong)", "strong"],
        ["b4", "Fuji (heuristic)", "heuristic"],
        ["u1", "fuji (steady)", null],
        ["u2", "Kiku (heuristic)", null],
      ];
      for (const [id, displayName, botLevel] of users) {
        await pool.query(
          `INSERT INTO "User" ("id", "email", "displayName", "displayNameKey", "botLevel", "updatedAt") VALUES ($1, $2, $3, $4, $5, now())`,
          [id, `${id}@example.test`, displayName, displayNameKey(displayName), botLevel],
        );
      }
      await before.apply();

      const rows = await userNames(pool);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.displayName]))).toEqual({
        b1: botDisplayName("random", 1),
        b2: botDisplayName("heuristic", 1),
        b3: botDisplayName("strong", 1),
        b4: "Fuji (heuristic)", // a person has "fuji (steady)"
        u1: "fuji (steady)",
        u2: "Kiku (heuristic)", // a person's name is theirs
      });
      expect(rows.find((r) => r.id === "b2")?.displayName).toBe("Ume (Steady)");
      for (const r of rows) expect(r.displayNameKey).toBe(displayNameKey(r.displayName));
    });
  });
}
