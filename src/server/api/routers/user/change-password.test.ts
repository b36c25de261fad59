import { expect, it } from "vitest";
import { verifyPassword } from "../../../auth/password";
import { openSession } from "../../../auth/session";
import { checkSignIn, SIGN_IN_LIMITS } from "../../../auth/sign-in";
import type { Db } from "../../../db/client";
import { findCredentialsById } from "../../../repositories/users";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

const NEW_PASSWORD = "cranes over the pine tree";

async function passwordIs(db: Db, userId: string, password: string): Promise<boolean> {
  const stored = await findCredentialsById(db, userId);
  return verifyPassword(password, stored!.passwordHash!);
}

async function sessionTokensOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.session.findMany({ where: { userId }, select: { sessionToken: true } });
  return rows.map((r) => r.sessionToken).sort();
}

describeWithDatabase("user.changePassword", (t) => {
  it("sets the new password and signs out the player's other sessions, keeping this one", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const other = await createTestUser(db);
    const here = await openSession(db, player.id);
    await openSession(db, player.id); // a phone
    await openSession(db, player.id); // a laptop
    const theirs = await openSession(db, other.id);

    await expect(
      callerFor(db, player, { sessionToken: here.sessionToken }).user.changePassword({
        currentPassword: player.password,
        newPassword: NEW_PASSWORD,
      }),
    ).resolves.toEqual({ otherSessionsEnded: 2 });

    expect(await passwordIs(db, player.id, NEW_PASSWORD)).toBe(true);
    expect(await passwordIs(db, player.id, player.password)).toBe(false);
    expect(await sessionTokensOf(db, player.id)).toEqual([here.sessionToken]);
    expect(await sessionTokensOf(db, other.id)).toEqual([theirs.sessionToken]);
    const signIn = await checkSignIn(db, { email: player.email, password: NEW_PASSWORD, address: "198.51.100.60" });
    expect(signIn.ok).toBe(true);
  });

  // New passwords refuse the replacement character now; one chosen before still opens the account.
  it("takes a current password holding a replacement character, and refuses one as the new password", async () => {
    const { db } = t();
    const player = await createTestUser(db, { password: "old pass \uFFFD word" });
    const caller = callerFor(db, player).user;
    await expect(
      caller.changePassword({ currentPassword: player.password, newPassword: "new \uFFFD password here" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { issues: [{ path: ["newPassword"] }] } });
    await expect(
      caller.changePassword({ currentPassword: player.password, newPassword: NEW_PASSWORD }),
    ).resolves.toEqual({ otherSessionsEnded: 0 });
    expect(await passwordIs(db, player.id, NEW_PASSWORD)).toBe(true);
  });

  it("refuses a wrong current password beside its field, in the reader's language, and changes nothing", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const here = await openSession(db, player.id);
    const elsewhere = await openSession(db, player.id);
    const wrong = { currentPassword: "not my password at all", newPassword: NEW_PASSWORD };

    await expect(
      callerFor(db, player, { sessionToken: here.sessionToken }).user.changePassword(wrong),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Your current password is not right. Type it again.",
      cause: { details: { field: "currentPassword" } },
    });
    await expect(
      callerFor(db, player, { sessionToken: here.sessionToken, localeSources: { cookie: "ja" } }).user.changePassword(
        wrong,
      ),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "現在のパスワードが違います。もう一度入力してください。" });

    expect(await passwordIs(db, player.id, player.password)).toBe(true);
    expect(await sessionTokensOf(db, player.id)).toEqual([here.sessionToken, elsewhere.sessionToken].sort());
  });

  it(`counts wrong current passwords with the sign-in failures: after ${SIGN_IN_LIMITS.perAccount} the account waits`, async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const caller = callerFor(db, player, { clientAddress: "198.51.100.70" }).user;
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      await expect(
        caller.changePassword({ currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });

    // Even the right password now waits, here and at the sign-in form.
    await expect(
      caller.changePassword({ currentPassword: player.password, newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many wrong passwords. Try again in 15 minutes.",
      cause: { details: { field: "currentPassword" } },
    });
    expect(await checkSignIn(db, { email: player.email, password: player.password, address: "198.51.100.71" })).toEqual(
      { ok: false, error: "too-many:15" },
    );
    expect(await passwordIs(db, player.id, player.password)).toBe(true);
  });

  it("takes back the attempt of a right password, so a typo before it does not add up", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const caller = callerFor(db, player, { clientAddress: "198.51.100.80" }).user;
    await expect(
      caller.changePassword({ currentPassword: "a typo in it", newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await caller.changePassword({ currentPassword: player.password, newPassword: NEW_PASSWORD });
    expect(await db.signInFailure.count({ where: { key: player.email } })).toBe(0);
  });

  it("refuses odd strings and weak new passwords with a clear message, changing nothing", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const here = await openSession(db, player.id);
    const elsewhere = await openSession(db, player.id);
    const caller = callerFor(db, player, { sessionToken: here.sessionToken }).user;
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: "", newPassword: NEW_PASSWORD }, "Enter your current password."],
      [{ currentPassword: player.password, newPassword: "short" }, "Use at least 10 characters."],
      [{ currentPassword: player.password, newPassword: "            " }, "A password cannot be only spaces."],
      [{ currentPassword: player.password, newPassword: "x".repeat(201) }, "Use at most 200 characters."],
      [{ currentPassword: player.password, newPassword: "x".repeat(1_000_000) }, "Use at most 200 characters."],
      [{ currentPassword: "x".repeat(1_000_000), newPassword: NEW_PASSWORD }, "Use at most 200 characters."],
      [
        { currentPassword: player.password, newPassword: "plum\u0000blossoms at dawn" },
        "Use one line of text, without control characters such as tabs or line breaks.",
      ],
      [
        { currentPassword: "plum\u0000blossoms", newPassword: NEW_PASSWORD },
        "Use one line of text, without control characters such as tabs or line breaks.",
      ],
      [
        { currentPassword: player.password, newPassword: "plum blossoms \ud83c" },
        "This text has a broken character (half of an emoji or symbol). Please type it again.",
      ],
      [
        { currentPassword: "\udc00 lone half", newPassword: NEW_PASSWORD },
        "This text has a broken character (half of an emoji or symbol). Please type it again.",
      ],
      [
        { currentPassword: player.password, newPassword: "plum\u200bblossoms at dawn" },
        "Remove the invisible characters (zero-width spaces or direction marks).",
      ],
      [{ currentPassword: player.password }, "Choose a password."],
      [{ currentPassword: 42, newPassword: NEW_PASSWORD }, "Enter your current password."],
    ];
    for (const [input, message] of cases) {
      const error = await caller.changePassword(input as never).catch((e: unknown) => e);
      expect(error, JSON.stringify(input).slice(0, 80)).toMatchObject({ code: "BAD_REQUEST" });
      expect((error as Error).message).toContain(message);
    }
    expect(await passwordIs(db, player.id, player.password)).toBe(true);
    expect(await sessionTokensOf(db, player.id)).toEqual([here.sessionToken, elsewhere.sessionToken].sort());
    // Refused inputs never reached the password check: nothing counted against the account.
    expect(await db.signInFailure.count({ where: { key: player.email } })).toBe(0);
  });

  it("refuses a visitor", async () => {
    const { db } = t();
    await expect(
      callerFor(db).user.changePassword({ currentPassword: "whatever it is", newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
