#!/usr/bin/env node
// `npm run admin -- --email you@example.org [--password ...] [--name "Display name"]`: makes the first admin.
// Promotes an existing account, or creates an admin account (asking for the password when it is not given).
// See src/server/boot/admin-cli.ts.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generatePrismaClient, prismaClientIsCurrent } from "./prisma.mjs";

process.chdir(join(dirname(fileURLToPath(import.meta.url)), ".."));
if (!prismaClientIsCurrent()) generatePrismaClient({ quiet: true });
const { register } = await import("tsx/esm/api");
register();
const { main } = await import("../src/server/boot/admin-cli.ts");
process.exitCode = await main(process.argv.slice(2));
