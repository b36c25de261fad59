// `npm run admin` against a fresh embedded database on disk: the same path as `npm start` (PGlite under DATA_DIR,
// prisma migrate deploy), then promotion and creation through the repositories.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { verifyPassword } from "../auth/password";
import { createPrismaClient } from "../db/client";
import { openDatabase } from "../db/database";
import { findCredentialsByEmail } from "../repositories/users";
import { main } from "./admin-cli";

const dataDir = mkdtempSync(join(tmpdir(), "hanafuda-admin-"));
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => {
  Object.assign(process.env, saved);
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

it("creates an admin account with --password, promotes an existing one, and refuses bad input", async () => {
  expect(await main(["--email", "first@example.test", "--password", "short"])).toBe(1);
  expect(
    await main(["--email", "first@example.test", "--password", "a proper long password", "--name", "First Admin"]),
  ).toBe(0);
  expect(await main(["--email", "not-an-email"])).toBe(2);
  expect(await main(["--bogus"])).toBe(2);

  const database = await openDatabase({ dataDir });
  const db = createPrismaClient(database.pool);
  try {
    const admin = await findCredentialsByEmail(db, "first@example.test");
    expect(admin).toMatchObject({ displayName: "First Admin", role: "ADMIN", status: "ACTIVE" });
    expect(await verifyPassword("a proper long password", admin!.passwordHash!)).toBe(true);
    await db.user.create({
      data: { email: "second@example.test", displayName: "Second", displayNameKey: "second", passwordHash: "x" },
    });
  } finally {
    await db.$disconnect();
    await database.close();
  }

  // stdin is not a terminal here: without --password a missing account is refused, an existing one promoted
  expect(await main(["--email", "nobody@example.test"])).toBe(1);
  expect(await main(["--email", "Second@Example.test"])).toBe(0);
  const again = await openDatabase({ dataDir });
  const db2 = createPrismaClient(again.pool);
  try {
    expect((await findCredentialsByEmail(db2, "second@example.test"))?.role).toBe("ADMIN");
  } finally {
    await db2.$disconnect();
    await again.close();
  }
});
