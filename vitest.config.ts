import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["node_modules", "e2e", ".next"],
    // Every core (Vitest's default leaves one idle: a single worker on the 2-core CI machine). Each test file has its
    // own databases (an in-memory PGlite, its own schema on the server), so files run side by side safely; measured on
    // the 2-core machine, the whole suite on both databases took 8.5 min instead of 11.5-22.
    maxWorkers: "100%",
    minWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
