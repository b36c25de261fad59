import { expect, it } from "vitest";
import { checkSignIn } from "../../../auth/sign-in";
import type { Db } from "../../../db/client";
import { mailIsOn } from "../../../mail/config";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

async function accountOf(db: Db, id: string) {
  return db.user.findUniqueOrThrow({ where: { id }, select: { email: true, emailVerified: true } });
}

async function confirmationsFor(db: Db, id: string): Promise<number> {
  return db.job.count({ where: { key: { startsWith: `email:confirm:${id}:` } } });
}

describeWithDatabase("user.changeEmail", (t) => {
  it("moves the account to the new address, unconfirmed, with a confirmation on its way", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    await db.user.update({ where: { id: player.id }, data: { emailVerified: new Date() } });
    const before = await confirmationsFor(db, player.id);

    await expect(
      callerFor(db, player).user.changeEmail({
        email: "  New.Address@Example.TEST ",
        currentPassword: player.password,
      }),
    ).resolves.toEqual({
      email: "new.address@example.test",
      confirmationSent: mailIsOn(),
      oldAddressTold: mailIsOn(),
    });

    expect(await accountOf(db, player.id)).toEqual({ email: "new.address@example.test", emailVerified: null });
    expect(await confirmationsFor(db, player.id)).toBe(before + 1);
    const signIn = await checkSignIn(db, {
      email: "new.address@example.test",
      password: player.password,
      address: "198.51.100.90",
    });
    expect(signIn.ok).toBe(true);
    expect(
      (await checkSignIn(db, { email: player.email, password: player.password, address: "198.51.100.91" })).ok,
    ).toBe(false);
  });

  it("keeps an address that is already the account's as it is, confirmed", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const confirmedAt = new Date("2026-01-02T03:04:05Z");
    await db.user.update({ where: { id: player.id }, data: { emailVerified: confirmedAt } });
    await expect(
      callerFor(db, player).user.changeEmail({ email: player.email.toUpperCase(), currentPassword: player.password }),
    ).resolves.toEqual({ email: player.email, confirmationSent: false, oldAddressTold: false });
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, emailVerified: confirmedAt });
  });

  it("refuses an address another account has beside the field, and changes nothing", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const other = await createTestUser(db);
    await expect(
      callerFor(db, player).user.changeEmail({ email: other.email.toUpperCase(), currentPassword: player.password }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Another account uses this address. Choose another one.",
      cause: { details: { field: "email" } },
    });
    expect((await accountOf(db, player.id)).email).toBe(player.email);
    expect((await accountOf(db, other.id)).email).toBe(other.email);
    // The emails' jobs commit with the change or not at all.
    expect(
      await db.job.count({
        where: { key: { startsWith: `email:` }, payload: { path: ["userId"], equals: player.id } },
      }),
    ).toBe(0);
  });

  it("settles two players moving to one address at once by the unique key: one moves, one clear refusal", async () => {
    const { db } = t();
    const [a, b] = [await createTestUser(db), await createTestUser(db)];
    const results = await Promise.allSettled([
      callerFor(db, a).user.changeEmail({ email: "contested@example.test", currentPassword: a.password }),
      callerFor(db, b).user.changeEmail({ email: "contested@example.test", currentPassword: b.password }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "CONFLICT" });
    expect(await db.user.count({ where: { email: "contested@example.test" } })).toBe(1);
  });

  it("refuses a wrong password, odd strings and bad addresses with a clear message, changing nothing", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const caller = callerFor(db, player, { localeSources: { cookie: "de" } }).user;
    await expect(
      caller.changeEmail({ email: "elsewhere@example.test", currentPassword: "not my password" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Dein aktuelles Passwort stimmt nicht. Gib es noch einmal ein.",
      cause: { details: { field: "currentPassword" } },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "nowhere@", currentPassword: player.password }, "Gib eine gültige E-Mail-Adresse ein"],
      [{ email: "", currentPassword: player.password }, "Gib deine E-Mail-Adresse ein."],
      [{ email: `${"x".repeat(1_000_000)}@example.test`, currentPassword: player.password }, "zu lang"],
      [{ email: "a\u0000b@example.test", currentPassword: player.password }, "ohne Steuerzeichen"],
      [{ email: "a\ud800b@example.test", currentPassword: player.password }, "kaputtes Zeichen"],
      [{ email: "a\u200bb@example.test", currentPassword: player.password }, "unsichtbaren Zeichen"],
      [{ email: "elsewhere@example.test", currentPassword: "\udfff" }, "kaputtes Zeichen"],
      [{ email: "elsewhere@example.test" }, "Gib dein aktuelles Passwort ein."],
    ];
    for (const [input, message] of cases) {
      const error = await caller.changeEmail(input as never).catch((e: unknown) => e);
      expect(error, JSON.stringify(input).slice(0, 80)).toMatchObject({ code: "BAD_REQUEST" });
      expect((error as Error).message).toContain(message);
    }
    expect((await accountOf(db, player.id)).email).toBe(player.email);
  });
});
