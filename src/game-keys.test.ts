// No game is named by its key outside its own folders: everything else reaches a game through its registry entry
// (its Ruleset: traits, progress, how it ends, the stand-in's move, …), so adding a game touches its folders and the
// registries, not the server, the shared code or the pages. Its words are in its own catalog folder too: the shared
// catalogs hold no key named after a game, and a game's catalogs name no other game.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_GAME_NAMES } from "~/engine/core/ruleset";
import { catalogFiles, gamesWithCatalogs } from "~/i18n/catalog-files";
import { LOCALES } from "~/lib/locales";

const ROOT = join(__dirname, "..");
const SRC = join(ROOT, "src");

/** Files that list every game by name: the registries. */
const REGISTRIES = [
  "src/engine/registry.ts",
  "src/engine/facts.ts",
  "src/engine/game-traits.ts",
  "src/engine/core/ruleset.ts",
  "src/app/_games/registry.ts",
  "src/app/_games/how-to-play.ts",
  "src/app/_games/traits.ts",
  "src/app/_games/game-entry.tsx",
  "src/app/_games/game-rules.ts",
  "src/app/_games/replay-boards.tsx",
  "src/engine/bots/registry.ts",
];

/** Test support, which builds games of every kind. */
const TEST_SUPPORT = ["src/server/testing/", "src/app/_lib/testing/", "src/engine/bots/testing/"];

/**
 * Judge's real-time pipeline still enters the server and the table page through these doors (its router in the API's
 * root, the table page's live context): listed so that what is left to move behind the registry shows.
 */
const JUDGE_DOORS = ["src/server/api/root.ts", "src/app/table/[id]/table-screen.tsx"];

/** The 48 cards' values in the games that count card points: one data table. */
const CARD_TABLE = "src/engine/core/cards.ts";

/** Folders a game's own code lives in (besides the registries). */
const ownFolders = (game: string) => [
  `src/engine/${game}/`,
  `src/app/_games/${game}/`,
  ...(game === "judge" ? ["src/server/judge/"] : []),
];

const NAMES = ENGINE_GAME_NAMES.join("|");
/** A key as a string ("sutda"), as an object key or type member (`sutda: …`), or a game's folder in an import. */
const KEY = new RegExp(`(["'\`])(${NAMES})\\1`, "g");
const PROPERTY = new RegExp(`^\\s*(${NAMES})\\??\\s*:`);
const FOLDER = new RegExp(`from\\s+["'][^"']*/(?:engine|_games)/(${NAMES})(?:/[^"']*)?["']`, "g");

/** A catalog key that names a game: the key itself ("sutda") or a key it begins ("koikoi_bonus", "koikoiTimes"). */
const CATALOG_KEY = new RegExp(`^(${NAMES})(?:$|[_A-Z0-9-])`);
/** A namespace named after a game ("SutdaBoard", "RulesSfj"). */
const NAMESPACE = new RegExp(NAMES, "i");

/** The games a catalog file names: in its namespace's name, or as a key at any depth ("Options.koikoi"). */
function gamesInCatalog(namespace: string, messages: object): { key: string; game: string }[] {
  const out: { key: string; game: string }[] = [];
  const ns = NAMESPACE.exec(namespace);
  if (ns) out.push({ key: namespace, game: ns[0].toLowerCase() });
  const visit = (o: object, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      const m = CATALOG_KEY.exec(k);
      if (m) out.push({ key: `${prefix}${k}`, game: m[1]! });
      if (v && typeof v === "object") visit(v as object, `${prefix}${k}.`);
    }
  };
  visit(messages, `${namespace}.`);
  return out;
}

/** Each game key written in `text`, with its line (comment lines left out). */
function gameKeysIn(text: string): { line: number; game: string }[] {
  const out: { line: number; game: string }[] = [];
  text.split("\n").forEach((content, i) => {
    const t = content.trim();
    if (t.startsWith("//") || t.startsWith("*") || t.startsWith("/*")) return;
    for (const m of content.matchAll(KEY)) out.push({ line: i + 1, game: m[2]! });
    for (const m of content.matchAll(FOLDER)) out.push({ line: i + 1, game: m[1]! });
    const p = PROPERTY.exec(content);
    if (p) out.push({ line: i + 1, game: p[1]! });
  });
  return out;
}

/** Whether `file` (relative to the repository, with "/") may name `game`. */
function mayName(file: string, game: string): boolean {
  if (REGISTRIES.includes(file) || file === CARD_TABLE) return true;
  if (game === "judge" && JUDGE_DOORS.includes(file)) return true;
  return [...TEST_SUPPORT, ...ownFolders(game)].some((folder) => file.startsWith(folder));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" || e.name === "generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path, file: relative(ROOT, path).split(sep).join("/") }));

describe("game keys", () => {
  it("are named only in their game's folders, the registries and test support", () => {
    const offending = files.flatMap(({ path, file }) =>
      gameKeysIn(readFileSync(path, "utf8"))
        .filter((k) => !mayName(file, k.game))
        .map((k) => `${file}:${k.line} names "${k.game}"`),
    );
    expect(offending, `game keys outside their game's folders:\n${offending.join("\n")}`).toEqual([]);
  });

  it("are no key of the shared catalogs, and a game's catalogs name only their game", () => {
    expect(gamesWithCatalogs(ROOT).filter((g) => !(ENGINE_GAME_NAMES as readonly string[]).includes(g))).toEqual([]);
    const offending = LOCALES.flatMap((locale) =>
      catalogFiles(locale, ROOT).flatMap((f) =>
        gamesInCatalog(f.namespace, JSON.parse(readFileSync(f.path, "utf8")) as object)
          .filter((k) => k.game !== f.owner)
          .map((k) => `${relative(ROOT, f.path)}: ${k.key} names "${k.game}"`),
      ),
    );
    expect(offending, `game keys in catalogs not their game's:\n${offending.join("\n")}`).toEqual([]);
  });

  it("finds a game in a catalog's keys and namespace, not in longer words", () => {
    const options = { boolean: { on: "On" }, koikoi: { koikoi_bonus: { label: "x" } }, judged: "x", sfjx: "x" };
    expect(gamesInCatalog("Options", options)).toEqual([
      { key: "Options.koikoi", game: "koikoi" },
      { key: "Options.koikoi.koikoi_bonus", game: "koikoi" },
    ]);
    expect(gamesInCatalog("Explain", { phrase: { koikoiTimes: "×{times}", sakura2: "x" } })).toEqual([
      { key: "Explain.phrase.koikoiTimes", game: "koikoi" },
      { key: "Explain.phrase.sakura2", game: "sakura" },
    ]);
    expect(gamesInCatalog("SutdaBoard", { bid: "bid {amount}" })).toEqual([{ key: "SutdaBoard", game: "sutda" }]);
  });

  it("finds a key in code and leaves comments and longer words alone", () => {
    const found = gameKeysIn(
      ['if (game === "sutda") fold();', "// the 'judge' pipeline", 'const w = "sakuras";'].join("\n"),
    );
    expect(found).toEqual([{ line: 1, game: "sutda" }]);
    // an object key or type member, and a game's folder in an import, name the game too
    expect(gameKeysIn('const T = {\n  mushi: "Mushi",\n};\nimport { x } from "~/engine/sfj/roles";')).toEqual([
      { line: 2, game: "mushi" },
      { line: 4, game: "sfj" },
    ]);
    expect(mayName("src/server/games/tables.ts", "judge")).toBe(false);
    expect(mayName("src/server/judge/act.ts", "judge")).toBe(true);
    expect(mayName("src/server/judge/act.ts", "sutda")).toBe(false);
    expect(mayName("src/engine/koikoi/view.ts", "koikoi")).toBe(true);
    // a game's bot is in its folder; the bots' shared code names no game
    expect(mayName("src/engine/koikoi/bot/search.ts", "koikoi")).toBe(true);
    expect(mayName("src/engine/bots/search.ts", "sakura")).toBe(false);
  });
});
