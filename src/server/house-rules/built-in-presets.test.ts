// The words the table creation page, the rules pages and the admin's house-rules page show for every option and
// preset are a player's words: no names of the rules' sources ("S3", "the seed text"), no section numbers.
import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { availableGames } from "~/engine/registry";
import { listMigrations, migrationsDir } from "../db/migrations";
import { builtInPresets } from "./built-in-presets";

/**
 * "S0".."S9" (the sources), "§4.2", the rules reference's file name, "section 3", "the seed text / rulebook" (the
 * sources' own name).
 */
const DOCUMENT_REFERENCE = /\bS\d\b|§|RULES\.md|\bsection \d|\bseed (text|rulebook|is)\b/i;

function shownTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const r of availableGames()) {
    for (const s of r.optionSpecs) {
      out.push(
        { where: `${r.game}.${s.name} label`, text: s.label },
        { where: `${r.game}.${s.name} help`, text: s.help },
      );
      if (s.kind === "enum")
        for (const v of s.values) out.push({ where: `${r.game}.${s.name}=${v.value} label`, text: v.label });
    }
    for (const p of r.presets) out.push({ where: `${r.game} preset ${p.name}`, text: `${p.label}. ${p.help}` });
  }
  for (const b of builtInPresets())
    out.push({ where: `built-in preset ${b.game}/${b.slug}`, text: `${b.title}. ${b.description}` });
  return out;
}

describe("option and preset texts", () => {
  it("speak of the game, never of the rules document's sources or sections", () => {
    const texts = shownTexts();
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => DOCUMENT_REFERENCE.test(t.text)).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });
});

describe("the migration to player words (20261121120000)", () => {
  it("gives a database seeded before it the built-in descriptions of today, and keeps one an admin wrote", async () => {
    const name = "20261121120000_preset_descriptions_in_player_words";
    const sql = (m: string) => readFileSync(join(migrationsDir(), m, "migration.sql"), "utf8");
    const db = await PGlite.create();
    try {
      for (const m of listMigrations().filter((m) => m < name)) await db.exec(sql(m));
      const seededBefore: [string, string, string][] = [
        [
          "mushi",
          "default",
          "Osaka Mushi as the seed text describes it: 40 cards, scores against 115, the Lightning wild, no Five Brights, 12 rounds.",
        ],
        ["mushi", "short", "A shorter game of 6 rounds, every other rule as in S3."],
        ["sfj", "half_year", "A shorter game of 6 rounds, every other rule as in S0."],
        ["sfj", "default", "Our club's SFJ (see S0)."],
      ];
      for (const [game, builtIn, description] of seededBefore) {
        await db.query(
          `INSERT INTO "HouseRulePreset" ("id", "game", "slug", "title", "description", "builtIn", "updatedAt") VALUES ($1, $2, $3, 't', $4, $5, now())`,
          [`${game}-${builtIn}`, game, builtIn, description, builtIn],
        );
      }
      await db.exec(sql(name));
      const rows = (
        await db.query<{ id: string; description: string }>(
          `SELECT "id", "description" FROM "HouseRulePreset" ORDER BY "id"`,
        )
      ).rows;
      const today = (game: string, builtIn: string) =>
        builtInPresets().find((b) => b.game === game && b.builtIn === builtIn)!.description;
      expect(rows).toEqual([
        { id: "mushi-default", description: today("mushi", "default") },
        { id: "mushi-short", description: today("mushi", "short") },
        { id: "sfj-default", description: "Our club's SFJ (see S0)." },
        { id: "sfj-half_year", description: today("sfj", "half_year") },
      ]);
    } finally {
      await db.close();
    }
  });
});
