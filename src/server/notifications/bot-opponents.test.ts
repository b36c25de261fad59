// A bot opponent is named in each reader's language wherever the server tells a player about a game: the email a
// real SMTP server receives, the push the browser decrypts, and the news the bell lists. The news carries the bot's
// level beside its stored English name ("Matsu (Steady)"), and each of them words it for its own reader.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { Db } from "../db/client";
import { notificationWords } from "../i18n/notification-words";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { listen, runAll, startOutlets, type Listener, type Outlets } from "../testing/notify-channels";
import { startPracticeTable } from "../testing/play";
import type { Channel, MailEvent } from "../mail/preferences";

let o: Outlets;
beforeAll(async () => {
  o = await startOutlets();
});
afterAll(() => o.close());

/** A player reading `locale`, told by `channels`, at a two-seat practice table against one Steady bot. */
async function practising(db: Db, locale: Locale, channels: Partial<Record<MailEvent, Channel[]>>) {
  const user = await createTestUser(db);
  await callerFor(db, user).user.setLocale({ locale });
  const listener = await listen(db, o, user, channels);
  const { gameId } = await startPracticeTable(db, user, { level: "heuristic" });
  return { listener, gameId, api: callerFor(db, user) };
}

/** Runs the queue (bots' moves, emails, pushes) until `done`, each round eleven minutes later (a turn email waits ten). */
async function runUntil(db: Db, done: () => Promise<boolean>) {
  for (let round = 1; round <= 6; round++) {
    await runAll(db, o, new Date(Date.now() + round * 11 * 60_000));
    if (await done()) return;
  }
  throw new Error("never told");
}

const told = (l: Listener, what: "emails" | "pushes") => async () => (await l.received())[what].length > 0;

describeWithDatabase("a bot opponent in the reader's language", (t) => {
  it("names the bot in Japanese in a Japanese player's email about the game's end", async () => {
    const { db } = t();
    const { listener, gameId, api } = await practising(db, "ja", { game_over: ["site", "email"], turn: ["site"] });
    await api.game.resign({ gameId });
    await runUntil(db, told(listener, "emails"));
    const [mail] = (await listener.received()).emails;
    expect(mail?.text).toContain("Matsu（堅実）");
    expect(mail?.html).toContain("Matsu（堅実）");
    expect(mail?.text).not.toContain("Steady");
  });

  it("names the bot in Japanese in the board's sentence of a turn email", async () => {
    const { db } = t();
    const { listener } = await practising(db, "ja", { turn: ["site", "email"] });
    await runUntil(db, told(listener, "emails"));
    const [mail] = (await listener.received()).emails;
    expect(mail?.text).toMatch(/Matsu（堅実）(と同点です|より\d+点|に\d+点差)/);
    expect(mail?.text).not.toContain("Steady");
  });

  it("names the bot in Korean in a Korean player's push about the game's end", async () => {
    const { db } = t();
    const { listener, gameId, api } = await practising(db, "ko", { game_over: ["site", "push"], turn: ["site"] });
    await api.game.resign({ gameId });
    await runUntil(db, told(listener, "pushes"));
    const [push] = (await listener.received()).pushes;
    expect(push?.body).toContain("Matsu (안정)");
    expect(push?.body).not.toContain("Steady");
  });

  it("lists news that carry the bot's level, worded in French for a French reader", async () => {
    const { db } = t();
    const { api } = await practising(db, "fr", { turn: ["site"], game_over: ["site"] });
    const started = (await api.notification.list({})).items.find((n) => n.kind === "game_started")!;
    expect(started.textParams).toMatchObject({ others: ["Matsu (Steady)"], othersBots: ["heuristic"] });
    expect(notificationWords("fr")(started)).toContain("avec Matsu (Régulier)");
    // English reads as stored.
    expect(notificationWords("en")(started)).toBe(started.text);
  });
});
