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

// Test files that change what a module holds for the whole process: an environment variable read once (useTestMail
// sets AUTH_SECRET, which env() caches), a mocked module or a spied export, a process-wide count. Each runs in a
// process of its own (the `*-own-process` projects); every other file shares its worker's process with the files
// before it (`isolate: false`), which took the whole suite on both databases from 1,628 s to 531-565 s on the 2-core
// machine (decision 0020). A new test file that mocks or sets such state goes in one of these lists.
const APP_OWN_PROCESS = [
  "src/app/_games/judge/judge-board-ticks.test.tsx",
  "src/app/admin/bot-names.test.tsx",
  "src/app/admin/kickers.test.tsx",
  "src/app/players/[[]id]/challenge-player.test.tsx",
  "src/app/profile/lost-character-note.test.tsx",
  "src/app/replays/_components/replay-viewer-empty.test.tsx",
  "src/app/replays/_components/replay-viewer-resize.test.tsx",
  "src/app/status/page.test.tsx",
  "src/app/table/[[]id]/rematch.test.tsx",
  "src/app/table/[[]id]/table-invitations.test.tsx",
  "src/app/table/[[]id]/waiting-room.test.tsx",
  "src/app/tournaments/event-time.test.tsx",
];
const SERVER_OWN_PROCESS = [
  "src/server/api/procedure-call.test.ts",
  "src/server/api/routers/judge/ping.test.ts",
  "src/server/api/routers/replay/analyse.test.ts",
  "src/server/api/routers/table/invite.test.ts",
  "src/server/api/routers/tournament/cancel.test.ts",
  "src/server/api/routers/tournament/edit.test.ts",
  "src/server/api/routers/tournament/remove-entrant.test.ts",
  "src/server/api/subscription-stream.test.ts",
  "src/server/auth/next-auth.test.ts",
  "src/server/boot/admin-cli.test.ts",
  "src/server/boot/static-files.test.ts",
  "src/server/db/hot-query.test.ts",
  "src/server/db/pglite-stream.test.ts",
  "src/server/games/held-move.test.ts",
  "src/server/mail/email-change.test.ts",
  "src/server/mail/email-undo.test.ts",
  "src/server/mail/mail-language.test.ts",
  "src/server/mail/mail.test.ts",
  "src/server/mail/password-reset.test.ts",
  "src/server/security/stream-limit.test.ts",
  "src/server/security/web-security.test.ts",
];

const SERVER_FILES = [
  "src/**/*.test.ts",
  "src/**/*.test.tsx",
  "prisma/**/*.test.ts",
  "scripts/**/*.test.ts",
  "eslint-rules/**/*.test.ts",
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
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // The pure engine: no database, no DOM.
      {
        extends: true,
        test: { name: "engine", include: ["src/engine/**/*.test.ts"], exclude: [...EXCLUDE, ...ENGINE_SWEEPS] },
      },
      // A sweep's limit catches a hang, not slowness: on a busy 2-core machine Sakura's 5,000 games take 85 s.
      { extends: true, test: { name: "engine-slow", include: ENGINE_SWEEPS, testTimeout: 300_000 } },
      // Components: each file names its environment (`// @vitest-environment happy-dom`) where it needs a DOM.
      {
        extends: true,
        test: {
          name: "app",
          include: ["src/app/**/*.test.ts", "src/app/**/*.test.tsx"],
          exclude: [...EXCLUDE, ...APP_OWN_PROCESS],
          setupFiles: ["./vitest.setup.ts", "./src/app/_lib/testing/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "app-own-process",
          include: APP_OWN_PROCESS,
          setupFiles: ["./vitest.setup.ts", "./src/app/_lib/testing/setup.ts"],
          isolate: true,
        },
      },
      // The server and the rest (shared lib, CLI, configuration, migrations, scripts), with the databases.
      {
        extends: true,
        test: {
          name: "server",
          include: SERVER_FILES,
          exclude: [...EXCLUDE, "src/engine/**", "src/app/**", ...SERVER_OWN_PROCESS],
        },
      },
      { extends: true, test: { name: "server-own-process", include: SERVER_OWN_PROCESS, isolate: true } },
    ],
  },
});
