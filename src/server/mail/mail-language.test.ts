// Email in the recipient's language: a real SMTP server (smtp-server) receives what the job queue sends to a player
// whose profile is in Japanese or French, and to one who chose no language (English).
import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { mailTo, useTestMail } from "../testing/smtp";
import { queueEventEmails } from "../repositories/mail";
import { playUntilTurnOf, startTable } from "../testing/play";
import { Rng } from "~/engine/core/rng";
import { queueAddressConfirmation } from "./confirmation";
import { mailJobHandlers } from "./job-handlers";

const mail = useTestMail();

const run = (db: Db, now = new Date()) => runDueJobs({ db, handlers: mailJobHandlers(mail.config), now });
const to = (address: string) => mailTo(mail.smtp, address);

describeWithDatabase("email in the recipient's language", (t) => {
  it("sends the confirmation in Japanese to a Japanese profile, and in English to one with no language", async () => {
    const { db } = t();
    const [japanese, unset] = [await createTestUser(db, { displayName: "Aoi" }), await createTestUser(db)];
    await callerFor(db, japanese).user.setLocale({ locale: "ja" });
    await queueAddressConfirmation(db, japanese.id);
    await queueAddressConfirmation(db, unset.id);
    await run(db);
    const [m] = to(japanese.email);
    expect(m?.subject).toBe("メールアドレスを確認してください");
    expect(m?.text).toContain("ようこそ、Aoiさん");
    expect(m?.html).toContain('<html lang="ja">');
    expect(m?.html).toContain("アドレスを確認する");
    expect(to(unset.email)[0]?.subject).toBe("Confirm your email address");
  });

  it("keeps a French link's label and colon together in the plain text, as French sets a colon", async () => {
    const { db } = t();
    const french = await createTestUser(db, { displayName: "Aoi" });
    await callerFor(db, french).user.setLocale({ locale: "fr" });
    await queueAddressConfirmation(db, french.id);
    await run(db);
    expect(to(french.email)[0]?.text).toMatch(/\nConfirmer mon adresse\u00a0: http:\/\/hanafuda\.test\/\S+\n/);
  });

  it("sends an invitation email in Japanese to a Japanese player", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    await callerFor(db, player).user.setLocale({ locale: "ja" });
    await db.user.update({ where: { id: player.id }, data: { emailVerified: new Date() } });
    const n = await db.notification.create({
      data: { userId: player.id, kind: "invitation", text: "Ren invites you.", href: "/table/x" },
    });
    await queueEventEmails(db, [n.id]);
    await run(db);
    const [m] = to(player.email);
    expect(m?.subject).toBe("テーブルに招待されました");
    expect(m?.text).toContain("招待を見る：http://hanafuda.test/table/x");
    expect(m?.text).toContain("招待のメールを止める");
  });

  it("says a keyed event in the recipient's language in the email and in the digest, not the stored English", async () => {
    const { db } = t();
    const [japanese, german] = [await createTestUser(db), await createTestUser(db)];
    await callerFor(db, japanese).user.setLocale({ locale: "ja" });
    await callerFor(db, german).user.setLocale({ locale: "de" });
    // The German player takes a daily digest: the event waits in it.
    const prefs = await callerFor(db, german).email.preferences();
    await callerFor(db, german).email.setPreferences({ ...prefs, rhythm: "daily" });
    const words = {
      kind: "game_finished",
      text: "Your game of Sakura with Ren is over: you won.",
      textKey: "gameOver",
      textParams: { game: "sakura", hasOthers: "true", others: ["Ren"], result: "won", forfeit: "false" },
      href: "/table/x",
    };
    const ids: string[] = [];
    for (const player of [japanese, german]) {
      await db.user.update({ where: { id: player.id }, data: { emailVerified: new Date() } });
      ids.push((await db.notification.create({ data: { userId: player.id, ...words } })).id);
    }
    await queueEventEmails(db, ids);
    await run(db);
    const [m] = to(japanese.email);
    expect(m?.text).toMatch(/Renと）の対局が終わりました：あなたの勝ちです。/);
    expect(m?.text).not.toContain("you won");
    const digest = await db.mailDigestItem.findFirst({ where: { userId: german.id } });
    expect(digest?.text).toContain("Ren");
    expect(digest?.text).not.toContain("you won");
  });

  it("says the board of a turn email in the recipient's language: the round and the standing", async () => {
    const { db } = t();
    const table = await startTable(db, { game: "sakura", playerCount: 2, timeControl: null });
    const b = table.users[1]!;
    await callerFor(db, b).user.setLocale({ locale: "ja" });
    for (const u of table.users) {
      await db.user.update({ where: { id: u.id }, data: { emailVerified: new Date() } });
      await callerFor(db, u).notification.markRead({ all: true });
    }
    await playUntilTurnOf(table, 1, Rng.fromSeed("mail-language"));
    await run(db, new Date(Date.now() + 11 * 60_000));
    const [m] = to(b.email);
    expect(m?.text).toMatch(
      /第\d+局（全\d+）、Creator \w+(と同点です|より\d+点リードしています|に\d+点差で負けています)。/,
    );
    expect(m?.text).not.toMatch(/Round|ahead|behind|level/);
  });
});
