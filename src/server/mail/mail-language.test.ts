// Email in the recipient's language: a real SMTP server (smtp-server) receives what the job queue sends to a player
// whose profile is in Japanese, and to one who chose no language (English).
import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { mailTo, useTestMail } from "../testing/smtp";
import { queueEventEmails } from "../repositories/mail";
import { queueAddressConfirmation } from "./confirmation";
import { mailJobHandlers } from "./job-handlers";

const mail = useTestMail();

const run = (db: Db) => runDueJobs({ db, handlers: mailJobHandlers(mail.config), now: new Date() });
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
    expect(m?.text).toContain("招待を見る: http://hanafuda.test/table/x");
    expect(m?.text).toContain("招待のメールを止める");
  });
});
