import pg from "pg";
import { afterAll, expect, it, vi } from "vitest";
import { createPrismaClient } from "../db/client";
import { createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { authorizeCredentials } from "./next-auth";
import { signInErrorMessage } from "./sign-in-errors";

const headers = { "x-hanafuda-client-address": "192.0.2.80" };

describeWithDatabase("the credentials provider's check", (t) => {
  it("answers with the user, or with a sign-in error code", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    await expect(
      authorizeCredentials(async () => db, { email: user.email, password: user.password }, headers),
    ).resolves.toMatchObject({ id: user.id });
    await expect(
      authorizeCredentials(async () => db, { email: user.email, password: "not the password" }, headers),
    ).rejects.toThrow(/^invalid$/);
    await expect(authorizeCredentials(async () => db, { email: user.email }, headers)).rejects.toThrow(/^invalid$/);
  });

  it("refuses an address no account can have (NUL, a lone surrogate, control characters) as a wrong password", async () => {
    const { db } = t();
    for (const email of ["a\u0000b@example.test", "\ud800@example.test", "x\u0007@example.test"]) {
      await expect(authorizeCredentials(async () => db, { email, password: "a password" }, headers)).rejects.toThrow(
        /^invalid$/,
      );
    }
  });
});

// A real client on a server that is not there: the database's own error text must stay in the server's log.
const unreachablePool = new pg.Pool({
  connectionString: "postgresql://nobody@127.0.0.1:9/nothing",
  connectionTimeoutMillis: 2_000,
});
const unreachable = createPrismaClient(unreachablePool);
afterAll(async () => {
  await unreachable.$disconnect();
  await unreachablePool.end();
});

it("sends the browser a generic code, never the database's error text, when the check fails", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const failure = await authorizeCredentials(
      async () => unreachable,
      { email: "someone@example.test", password: "a password" },
      headers,
    ).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(failure?.message).toBe("unavailable");
    expect(signInErrorMessage(failure?.message)).toBe(
      "Signing in is not possible just now. Please try again in a minute.",
    );
    // what was hidden from the browser is in the log
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[auth\] sign-in check failed: .+/));
  } finally {
    log.mockRestore();
  }
});
