import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { verifyPassword } from "../../../auth/password";
import { findCredentialsByEmail } from "../../../repositories/users";
import { createCaller } from "../../root";
import { BOT_NAMES, botDisplayName } from "../../../repositories/bots";
import { callerFor, testContext } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { signUpInput } from "./sign-up.schema";

/** The per-field messages of a rejected input. */
function fieldErrors(input: unknown): Record<string, string[] | undefined> {
  const r = signUpInput.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[String(i.path[0])] ??= []).push(i.message);
  return out;
}

const valid = { email: "Hana@Example.test", displayName: "Hana", password: "plum blossom at dawn" };

describe("sign-up input", () => {
  it("accepts a valid account and normalises the email and name", () => {
    expect(signUpInput.parse({ ...valid, displayName: "  Hana   Fuda " })).toEqual({
      email: "hana@example.test",
      displayName: "Hana Fuda",
      password: "plum blossom at dawn",
    });
  });

  it.each([
    ["a malformed email", { email: "hana@" }, "email", "Enter a valid email address, like name@example.com."],
    ["an email without a domain", { email: "hana" }, "email", "Enter a valid email address, like name@example.com."],
    ["an empty email", { email: "  " }, "email", "Enter your email address."],
    ["a short password", { password: "nine char" }, "password", "Use at least 10 characters."],
    ["a password of spaces", { password: "            " }, "password", "A password cannot be only spaces."],
    ["a one-letter name", { displayName: " H " }, "displayName", "Use at least 2 characters."],
    [
      "a name with markup",
      { displayName: "<b>Hana</b>" },
      "displayName",
      "Use letters, digits, spaces and punctuation (no < or >).",
    ],
    [
      "a name with a replacement character",
      { displayName: "Ha\uFFFDna" },
      "displayName",
      "Remove the “\uFFFD” (it stands for a character that was lost) and type that character again.",
    ],
    ["a very long name", { displayName: "x".repeat(33) }, "displayName", "Use at most 32 characters."],
  ])("refuses %s with a message for that field", (_, change, field, message) => {
    const errors = fieldErrors({ ...valid, ...change });
    expect(errors[field]).toEqual([message]);
    expect(Object.keys(errors)).toEqual([field]);
  });
});

describeWithDatabase("auth.signUp", (t) => {
  it("creates a player account with a scrypt hash and returns a profile view", async () => {
    const { db } = t();
    const profile = await callerFor(db).auth.signUp({ ...valid, email: "ume@example.test" });
    expect(profile).toMatchObject({ email: "ume@example.test", displayName: "Hana", role: "PLAYER" });
    expect(Object.keys(profile).sort()).toEqual(["displayName", "email", "id", "memberSince", "role"]);
    const stored = await findCredentialsByEmail(db, "ume@example.test");
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(valid.password, stored!.passwordHash!)).toBe(true);
  });

  it("refuses invalid input with BAD_REQUEST and the zod messages", async () => {
    const { db } = t();
    const e = await callerFor(db)
      .auth.signUp({ ...valid, email: "not-an-email", password: "short" })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TRPCError);
    expect((e as TRPCError).code).toBe("BAD_REQUEST");
    const issues = ((e as TRPCError).cause as ZodError).issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["email", "Enter a valid email address, like name@example.com."],
      ["password", "Use at least 10 characters."],
    ]);
  });

  it("refuses a second account for the same email, whatever its case, beside the email field", async () => {
    const { db } = t();
    await callerFor(db).auth.signUp({ ...valid, email: "kiku@example.test", displayName: "Kiku" });
    const e = await callerFor(db)
      .auth.signUp({ ...valid, email: " KIKU@example.test ", displayName: "Kiku Again" })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TRPCError);
    expect((e as TRPCError).code).toBe("CONFLICT");
    expect((e as TRPCError).message).toBe("An account with this email already exists. Sign in instead?");
    expect((e as TRPCError).cause).toMatchObject({ details: { field: "email" } });
  });

  it("makes ADMIN_EMAIL's account an admin", async () => {
    const { db } = t();
    const admin = await callerFor(db, null, { adminEmail: "boss@example.test" }).auth.signUp({
      ...valid,
      email: "Boss@example.test",
      displayName: "Boss",
    });
    expect(admin.role).toBe("ADMIN");
    const other = await callerFor(db, null, { adminEmail: "boss@example.test" }).auth.signUp({
      ...valid,
      email: "guest@example.test",
      displayName: "Guest",
    });
    expect(other.role).toBe("PLAYER");
  });

  // Each from its own address, so the sign-up limit per address does not get in the way.
  const from = (db: Parameters<typeof testContext>[0], n: number) =>
    createCaller(testContext(db, { clientAddress: `198.51.100.${n}` })).auth;
  const nameTaken = {
    code: "CONFLICT",
    message: "That name is taken. Choose another one (adding a word or a number works).",
    cause: { details: { field: "displayName" } },
  };

  it("refuses a name another account has, whatever its case, width or spacing, beside the name field", async () => {
    const { db } = t();
    await from(db, 10).signUp({ ...valid, email: "first-fuji@example.test", displayName: "Fuji San" });
    for (const [n, displayName] of ["fuji san", "FUJI  SAN", "Ｆｕｊｉ　Ｓａｎ", " Fuji\u00a0San "].entries()) {
      await expect(
        from(db, 11 + n).signUp({ ...valid, email: `fuji-${n}@example.test`, displayName }),
      ).rejects.toMatchObject(nameTaken);
    }
    expect(await db.user.count({ where: { email: { startsWith: "fuji-" } } })).toBe(0);
    await expect(
      from(db, 15).signUp({ ...valid, email: "fuji-other@example.test", displayName: "Fuji San 2" }),
    ).resolves.toMatchObject({ displayName: "Fuji San 2" });
  });

  it("settles two sign-ups at once with the same name by the unique key: one account, one clear refusal", async () => {
    const { db } = t();
    const results = await Promise.allSettled([
      from(db, 20).signUp({ ...valid, email: "twin-a@example.test", displayName: "Twin Peaks" }),
      from(db, 21).signUp({ ...valid, email: "twin-b@example.test", displayName: "twin peaks" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject(nameTaken);
    expect(await db.user.count({ where: { email: { startsWith: "twin-" } } })).toBe(1);
  });

  it("keeps the bots' names for the bots", async () => {
    const { db } = t();
    await expect(
      from(db, 30).signUp({
        ...valid,
        email: "not-a-bot@example.test",
        displayName: botDisplayName("strong", 1).toUpperCase(),
      }),
    ).rejects.toMatchObject(nameTaken);
    await expect(
      from(db, 31).signUp({ ...valid, email: "not-a-bot@example.test", displayName: `Bot ${BOT_NAMES[1]}` }),
    ).resolves.toMatchObject({ displayName: "Bot Ume" });
  });
});
