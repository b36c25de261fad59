// A push notification's title and sentence in the recipient's language; English for a player who chose none.
import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { pushPayload } from "./message";

describeWithDatabase("push titles in the recipient's language", (t) => {
  it("titles an invitation in Japanese for a Japanese profile and in English otherwise", async () => {
    const { db } = t();
    const [japanese, unset] = [await createTestUser(db), await createTestUser(db)];
    await callerFor(db, japanese).user.setLocale({ locale: "ja" });
    const n = { text: "Ren invites you.", textKey: null, textParams: null, href: "/table/x", key: null };
    expect(await pushPayload(db, "invitation", n, japanese.id, new Date())).toEqual({
      title: "テーブルに招待されました",
      body: "Ren invites you.",
      url: "/table/x",
    });
    expect((await pushPayload(db, "game_over", n, unset.id, new Date()))?.title).toBe("Your game is over");
  });

  it("says a keyed notification's sentence in the recipient's language, from its key and arguments", async () => {
    const { db } = t();
    const [japanese, unset] = [await createTestUser(db), await createTestUser(db)];
    await callerFor(db, japanese).user.setLocale({ locale: "ja" });
    const n = {
      text: "Ren invites you to a game of Sakura",
      textKey: "invitation",
      textParams: { name: "Ren", game: "sakura" },
      href: "/table/x",
      key: null,
    };
    const body = (await pushPayload(db, "invitation", n, japanese.id, new Date()))?.body;
    expect(body).toMatch(/^Renから.+の対局に招待されました$/);
    expect(body).not.toContain("invites");
    expect((await pushPayload(db, "invitation", n, unset.id, new Date()))?.body).toBe(
      "Ren invites you to a game of Sakura",
    );
  });
});
