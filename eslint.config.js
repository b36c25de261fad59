// Lint: typescript-eslint everywhere; src/engine must stay pure (no frameworks, no I/O, no
// randomness or clock of its own: time and randomness come in as arguments).
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import i18nRules from "./eslint-rules/no-literal-jsx-text.js";

const enginePurity = {
  files: ["src/engine/**/*.ts"],
  // The golden-record test support reads the golden files and runs the real command, as the tests do.
  ignores: ["src/engine/**/*.test.ts", "src/engine/core/testing/golden.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [
              "next",
              "next/*",
              "react",
              "react/*",
              "react-dom",
              "@prisma/*",
              "@trpc/*",
              "pg",
              "node:*",
              "fs",
              "path",
              "crypto",
              "http",
            ],
            message: "src/engine is pure: no frameworks and no I/O.",
          },
          {
            group: ["**/server/**", "**/app/**", "~/*"],
            message: "src/engine must not import app or server code (and uses relative imports).",
          },
        ],
      },
    ],
    "no-restricted-properties": [
      "error",
      {
        object: "Math",
        property: "random",
        message: "Use the seeded Rng from core/rng.ts: randomness comes in as state.",
      },
      { object: "Date", property: "now", message: "Time comes in as an argument." },
      { object: "performance", property: "now", message: "Time comes in as an argument." },
    ],
    "no-restricted-syntax": [
      "error",
      { selector: "NewExpression[callee.name='Date']", message: "Time comes in as an argument." },
      { selector: "Identifier[name='process']", message: "src/engine has no process or environment." },
    ],
  },
};

// Prisma is reached only through src/server/repositories: nothing else imports the generated client or reaches a
// model through a `db` (ctx.db.user..., db.session...). Tests and the test helpers may set up rows directly.
const prismaImports = {
  group: ["**/db/generated", "**/db/generated/*", "@prisma/client", "@prisma/client/*"],
  message: "Only repositories (src/server/repositories) use Prisma.",
};
// A domain error names its words by a key of messages/<language>/Errors.json (src/server/errors.ts), so every reader
// gets them in their language: no sentence typed into `new DomainError(...)`.
const domainErrorWords = [
  {
    selector: "NewExpression[callee.name='DomainError'] > TemplateLiteral.arguments",
    message: "Name the words by a key of messages/en/Errors.json (with params), not a sentence.",
  },
  {
    selector: "NewExpression[callee.name='DomainError'] > Literal.arguments[value=/\\s/]",
    message: "Name the words by a key of messages/en/Errors.json (with params), not a sentence.",
  },
];
const prismaOnlyInRepositories = {
  files: ["src/**/*.ts", "src/**/*.tsx", "scripts/**/*.ts", "prisma/**/*.ts"],
  ignores: [
    "src/engine/**",
    "src/server/repositories/**",
    "src/server/db/**",
    "src/server/testing/**",
    "**/*.test.ts",
    "**/*.test.tsx",
  ],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [prismaImports],
      },
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: "MemberExpression[object.property.name='db']",
        message: "Reach the database through a repository (src/server/repositories), not ctx.db directly.",
      },
      {
        selector: "MemberExpression[object.name='db']",
        message: "Reach the database through a repository (src/server/repositories), not db directly.",
      },
      ...domainErrorWords,
    ],
  },
};

// The server's layers import downward only: tRPC (src/server/api) sits above the services, so nothing below it
// imports from it. Above api are the composition root (src/server/boot) and the test harness (src/server/testing).
// The rule's options replace the Prisma rule's for the same files, so those files get both patterns.
const apiImports = {
  regex: "^(~/server/|(\\.\\.?/)+)api(/|$)",
  message:
    "Only src/server/boot, src/server/testing and tests import src/server/api; services use server/views and server/schemas.",
};
const belowApi = ["src/server/**/*.ts"];
const aboveApi = ["src/server/api/**", "src/server/boot/**", "src/server/testing/**", "**/*.test.ts"];
const serverLayers = [
  {
    files: belowApi,
    ignores: [...aboveApi, "src/server/repositories/**", "src/server/db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [prismaImports, apiImports] }] },
  },
  {
    files: ["src/server/repositories/**/*.ts", "src/server/db/**/*.ts"],
    ignores: aboveApi,
    rules: { "no-restricted-imports": ["error", { patterns: [apiImports] }] },
  },
];

// The web pages: React's rules of hooks and Next.js's own checks.
const webPages = {
  files: ["src/app/**/*.ts", "src/app/**/*.tsx"],
  plugins: { ...reactHooks.configs.flat.recommended.plugins, ...nextPlugin.configs["core-web-vitals"].plugins },
  rules: { ...reactHooks.configs.flat.recommended.rules, ...nextPlugin.configs["core-web-vitals"].rules },
  settings: { next: { rootDir: "." } },
};

// Words come from the message catalogs (messages/<language>/<Namespace>.json) in every page and component; the
// development-only board harness (/dev/boards, a 404 in production) is the one place that speaks English alone.
const TRANSLATED_FILES = ["src/app/**/*.tsx"];
const translatedWords = {
  files: TRANSLATED_FILES,
  ignores: ["**/*.test.tsx", "src/app/dev/**"],
  plugins: { i18n: i18nRules },
  rules: { "i18n/no-literal-jsx-text": "error" },
};

// Sizes a person can hold in mind: a function or component under 150 lines, a source file under 400. Card art is
// drawing data, not logic; tests are lists of cases.
const sizes = {
  files: ["src/**/*.ts", "src/**/*.tsx"],
  ignores: ["**/*.test.ts", "**/*.test.tsx", "src/app/_components/cards/art/**"],
  rules: {
    "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    "max-lines": ["error", { max: 400 }],
  },
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".next/",
      "data/",
      "test-results/",
      "playwright-report/",
      "src/server/db/generated/",
      "next-env.d.ts",
      "bench/out/",
      ".scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        fetch: "readonly",
        Buffer: "readonly",
        AbortController: "readonly",
        TextEncoder: "readonly",
        TextDecoder: "readonly",
        structuredClone: "readonly",
        queueMicrotask: "readonly",
        crypto: "readonly",
        performance: "readonly",
        document: "readonly",
        window: "readonly",
        navigator: "readonly",
        localStorage: "readonly",
        Notification: "readonly",
        EventSource: "readonly",
        Response: "readonly",
        Request: "readonly",
        Headers: "readonly",
        ReadableStream: "readonly",
        HTMLElement: "readonly",
        KeyboardEvent: "readonly",
        MouseEvent: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  enginePurity,
  prismaOnlyInRepositories,
  ...serverLayers,
  webPages,
  translatedWords,
  sizes,
);
