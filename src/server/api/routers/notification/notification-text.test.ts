// Notifications are stored with a catalog key and its arguments, so the bell and the list say them in the reader's
// language; in English the catalog says exactly the words stored with them (old rows, without a key, show those).
import { expect, it } from "vitest";
import { catalogFor } from "~/i18n/catalog";
import { describeWithDatabase } from "../../../testing/database";
import { notificationWords } from "../../../i18n/notification-words";
import { startTable } from "../../../testing/play";
import type { NotificationView } from "../../../views/notification";

const wordsIn = notificationWords;

describeWithDatabase("notification texts", (t) => {
  it("stores a key and arguments the catalog words as the stored English, and in Japanese", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sutda", playerCount: 2 });
    // A resign ends the game: both are told it is over, one that they resigned, the other who did.
    await st.callers[0]!.game.resign({ gameId: st.gameId });
    const items = [
      ...(await st.callers[0]!.notification.list({})).items,
      ...(await st.callers[1]!.notification.list({})).items,
    ];
    expect(items.map((n) => n.kind)).toEqual(expect.arrayContaining(["game_started", "game_finished"]));
    const en = wordsIn("en");
    const ja = wordsIn("ja");
    const sutda = (catalogFor("ja").Games as Record<string, { shortName: string }>).sutda!.shortName;
    for (const n of items) {
      expect(n.textKey).not.toBeNull();
      expect(en(n)).toBe(n.text);
      expect(ja(n)).toContain(sutda);
      expect(ja(n)).not.toMatch(/Your|game of/);
    }
  });

  it("shows a row stored without a key as it was stored", async () => {
    const row = { text: "Your turn in Sakura.", textKey: null, textParams: null } as NotificationView;
    expect(wordsIn("ja")(row)).toBe("Your turn in Sakura.");
  });
});
