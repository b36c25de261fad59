import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const EXCLUDE = ["node_modules", "e2e", ".next"];

// The engine's long sweeps: thousands of seeded random games or positions per property, and the bots' strength and
// hidden-information runs. They keep the `engine` project (the inner loop, `npm run test:engine`) fast and run in
// `engine-slow`; `npm test` and `npm run test:unit` run every project. Each reads its size from an environment
// variable (PROPERTY_GAMES, BOT_PROPERTY_POSITIONS, …) for a quicker look.
const ENGINE_SWEEPS = [
  "src/engine/**/propert{y,ies}*.test.ts",
  "src/engine/**/determinize.test.ts",
  "src/engine/sfj/tests/model.test.ts",
  "src/engine/bots/{analyse,hidden,legal}.test.ts",
  "src/engine/*/bot/knowledge.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    exclude: EXCLUDE,
    // Every core (Vitest's default leaves one idle: a single worker on the 2-core CI machine). Each test file has its
    // own databases (an in-memory PGlite, its own schema on the server), so files run side by side safely; measured on
    // the 2-core machine, the whole suite on both databases took 8.5 min instead of 11.5-22.
    maxWorkers: "100%",
    minWorkers: 1,
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // The pure engine: no database, no DOM.
      {
        extends: true,
        test: { name: "engine", include: ["src/engine/**/*.test.ts"], exclude: [...EXCLUDE, ...ENGINE_SWEEPS] },
      },
      { extends: true, test: { name: "engine-slow", include: ENGINE_SWEEPS } },
      // Components: each file names its environment (`// @vitest-environment happy-dom`) where it needs a DOM.
      {
        extends: true,
        test: {
          name: "app",
          include: ["src/app/**/*.test.ts", "src/app/**/*.test.tsx"],
          setupFiles: ["./vitest.setup.ts", "./src/app/_lib/testing/setup.ts"],
        },
      },
      // The server and the rest (shared lib, CLI, configuration, migrations, scripts), with the databases.
      {
        extends: true,
        test: {
          name: "server",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "prisma/**/*.test.ts",
            "scripts/**/*.test.ts",
            "eslint-rules/**/*.test.ts",
          ],
          exclude: [...EXCLUDE, "src/engine/**", "src/app/**"],
        },
      },
    ],
  },
});
