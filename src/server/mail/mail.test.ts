// Email end to end with real parts: a real SMTP server (smtp-server) receives what the job queue sends, the tests
// read the delivered MIME (both parts, the headers), follow the confirmation link, unsubscribe with the one-click
// POST, and see one email per turn and the digest batching several events.
import type { ParsedMail } from "mailparser";
import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { playUntilTurnOf, startTable } from "../testing/play";
import { mailTo, TEST_SECRET, useTestMail } from "../testing/smtp";
import { Rng } from "~/engine/core/rng";
import type { MailConfig } from "./config";
import { queueEventEmails } from "../repositories/mail";
import { mailJobHandlers } from "./job-handlers";
import { unsubscribePost } from "./unsubscribe-request";

const mail = useTestMail();

const MINUTE = 60_000;
const run = (db: Db, now = new Date(), c: MailConfig = mail.config) =>
  runDueJobs({ db, handlers: mailJobHandlers(c), now });
const to = (address: string) => mailTo(mail.smtp, address);
const link = (m: ParsedMail, path: string) => {
  const found = (m.text ?? "").match(new RegExp(`http://hanafuda\\.test${path}\\S*`));
  if (!found) throw new Error(`no ${path} link in:\n${m.text}`);
  return new URL(found[0]);
};
/** A header as sent (mailparser turns the List-* headers into objects). */
const rawHeader = (m: ParsedMail, name: string) =>
  m.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, "");
/** A notification stored as an invitation is, with its email job. */
async function notify(db: Db, data: { userId: string; kind: string; text: string; href: string }) {
  const n = await db.notification.create({ data });
  await queueEventEmails(db, [n.id]);
}
const verify = (db: Db, ids: string[]) =>
  db.user.updateMany({ where: { id: { in: ids } }, data: { emailVerified: new Date() } });

/** A two-player game without a clock whose players have confirmed their addresses. */
async function startMailedTable(db: Db) {
  const table = await startTable(db, { game: "sakura", playerCount: 2, timeControl: null });
  await verify(
    db,
    table.users.map((u) => u.id),
  );
  return table;
}

describeWithDatabase("email", (t) => {
  it("confirms the address by a signed link; an unconfirmed address gets nothing else", async () => {
    const { db } = t();
    const email = `new-${Date.now()}@example.test`;
    const me = await callerFor(db).auth.signUp({
      email,
      displayName: "Mail Newcomer",
      password: "correct horse battery staple",
    });
    // Nothing but the confirmation: an event for the unconfirmed address queues no email.
    await notify(db, { userId: me.id, kind: "invitation", text: "Aoi invites you.", href: "/table/x" });
    await run(db);
    const mails = to(email);
    expect(mails).toHaveLength(1);
    const m = mails[0]!;
    expect(m.subject).toBe("Confirm your email address");
    expect(m.text).toContain("Welcome, Mail Newcomer");
    expect(m.html).toContain("Confirm my address");
    expect(rawHeader(m, "list-unsubscribe")).toBeUndefined();
    const url = link(m, "/email/confirm");
    const api = callerFor(db);
    // A changed link: a clear answer, nothing changed.
    await expect(api.email.confirm({ userId: url.searchParams.get("u")!, token: "A".repeat(43) })).rejects.toThrow(
      "not valid",
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: me.id } })).emailVerified).toBeNull();
    const ok = await api.email.confirm({ userId: url.searchParams.get("u")!, token: url.searchParams.get("t")! });
    expect(ok).toEqual({ ok: true, answer: "confirmed", email });
    expect((await db.user.findUniqueOrThrow({ where: { id: me.id } })).emailVerified).not.toBeNull();
  });

  it("emails a turn still unseen after 10 minutes, once per turn, with the board and a link to the table", async () => {
    const { db } = t();
    const table = await startMailedTable(db);
    // They have looked at the table once (the start's notifications read).
    for (const u of table.users) await callerFor(db, u).notification.markRead({ all: true });
    const rng = Rng.fromSeed("mail-turns");
    const first = await playUntilTurnOf(table, 1, rng);
    const b = table.users[1]!;
    const start = new Date();
    await run(db, start);
    expect(to(b.email)).toHaveLength(0); // not yet: the turn may still be seen
    // B plays without looking at the table page (its notification stays unread), and the turn comes back: the unread
    // one stands for both, so no second email is queued.
    await playUntilTurnOf(table, 1, rng);
    await run(db, new Date(start.getTime() + 11 * MINUTE));
    await run(db, new Date(start.getTime() + 30 * MINUTE));
    const mails = to(b.email);
    expect(mails).toHaveLength(1);
    const m = mails[0]!;
    expect(m.subject).toBe("Your turn in Sakura");
    expect(m.text).toMatch(/Round \d+( of \d+)?, you are (level with|\d+ points? (ahead of|behind)) Creator \w+\./);
    expect(m.html).toContain(`http://hanafuda.test/table/${table.tableId}`);
    expect(link(m, "/table/").pathname).toBe(`/table/${table.tableId}`);
    expect(rawHeader(m, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(rawHeader(m, "list-unsubscribe")).toMatch(/^<http:\/\/hanafuda\.test\/api\/email\/unsubscribe\?/);
    expect(
      await db.job.count({
        where: {
          kind: "send-email",
          key: { startsWith: `email:turn:${table.gameId}:` },
          payload: { path: ["type"], equals: "event" },
        },
      }),
    ).toBeGreaterThanOrEqual(1);
    // One job per turn, keyed by the game, the turn's seq and the recipient.
    const turnJobs = await db.job.findMany({
      where: { kind: "send-email", key: { startsWith: `email:turn:${table.gameId}:`, endsWith: `:${b.id}` } },
    });
    expect(turnJobs.map((j) => j.key)).toEqual([expect.stringMatching(/^email:turn:[^:]+:\d+:[^:]+$/)]);
    expect(Number(turnJobs[0]!.key!.split(":")[3])).toBeGreaterThanOrEqual(first!);
    const log = await db.mailDelivery.findMany({ where: { userId: b.id } });
    expect(log).toMatchObject([{ kind: "turn", status: "sent", attempt: 1 }]);
    expect(log[0]!.response).toMatch(/^250/);
  });

  it("sends no turn email once the turn is seen", async () => {
    const { db } = t();
    const table = await startMailedTable(db);
    await playUntilTurnOf(table, 1, Rng.fromSeed("seen"));
    const b = table.users[1]!;
    await callerFor(db, b).notification.markRead({ all: true });
    await run(db, new Date(Date.now() + 11 * MINUTE));
    expect(to(b.email)).toHaveLength(0);
  });

  it("unsubscribes with the one-click POST, and refuses a changed link with a 400 that changes nothing", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    await verify(db, [me.id]);
    await notify(db, {
      userId: me.id,
      kind: "game_finished",
      text: "Your game of Sakura with Aoi is over: you won.",
      href: "/table/t1",
    });
    await run(db);
    const [m] = to(me.email);
    expect(m?.subject).toBe("Your game is over");
    expect(m?.text).toContain("you won");
    expect(m?.html).toContain("http://hanafuda.test/table/t1");
    const target = rawHeader(m!, "list-unsubscribe")!.slice(1, -1);
    const body = "List-Unsubscribe=One-Click";
    const post = (url: string, language = "en") =>
      unsubscribePost(
        db,
        TEST_SECRET,
        new Request(url, {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": language },
        }),
      );
    const bad = await post(target.replace(/t=[^&]+/, "t=" + "B".repeat(43)));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("not valid");
    // A recipient without a language of their own is answered in the one their mail client asks for.
    const badJa = await post(target.replace(/t=[^&]+/, "t=" + "B".repeat(43)), "ja");
    expect(await badJa.text()).toContain("このリンクは無効です");
    const wrongScope = await post(target.replace("s=game_over", "s=all"));
    expect(wrongScope.status).toBe(400);
    expect(await db.notificationPreference.count({ where: { userId: me.id } })).toBe(0);
    const ok = await post(target);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("no more emails about finished games");
    // The recipient's own language first: a French profile is answered in French whatever the client asks.
    await db.user.update({ where: { id: me.id }, data: { locale: "fr" } });
    expect(await (await post(target, "ja")).text()).toMatch(/^C’est fait\u00a0: vous ne recevez plus .+\.\n$/);
    const prefs = await callerFor(db, me).email.preferences();
    expect(prefs.channels.game_over).toEqual(["site", "push"]); // only email stops
    await notify(db, { userId: me.id, kind: "game_finished", text: "Another result.", href: "/table/t2" });
    await run(db);
    expect(to(me.email)).toHaveLength(1);
  });

  it("batches the events of an hour into one digest email", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    await verify(db, [me.id]);
    const api = callerFor(db, me);
    const prefs = await api.email.preferences();
    await api.email.setPreferences({ ...prefs, rhythm: "hourly" });
    await notify(db, { userId: me.id, kind: "invitation", text: "Aoi invites you to a table.", href: "/table/d1" });
    await notify(db, {
      userId: me.id,
      kind: "game_finished",
      text: "Your game of Mushi is over: you lost.",
      href: "/table/d2",
    });
    const now = new Date();
    await run(db, now);
    expect(to(me.email)).toHaveLength(0);
    await run(db, new Date(now.getTime() + 61 * MINUTE));
    const mails = to(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("2 things happened in your games");
    expect(mails[0]!.text).toContain("Aoi invites you to a table.");
    expect(mails[0]!.text).toContain("http://hanafuda.test/table/d2");
    expect(mails[0]!.html).toContain("Your game of Mushi is over: you lost.");
    expect(rawHeader(mails[0]!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("holds email in quiet hours, limits each recipient per hour, and logs a bounce", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    await verify(db, [me.id]);
    const api = callerFor(db, me);
    const now = new Date();
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    const prefs = await api.email.preferences();
    await api.email.setPreferences({ ...prefs, quietFrom: minute, quietTo: (minute + 60) % 1440, timeZone: "UTC" });
    await notify(db, { userId: me.id, kind: "invitation", text: "Quiet one.", href: "/table/q1" });
    await run(db, now);
    expect(to(me.email)).toHaveLength(0);
    await run(db, new Date(now.getTime() + 61 * MINUTE));
    expect(to(me.email)).toHaveLength(1);
    await api.email.setPreferences({ ...prefs, quietFrom: null, quietTo: null });
    const limited = { ...mail.config, perHour: 1 };
    await notify(db, { userId: me.id, kind: "invitation", text: "Over the limit.", href: "/table/q2" });
    // In the same hour as the one sent: over the limit of one, it waits for the next hour.
    await run(db, new Date(now.getTime() + 61 * MINUTE), limited);
    expect(to(me.email)).toHaveLength(1);
    mail.smtp.reject = true;
    await run(db, new Date(now.getTime() + 122 * MINUTE), limited);
    mail.smtp.reject = false;
    const log = await db.mailDelivery.findMany({ where: { userId: me.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => l.status)).toEqual(["sent", "bounced"]);
    expect(log[1]!.response).toContain("550");
  });
});
