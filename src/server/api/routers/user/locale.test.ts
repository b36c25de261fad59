import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

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
      expect((error as Error).message).toContain("Wähle eine der Sprachen der Seite");
    }
    expect(await callerFor(db, player).user.locale()).toBe("de");
  });

  it("goes back to the browser's language when the player chooses none", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    await callerFor(db, player).user.setLocale({ locale: "ja" });
    await expect(callerFor(db, player).user.setLocale({ locale: null })).resolves.toEqual({ locale: null });
    expect(await callerFor(db, player).user.locale()).toBeNull();
  });
});
