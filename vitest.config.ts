import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["node_modules", "e2e", ".next"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
