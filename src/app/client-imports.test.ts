// The rules' code stays out of the pages' first load: client components read a game's players, options, presets and
// traits from the facts registry (src/engine/facts.ts), and a board that plays the rules loads them with its chunk
// (`import()`, which the walk does not follow). A page that folds or checks games in the browser is listed here.
import { ENGINE_GAME_NAMES, GAME_NAMES } from "~/engine/core/ruleset";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { chainsTo, clientModules, clientModulesOf, packagesImported, SRC } from "./_lib/testing/client-imports";

const RULES = ["engine/registry.ts", ...ENGINE_GAME_NAMES.map((g) => `engine/${g}/ruleset.ts`)];

/**
 * Pages that run the rules in the browser: a finished game's record folded into its replay, a record file folded on
 * import, a preset's rules checked, the boards' harness.
 */
const RUN_THE_RULES = [
  "app/replays/[gameId]/served-replay.tsx",
  "app/replays/import/",
  "app/admin/presets/",
  "app/dev/",
];

it("keeps the engine's rulesets and registry out of the pages' client modules", () => {
  const clients = clientModules().filter((f) => !RUN_THE_RULES.some((dir) => f.includes(`/src/${dir}`)));
  expect(clients.length).toBeGreaterThan(20);
  expect(chainsTo(RULES, clients)).toEqual([]);
});

it("finds a chain from a page that runs the rules", () => {
  expect(chainsTo(RULES).length).toBeGreaterThan(0);
});

/** The ICU parser and what brings it: the browser formats the messages the server compiled (src/i18n/). */
const PARSER = ["intl-messageformat", "@formatjs/icu-messageformat-parser", "icu-minify/compile", "use-intl/core"];

it("leaves the ICU parser out of the browser's formatting of messages", async () => {
  expect(packagesImported(PARSER)).toEqual({});
  expect(chainsTo(["i18n/compiled-messages.ts", "i18n/format-message.ts", "i18n/catalog.ts"])).toEqual([]);
  // The configuration is JavaScript without types: loaded by its address, as Next.js loads it.
  const configUrl = new URL("../../next.config.js", import.meta.url).href;
  const { default: config } = (await import(configUrl)) as {
    default: { turbopack: { resolveAlias: Record<string, Record<string, string>> } };
  };
  expect(config.turbopack.resolveAlias["use-intl/format-message"]!.browser).toMatch(
    /\/use-intl\/dist\/esm\/\w+\/format-message\/format-only\.js$/,
  );
});

it("finds a package a client module imports", () => {
  expect(packagesImported(["next-intl", "not-imported"])).toEqual({ "next-intl": expect.any(String) });
});

it("keeps the games' facts out of a visitor's home page: its games in play load with their rows", () => {
  const home = clientModulesOf(path.join(SRC, "app/page.tsx"));
  expect(home.map((f) => path.relative(SRC, f))).toContain("app/play/lazy-my-games.tsx");
  expect(chainsTo(["engine/facts.ts"], home)).toEqual([]);
  expect(chainsTo(["engine/game-traits.ts"], [path.join(SRC, "app/play/my-games.tsx")])).not.toEqual([]);
});

it("keeps the games' facts and the new-table form out of the play page's first load: the form loads when opened", () => {
  const play = clientModulesOf(path.join(SRC, "app/play/page.tsx"));
  expect(play.map((f) => path.relative(SRC, f))).toContain("app/play/play-lobby.tsx");
  expect(chainsTo(["engine/facts.ts", "app/play/create-table-form.tsx", "app/play/option-words.ts"], play)).toEqual([]);
  // the walk does follow a static import to the facts
  expect(chainsTo(["engine/facts.ts"], [path.join(SRC, "app/play/create-table-form.tsx")])).not.toEqual([]);
});

it("keeps the games' facts and entries out of a table's page: it loads its game's entry on demand", () => {
  const table = clientModulesOf(path.join(SRC, "app/table/[id]/page.tsx"));
  expect(table.map((f) => path.relative(SRC, f))).toContain("app/table/[id]/table-screen.tsx");
  const entries = GAME_NAMES.map((g) => `app/_games/${g}/index.ts`);
  expect(
    chainsTo(["engine/facts.ts", "app/_games/registry.ts", "app/play/option-words.ts", ...entries], table),
  ).toEqual([]);
  // the walk does follow a static import to an entry
  expect(chainsTo(entries, [path.join(SRC, "app/_games/registry.ts")])).not.toEqual([]);
});

/** The packages the browser once called the API with: its own client (trpc.tsx, api-stream.ts) replaces them. */
const API_CLIENT = ["@tanstack/react-query", "@trpc/client", "@trpc/tanstack-react-query", "superjson"];

it("keeps TanStack Query, the tRPC client and superjson out of every client module", () => {
  expect(packagesImported(API_CLIENT)).toEqual({});
  // The pages that call the API reach the project's client through their segment's layout.
  const play = clientModulesOf(path.join(SRC, "app/play/layout.tsx")).map((f) => path.relative(SRC, f));
  expect(play).toContain("app/_lib/trpc.tsx");
});

it("keeps the API client's parts for paged lists, forms and one-off reads out of a table's page", () => {
  const table = clientModulesOf(path.join(SRC, "app/table/[id]/page.tsx"));
  expect(table.map((f) => path.relative(SRC, f))).toContain("app/_lib/trpc.tsx");
  const elsewhere = ["app/_lib/infinite-query.ts", "app/_lib/field-errors.ts", "app/_lib/fetch-query.ts"];
  expect(chainsTo(elsewhere, table)).toEqual([]);
  // the walk does follow a static import to them
  expect(chainsTo(elsewhere, [path.join(SRC, "app/play/play-lobby.tsx")]).length).toBeGreaterThan(0);
});

it("finds such a package where a client module imports it", () => {
  expect(packagesImported(["react"], clientModulesOf(path.join(SRC, "app/play/layout.tsx")))).toHaveProperty("react");
});

it("keeps the API's client, the match summary and a round's scoring out of a replay's first load", () => {
  const replay = clientModulesOf(path.join(SRC, "app/replays/[gameId]/page.tsx"));
  expect(replay.map((f) => path.relative(SRC, f))).toContain("app/replays/[gameId]/replay-screen.tsx");
  const later = [
    "app/_lib/trpc.tsx",
    "app/replays/_components/analysis-answer.tsx",
    "app/_components/game/match-summary.tsx",
    "app/_components/game/round-explanation.tsx",
  ];
  expect(chainsTo(later, replay)).toEqual([]);
  // the walk does follow a static import to them
  expect(chainsTo(later, [path.join(SRC, "app/replays/_components/analysis-answer.tsx")])).not.toEqual([]);
});

it("keeps a served replay's viewer and boards out of its first load: they load when the reader acts", () => {
  const replay = clientModulesOf(path.join(SRC, "app/replays/[gameId]/page.tsx"));
  const later = [
    "app/replays/[gameId]/served-replay.tsx",
    "app/replays/_components/replay-viewer.tsx",
    "app/_components/game/fishing-board.tsx",
  ];
  expect(chainsTo(later, replay)).toEqual([]);
  // the walk does follow a static import to the viewer
  expect(chainsTo(later, [path.join(SRC, "app/replays/[gameId]/served-replay.tsx")])).not.toEqual([]);
});

it("keeps the engine's English yaku names out of a Sakura table: its board names them from the catalogs", () => {
  const board = ["app/_games/sakura/with-board.ts", "app/_games/sakura/index.ts"].map((f) => path.join(SRC, f));
  expect(chainsTo(["engine/sakura/yaku.ts"], board)).toEqual([]);
  // the walk does follow a static import to the names
  expect(chainsTo(["engine/sakura/yaku.ts"], [path.join(SRC, "engine/sakura/view.ts")])).not.toEqual([]);
});

it("keeps the header's markup and the sign-out requests out of every page's first load: the server draws the header", () => {
  const layout = clientModulesOf(path.join(SRC, "app/layout.tsx"));
  expect(layout.map((f) => path.relative(SRC, f))).toContain("app/_components/layout/header-menu.tsx");
  const drawnOrLater = [
    "app/_components/layout/site-header.tsx",
    "app/_components/layout/brand-mark.tsx",
    "app/_lib/sign-out.ts",
  ];
  expect(layout.map((f) => path.relative(SRC, f))).not.toContain("app/_components/layout/site-header.tsx");
  expect(chainsTo(drawnOrLater, layout)).toEqual([]);
});

/** The names the app's modules (not tests' helpers) import as values from `next-intl`. */
function nextIntlValueNames(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|(^|\/)testing\/|-testing\.tsx?$/.test(f),
  );
  for (const file of files) {
    const text = readFileSync(path.join(SRC, file), "utf8");
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']next-intl["']/g))
      for (const n of m[1]!.split(",").map((s) => s.trim()))
        if (n && !n.startsWith("type ")) names.add(n.split(/\s+as\s+/)[0]!);
  }
  return names;
}

it("keeps next-intl's client entry, and the date, list and relative-time formatter it brings, out of the browser", async () => {
  const configUrl = new URL("../../next.config.js", import.meta.url).href;
  const { default: config } = (await import(configUrl)) as {
    default: { turbopack: { resolveAlias: Record<string, Record<string, string>> } };
  };
  expect(config.turbopack.resolveAlias["next-intl"]).toEqual({ browser: "./src/i18n/client-intl.ts" });
  const names = nextIntlValueNames();
  expect(names).toContain("useTranslations");
  expect(names).not.toContain("useFormatter");
  const clientIntl = (await import("~/i18n/client-intl")) as Record<string, unknown>;
  expect([...names].filter((n) => typeof clientIntl[n] !== "function")).toEqual([]);
});
