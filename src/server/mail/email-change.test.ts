// A changed address with real parts: the player changes it through the API, the job queue sends to a real SMTP
// server the confirmation of the new address (in the player's language) and a notice to the old, confirmed one; the
// test follows the confirmation link through the same procedure sign-up's link uses. A second change before
// confirming leaves only the latest address confirmable.
import type { ParsedMail } from "mailparser";
import { expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { mailTo, useTestMail } from "../testing/smtp";
import { enqueue } from "../jobs/queue";
import { maskAddress } from "./address-changed";
import { SEND_EMAIL_JOB } from "./confirmation";
import { mailJobHandlers } from "./job-handlers";
import { stopEmails } from "./player-preferences";

// Email is on in this process (the jobs below get the test server's address in their own configuration).
process.env.SMTP_URL = "smtp://127.0.0.1:25";

const mail = useTestMail();

const run = (db: Db, now = new Date()) => runDueJobs({ db, handlers: mailJobHandlers(mail.config), now });
const to = (address: string) => mailTo(mail.smtp, address);
function confirmLinkOf(m: ParsedMail) {
  const found = (m.text ?? "").match(/http:\/\/hanafuda\.test\/email\/confirm\?\S+/);
  if (!found) throw new Error(`no confirmation link in:\n${m.text}`);
  const q = new URL(found[0]).searchParams;
  return { userId: q.get("u")!, token: q.get("t")! };
}
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const verifiedAt = async (db: Db, id: string) =>
  (await db.user.findUniqueOrThrow({ where: { id }, select: { emailVerified: true } })).emailVerified;

/** A player with a confirmed address, in `locale`. */
async function confirmedPlayer(db: Db, locale: Locale, displayName?: string) {
  const player = await createTestUser(db, { displayName });
  await callerFor(db, player).user.setLocale({ locale });
  await db.user.update({ where: { id: player.id }, data: { emailVerified: new Date() } });
  return player;
}

describeWithDatabase("a changed email address", (t) => {
  it("confirms the new address in the player's language and tells the old one, masking the new", async () => {
    const { db } = t();
    const player = await confirmedPlayer(db, "ja", "Kaede");
    const api = callerFor(db, player);
    const newEmail = `kaede-${unique()}@example.test`;
    await expect(api.user.changeEmail({ email: newEmail, currentPassword: player.password })).resolves.toEqual({
      email: newEmail,
      confirmationSent: true,
      oldAddressTold: true,
    });
    await run(db);

    const [confirm, ...moreToNew] = to(newEmail);
    expect(moreToNew).toHaveLength(0);
    expect(confirm?.subject).toBe("花札の新しいメールアドレスを確認してください");
    expect(confirm?.html).toContain('<html lang="ja">');
    expect(confirm?.text).not.toMatch(/ようこそ|登録/);
    expect(confirm?.text).not.toMatch(/ [、。：（）]|[、。：（）] /);
    const link = confirmLinkOf(confirm!);
    expect(link.userId).toBe(player.id);

    const [notice, ...moreToOld] = to(player.email);
    expect(moreToOld).toHaveLength(0);
    expect(notice?.subject).toBe("メールアドレスが変更されました");
    expect(notice?.html).toContain('<html lang="ja">');
    expect(notice?.text).toContain("こんにちは、Kaedeさん");
    expect(notice?.text).toContain("k•••@example.test");
    expect(notice?.text).not.toContain(newEmail);
    expect(notice?.text).toContain("サイトの管理者");
    expect(notice?.text).not.toMatch(/ [、。：（）]|[、。：（）] /);

    // The link is followed with the procedure of sign-up's confirmation: the new address is confirmed, once.
    expect(await verifiedAt(db, player.id)).toBeNull();
    await expect(callerFor(db).email.confirm(link)).resolves.toEqual({
      ok: true,
      answer: "confirmed",
      email: newEmail,
    });
    expect(await verifiedAt(db, player.id)).toBeInstanceOf(Date);
    await expect(callerFor(db).email.confirm(link)).resolves.toMatchObject({ answer: "alreadyConfirmed" });
  });

  it("after a second change before confirming, confirms only the latest address, sent one link", async () => {
    const { db } = t();
    const player = await confirmedPlayer(db, "de");
    const api = callerFor(db, player);
    const address = (n: number) => `move${n}-${unique()}@example.test`;
    const [first, second, third, fourth] = [address(1), address(2), address(3), address(4)];
    await api.user.changeEmail({ email: first, currentPassword: player.password });
    await run(db);
    const firstLink = confirmLinkOf(to(first)[0]!);
    expect(to(first)[0]?.subject).toBe("Bestätige deine neue Adresse für Hanafuda");
    await api.user.changeEmail({ email: second, currentPassword: player.password });
    await run(db);
    // The first address's link no longer confirms anything: the account has moved on.
    await expect(callerFor(db).email.confirm(firstLink)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await verifiedAt(db, player.id)).toBeNull();

    // Two changes before the queue runs: the address left behind gets nothing, the latest one link.
    await api.user.changeEmail({ email: third, currentPassword: player.password });
    await api.user.changeEmail({ email: fourth, currentPassword: player.password });
    await run(db);
    expect(to(third)).toHaveLength(0);
    expect(to(fourth)).toHaveLength(1);
    expect(to(second)).toHaveLength(1);
    const latest = confirmLinkOf(to(fourth)[0]!);
    await expect(callerFor(db).email.confirm(confirmLinkOf(to(second)[0]!))).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(callerFor(db).email.confirm(latest)).resolves.toMatchObject({ answer: "confirmed", email: fourth });

    // Only the confirmed address the account left was told, once, in German: the unconfirmed ones never were.
    const [notice, ...more] = to(player.email);
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe("Deine E-Mail-Adresse wurde geändert");
    expect(notice?.text).toContain(maskAddress(first));
  });

  it("tells an old address even when the player stopped all email, as the password reset does", async () => {
    const { db } = t();
    const player = await confirmedPlayer(db, "en");
    await stopEmails(db, player.id, "all", new Date());
    const newEmail = `elsewhere-${unique()}@example.test`;
    await callerFor(db, player).user.changeEmail({ email: newEmail, currentPassword: player.password });
    await run(db);
    const [notice] = to(player.email);
    expect(notice?.subject).toBe("Your email address was changed");
    expect(notice?.text).toContain("e•••@example.test");
  });

  it("sends no notice when the old address was never confirmed", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const newEmail = `unconfirmed-${unique()}@example.test`;
    await expect(
      callerFor(db, player).user.changeEmail({ email: newEmail, currentPassword: player.password }),
    ).resolves.toEqual({ email: newEmail, confirmationSent: true, oldAddressTold: false });
    await run(db);
    expect(to(player.email)).toHaveLength(0);
    expect(to(newEmail)).toHaveLength(1);
  });

  it("words the new address's confirmation for a change, and sign-up's still as a welcome", async () => {
    const { db } = t();
    const player = await confirmedPlayer(db, "en", "Ren");
    const newEmail = `ren-${unique()}@example.test`;
    await callerFor(db, player).user.changeEmail({ email: newEmail, currentPassword: player.password });
    const newcomer = { email: `newcomer-${unique()}@example.test`, displayName: `Newcomer ${unique().slice(-6)}` };
    await callerFor(db).auth.signUp({ ...newcomer, password: "cranes over the pine tree" });
    await run(db);

    const [changed] = to(newEmail);
    expect(changed?.subject).toBe("Confirm your new address for Hanafuda");
    expect(changed?.text).toContain("Ren");
    expect(changed?.text).not.toMatch(/welcome|sign(ed)? up/i);
    expect(confirmLinkOf(changed!).userId).toBe(player.id);

    const [welcome] = to(newcomer.email);
    expect(welcome?.subject).toBe("Confirm your email address");
    expect(welcome?.text).toContain(`Welcome, ${newcomer.displayName}`);
    expect(welcome?.text).toContain("sign up");
  });

  it("words a link asked for again as asked for, after a change as after a sign-up", async () => {
    const { db } = t();
    const player = await confirmedPlayer(db, "en", "Mio");
    const newEmail = `mio-${unique()}@example.test`;
    const api = callerFor(db, player);
    await api.user.changeEmail({ email: newEmail, currentPassword: player.password });
    await run(db);
    await expect(api.email.resendConfirmation()).resolves.toEqual({ queued: true });
    await run(db);
    const [, again, ...more] = to(newEmail);
    expect(more).toHaveLength(0);
    expect(again?.subject).toBe("Your link to confirm your email address");
    expect(again?.text).toContain("Hello, Mio");
    expect(again?.text).toContain("asked for again");
    expect(again?.text).not.toMatch(/welcome|sign(ed)? up/i);
    expect(confirmLinkOf(again!).userId).toBe(player.id);
  });

  it("words a confirmation queued before the marker by whether it names the address", async () => {
    const { db } = t();
    const signedUp = await createTestUser(db, { displayName: "Oldjob" });
    const moved = await createTestUser(db);
    const key = (id: string) => ({ key: `email:confirm:${id}:0` });
    await enqueue(db, SEND_EMAIL_JOB, { type: "confirm", userId: signedUp.id }, key(signedUp.id));
    await enqueue(db, SEND_EMAIL_JOB, { type: "confirm", userId: moved.id, email: moved.email }, key(moved.id));
    await run(db);
    const [welcome] = to(signedUp.email);
    expect(welcome?.subject).toBe("Confirm your email address");
    expect(welcome?.text).toContain("Welcome, Oldjob");
    expect(to(moved.email)[0]?.subject).toBe("Confirm your new address for Hanafuda");
  });

  it("masks all of an address's name but its first character", () => {
    expect(maskAddress("kaede@example.com")).toBe("k•••@example.com");
    expect(maskAddress("k@example.com")).toBe("k•••@example.com");
    expect(maskAddress("ÉLodie@exemple.fr")).toBe("É•••@exemple.fr");
    expect(maskAddress("😀x@example.com")).toBe("😀•••@example.com");
  });
});
