// Prisma 6.19 in JS-engine mode: no native engine is downloaded or run (shared/ARCHITECTURE.md, "Database").
// The CLI (generate, migrate diff, migrate deploy) reaches the database through the same pg driver adapter as the
// app. DATABASE_URL is set by scripts/start.mjs (embedded PGlite behind pglite-socket, or your server).
// Always run the CLI through `node scripts/prisma.mjs ...` (npm scripts do), which sets the engine placeholders.
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";
import { parseDatabaseUrl, searchPathOption } from "./src/server/db/url";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () => {
    const url = process.env.DATABASE_URL;
    if (!url)
      throw new Error(
        "DATABASE_URL is not set: run migrations through `npm start` or set it to your PostgreSQL server.",
      );
    const { connectionString, schema } = parseDatabaseUrl(url);
    // allowExitOnIdle: the CLI exits as soon as it is done; max 1: the embedded database serves one connection.
    return new PrismaPg(
      { connectionString, ...searchPathOption(schema), allowExitOnIdle: true, max: 1 },
      schema ? { schema } : undefined,
    );
  },
});
