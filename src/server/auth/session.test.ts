import { describe, expect, it } from "vitest";
import { deleteSession } from "../repositories/sessions";
import { createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { openSession, sessionFromToken, sessionTokenFromCookieHeader } from "./session";

describe("session cookie", () => {
  it("reads next-auth's cookie, the __Secure- one first", () => {
    expect(sessionTokenFromCookieHeader("a=1; next-auth.session-token=tok%2Dx; b=2")).toBe("tok-x");
    expect(sessionTokenFromCookieHeader("next-auth.session-token=plain; __Secure-next-auth.session-token=secure")).toBe(
      "secure",
    );
    expect(sessionTokenFromCookieHeader("next-auth.csrf-token=x")).toBeUndefined();
    expect(sessionTokenFromCookieHeader(null)).toBeUndefined();
  });
});

describeWithDatabase("database sessions", (t) => {
  it("finds an open session, and nothing once it is deleted (sign-out)", async () => {
    const { db } = t();
    const user = await createTestUser(db, { displayName: "Botan" });
    const { sessionToken } = await openSession(db, user.id);
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionFromToken(db, sessionToken)).toMatchObject({
      user: { id: user.id, displayName: "Botan", role: "PLAYER" },
    });
    await deleteSession(db, sessionToken);
    expect(await sessionFromToken(db, sessionToken)).toBeNull();
    expect(await sessionFromToken(db, "made-up")).toBeNull();
  });

  it("treats an expired session as signed out and removes it", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const { sessionToken, expires } = await openSession(db, user.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    expect(expires.getTime()).toBeLessThan(Date.now());
    expect(await sessionFromToken(db, sessionToken)).toBeNull();
    expect(await db.session.count({ where: { sessionToken } })).toBe(0);
  });

  it("answers as signed out for a suspended user at once", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const { sessionToken } = await openSession(db, user.id);
    await db.user.update({ where: { id: user.id }, data: { status: "SUSPENDED" } });
    expect(await sessionFromToken(db, sessionToken)).toBeNull();
  });
});
