import { expect, it } from "vitest";
import type { ZodError } from "zod";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

/** The message of the one input field a refusal names (its cause is the ZodError in the reader's language). */
function issueOf(error: unknown): string | undefined {
  return (error as { cause?: ZodError }).cause?.issues[0]?.message;
}

describeWithDatabase("user.locale and user.setLocale (the profile's language)", (t) => {
  it("keeps the language a player chose, for them only", async () => {
    const { db } = t();
    const [player, other] = [await createTestUser(db), await createTestUser(db)];
    expect(await callerFor(db, player).user.locale()).toBeNull();
    await expect(callerFor(db, player).user.setLocale({ locale: "ko" })).resolves.toEqual({ locale: "ko" });
    expect(await callerFor(db, player).user.locale()).toBe("ko");
    expect(await callerFor(db, other).user.locale()).toBeNull();
    expect(await callerFor(db).user.locale()).toBeNull();
  });

  it("refuses a visitor, and a language the site does not have, changing nothing", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    await callerFor(db, player).user.setLocale({ locale: "de" });
    await expect(callerFor(db).user.setLocale({ locale: "fr" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const locale of ["pt", "de-DE", "en-XA", "ja\u0000", "", "x".repeat(100_000)]) {
      const error = await callerFor(db, player)
        .user.setLocale({ locale: locale as "de" })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      // The player reads German now, and the refusal says so in German.
      expect(issueOf(error)).toBe(
        "Wähle eine der Sprachen der Seite: English, 日本語, 한국어, Français, Español oder Deutsch.",
      );
    }
    expect(await callerFor(db, player).user.locale()).toBe("de");
  });

  it("names the languages by their own names, listed with the reader's 'or'", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const refusal = (locale: string) =>
      callerFor(db, player)
        .user.setLocale({ locale: locale as "ja" })
        .then(() => expect.unreachable("set"), issueOf);
    expect(await refusal("pt")).toBe(
      "Choose one of the site's languages: English, 日本語, 한국어, Français, Español or Deutsch.",
    );
    await callerFor(db, player).user.setLocale({ locale: "ja" });
    expect(await refusal("pt")).toBe(
      "サイトの言語（English、日本語、한국어、Français、Español、またはDeutsch）から一つ選んでください。",
    );
    await callerFor(db, player).user.setLocale({ locale: "ko" });
    expect(await refusal("pt")).toBe(
      "사이트 언어 중 하나를 고르세요: English, 日本語, 한국어, Français, Español 또는 Deutsch.",
    );
  });

  it("goes back to the browser's language when the player chooses none", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    await callerFor(db, player).user.setLocale({ locale: "ja" });
    await expect(callerFor(db, player).user.setLocale({ locale: null })).resolves.toEqual({ locale: null });
    expect(await callerFor(db, player).user.locale()).toBeNull();
  });
});
