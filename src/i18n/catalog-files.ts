// Where the catalogs' files are. The shared words: messages/<language>/<Namespace>.json. Each game's own words:
// src/app/_games/<game>/messages/<language>/<Namespace>.json, found by listing the games' app folders, so that a game
// brings its words with its folder and no list names it. A game's file adds to the namespace of its name (its own,
// such as RulesSutda, or a shared one, such as Games with `{ "sutda": … }`); the loader (catalog.ts) merges them.
// Paths are relative to the working directory: the repository's root, for the server, the tests and the tools.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const SHARED_MESSAGES_DIR = "messages";
export const GAMES_APP_DIR = join("src", "app", "_games");

/** One catalog file: its namespace, the game that owns it (null: shared) and its path. */
export interface CatalogFile {
  namespace: string;
  owner: string | null;
  path: string;
}

/** The games' app folders that hold a catalog folder (`messages/`), by name, sorted. */
export function gamesWithCatalogs(root = process.cwd()): string[] {
  return readdirSync(join(root, GAMES_APP_DIR), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(root, GAMES_APP_DIR, e.name, "messages")))
    .map((e) => e.name)
    .sort();
}

function jsonFilesIn(dir: string, owner: string | null): CatalogFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ namespace: file.slice(0, -".json".length), owner, path: join(dir, file) }));
}

/** Every catalog file of `locale`: the shared ones, then each game's. */
export function catalogFiles(locale: string, root = process.cwd()): CatalogFile[] {
  return [
    ...jsonFilesIn(join(root, SHARED_MESSAGES_DIR, locale), null),
    ...gamesWithCatalogs(root).flatMap((game) =>
      jsonFilesIn(join(root, GAMES_APP_DIR, game, "messages", locale), game),
    ),
  ];
}
