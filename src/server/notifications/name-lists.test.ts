// The news of real games that name several players, as each reader is sent it: the emails (a real SMTP server) and
// the push messages list the names as the reader's language does ("Aki、Emi、Ken", "Aki, Emi und Ken"), never with
// the English "and" or comma the stored fallback text is written with.
import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { mailJobHandlers } from "../mail/job-handlers";
import { pushPayload } from "../push/message";
import { queueEventEmails } from "../repositories/mail";
import { callerFor } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { startTable } from "../testing/play";
import { mailTo, useTestMail } from "../testing/smtp";
import { listFormat } from "~/lib/list-format";
import { LOCALES } from "~/lib/locales";

const mail = useTestMail();
const run = (db: Db) => runDueJobs({ db, handlers: mailJobHandlers(mail.config), now: new Date() });

/** The English joins of the stored fallback text, where a reader of another language must not meet them. */
const ENGLISH_JOIN = /\band\b/;

describeWithDatabase("names in a game's news, as each reader is sent it", (t) => {
  it("lists a game's other players in the reader's language, in the push and the email of its end", async () => {
    const { db } = t();
    // Three at a Sutda table: the first resigns and the game goes on, the second's resign ends it. The second is told
    // they resigned a game "with" the other two; the others, who resigned.
    const st = await startTable(db, { game: "sutda", playerCount: 3, timeControl: null });
    await st.callers[0]!.game.resign({ gameId: st.gameId });
    await st.callers[1]!.game.resign({ gameId: st.gameId });
    const resigner = st.users[1]!;
    const [ended] = await db.notification.findMany({ where: { userId: resigner.id, kind: "game_finished" } });
    expect(ended?.textKey).toBe("youResigned");
    const others = [st.users[0]!.displayName, st.users[2]!.displayName];
    expect(ended?.text).toContain(`with ${others[0]} and ${others[1]}`);
    await db.user.update({ where: { id: resigner.id }, data: { emailVerified: new Date() } });

    for (const locale of LOCALES) {
      await callerFor(db, resigner).user.setLocale({ locale });
      const list = listFormat(locale).format(others);
      const push = await pushPayload(db, "game_over", { ...ended!, key: null }, resigner.id, new Date());
      expect(push?.body, locale).toContain(list);
      // The same news again, unread, for its email in this language.
      const { id: _, createdAt: __, readAt: ___, key: ____, ...row } = ended!;
      const again = await db.notification.create({ data: { ...row, textParams: row.textParams ?? undefined } });
      await queueEventEmails(db, [again.id]);
      await run(db);
      const text = mailTo(mail.smtp, resigner.email).at(-1)?.text ?? "";
      expect(text, locale).toContain(list);
      if (locale !== "en") {
        expect(push?.body, locale).not.toMatch(ENGLISH_JOIN);
        expect(text, locale).not.toMatch(ENGLISH_JOIN);
      }
    }
  });

  it("says who resigned with a verb for one, as the stored news counts them", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sutda", playerCount: 3, timeControl: null });
    await st.callers[0]!.game.resign({ gameId: st.gameId });
    await st.callers[1]!.game.resign({ gameId: st.gameId });
    const told = st.users[2]!;
    const [ended] = await db.notification.findMany({ where: { userId: told.id, kind: "game_finished" } });
    expect(ended?.textKey).toBe("theyResigned");
    const said = async (locale: (typeof LOCALES)[number]) => {
      await callerFor(db, told).user.setLocale({ locale });
      return (await pushPayload(db, "game_over", { ...ended!, key: null }, told.id, new Date()))?.body;
    };
    const name = st.users[1]!.displayName;
    expect(await said("fr")).toContain(`${name} a abandonné`);
    expect(await said("de")).toContain(`${name} hat dein Spiel`);
    expect(await said("es")).toContain(`${name} se rindió`);
  });
});
