// The migration that makes display names unique, on a database holding names that read the same and the bots' old
// names: it keeps the earliest account's name (a bot's first), suffixes the later ones in creation order, and
// renames the bots after their levels.
import { afterAll, describe, expect, it } from "vitest";
import { displayNameKey } from "../accounts/display-name-key";
import { testDatabaseKinds, type TestDatabase } from "../testing/database";
import { databaseBefore, userNames } from "../testing/migrations";

const MIGRATION = "20261128141120_display_name_key";

for (const kind of testDatabaseKinds()) {
  describe(`the display name key migration [${kind} database]`, () => {
    let database: TestDatabase | undefined;
    afterAll(async () => database?.close());

    // every migration from an empty database, on a shared machine: more than the default minute
    it(
      "fills the key, suffixes later duplicates deterministically and names the bots after their levels",
      { timeout: 180_000 },
      async () => {
        const before = await databaseBefore(kind, MIGRATION);
        database = before.database;
        const { pool } = database;

        const users: [string, string, string | null, string][] = [
          ["u1", "Hana", null, "2026-01-01"],
          ["u2", "HANA", null, "2026-01-03"],
          ["u3", "Ｈａｎａ", null, "2026-01-02"],
          ["u4", "Hana 2", null, "2026-01-04"],
          ["u5", " hana ", null, "2026-01-05"],
          ["u6", "Ume", null, "2026-01-01"],
          ["b1", "Bot Ume", "random", "2026-02-01"],
          ["b2", "Bot Ume", "heuristic", "2026-02-01"],
          ["b3", "Bot Ume", "strong", "2026-02-01"],
          ["u7", "Ume (strong)", null, "2026-01-01"],
          ["u8", "A name of exactly thirty-two ch.", null, "2026-01-01"],
          ["u9", "a name of exactly thirty-two ch.", null, "2026-01-02"],
        ];
        for (const [id, displayName, botLevel, createdAt] of users) {
          await pool.query(
            `INSERT INTO "User" ("id", "email", "displayName", "botLevel", "createdAt", "updatedAt") VALUES ($1, $2, $3, $4, $5, now())`,
            [id, `${id}@example.test`, displayName, botLevel, createdAt],
          );
        }
        await before.apply();

        const rows = await userNames(pool);
        expect(Object.fromEntries(rows.map((r) => [r.id, r.displayName]))).toEqual({
          u1: "Hana", // the earliest keeps it
          u3: "Ｈａｎａ 3", // "Hana 2" is taken
          u2: "HANA 4",
          u4: "Hana 2",
          u5: " hana 5",
          u6: "Ume",
          b1: "Ume (random)",
          b2: "Ume (heuristic)",
          b3: "Ume (strong)", // a bot keeps its name before a person
          u7: "Ume (strong) 2",
          u8: "A name of exactly thirty-two ch.",
          u9: "a name of exactly thirty-two c 2", // cut to stay within 32 characters
        });
        // the key the app would compute
        for (const r of rows) expect(r.displayNameKey).toBe(displayNameKey(r.displayName));
        await expect(
          pool.query(
            `INSERT INTO "User" ("id", "email", "displayName", "displayNameKey", "updatedAt") VALUES ('x', 'x@example.test', 'HANA', 'hana', now())`,
          ),
        ).rejects.toThrow(/unique/);
      },
    );
  });
}
