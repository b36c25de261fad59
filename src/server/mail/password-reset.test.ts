// A forgotten password with real parts: a real SMTP server receives the reset email from the job queue; the test
// follows its link, sets a new password, signs in with it, and sees the link refused afterwards (used), changed,
// expired, and the request answered the same for an address no account uses.
import type { ParsedMail } from "mailparser";
import { expect, it } from "vitest";
import { checkSignIn } from "../auth/sign-in";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { callerFor, createTestUser, testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { mailTo, useTestMail } from "../testing/smtp";
import { createCaller } from "../api/root";
import { mailJobHandlers } from "./job-handlers";
import { RESET_LINK_MS, RESET_REQUESTED } from "./password-reset";

// Email is on in this process (the jobs below get the test server's address in their own configuration).
process.env.SMTP_URL = "smtp://127.0.0.1:25";

const mail = useTestMail();

const run = (db: Db, now = new Date()) => runDueJobs({ db, handlers: mailJobHandlers(mail.config), now });
const to = (address: string) => mailTo(mail.smtp, address);
function resetLinkOf(m: ParsedMail) {
  const found = (m.text ?? "").match(/http:\/\/hanafuda\.test\/reset-password\?\S+/);
  if (!found) throw new Error(`no reset link in:\n${m.text}`);
  const q = new URL(found[0]).searchParams;
  return { userId: q.get("u")!, expires: Number(q.get("e")), token: q.get("t")! };
}
const NEW_PASSWORD = "blossoms under the spring moon";

describeWithDatabase("password reset", (t) => {
  it("emails a link that sets a new password once, signs the account out everywhere, and then fails", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    await db.session.create({
      data: { sessionToken: `s-${me.id}`, userId: me.id, expires: new Date(Date.now() + 3_600_000) },
    });
    const api = callerFor(db);
    // The same answer for an address with an account and one without; only the first gets an email.
    const nobody = `nobody-${Date.now()}@example.test`;
    expect(await api.auth.requestPasswordReset({ email: me.email })).toEqual({ message: RESET_REQUESTED });
    expect(await api.auth.requestPasswordReset({ email: nobody })).toEqual({ message: RESET_REQUESTED });
    // Asked twice within ten minutes: one email.
    await api.auth.requestPasswordReset({ email: me.email });
    await run(db);
    expect(to(nobody)).toHaveLength(0);
    const mails = to(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Choose a new password");
    expect(mails[0]!.html).toContain("Choose a new password");
    const link = resetLinkOf(mails[0]!);
    expect(link.expires - Date.now()).toBeLessThanOrEqual(RESET_LINK_MS);

    // A changed link: refused, nothing changed.
    const changed = { ...link, token: "A".repeat(43) };
    expect(await api.auth.checkResetLink(changed)).toMatchObject({ ok: false });
    await expect(api.auth.resetPassword({ ...changed, password: NEW_PASSWORD })).rejects.toThrow("does not work");
    await expect(
      api.auth.resetPassword({ ...link, expires: link.expires + 1, password: NEW_PASSWORD }),
    ).rejects.toThrow("does not work");
    expect((await checkSignIn(db, { email: me.email, password: me.password, address: "198.51.100.1" })).ok).toBe(true);

    expect(await api.auth.checkResetLink(link)).toEqual({
      ok: true,
      answer: "choose",
      message: `Choose a new password for ${me.email}.`,
      email: me.email,
    });
    const done = await api.auth.resetPassword({ ...link, password: NEW_PASSWORD });
    expect(done.message).toContain("Your password is changed");
    expect(await db.session.count({ where: { userId: me.id } })).toBe(0);
    expect((await checkSignIn(db, { email: me.email, password: NEW_PASSWORD, address: "198.51.100.2" })).ok).toBe(true);
    expect((await checkSignIn(db, { email: me.email, password: me.password, address: "198.51.100.3" })).ok).toBe(false);
    // Used once: the link no longer works.
    expect(await api.auth.checkResetLink(link)).toMatchObject({ ok: false });
    await expect(api.auth.resetPassword({ ...link, password: "yet another long password" })).rejects.toThrow(
      "does not work",
    );
  });

  it("refuses an expired link and a weak password, and limits the requests of one network", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const api = callerFor(db);
    await api.auth.requestPasswordReset({ email: me.email });
    await run(db);
    const link = resetLinkOf(to(me.email).at(-1)!);
    await expect(api.auth.resetPassword({ ...link, password: "short" })).rejects.toThrow();
    // An hour later the same link has expired (and the email job of an expired request sends nothing).
    const later = { ...link, expires: Date.now() - 1 };
    expect(await api.auth.checkResetLink(later)).toEqual({
      ok: false,
      answer: "expired",
      message: "This link has expired (a link works for an hour). Ask for a new one.",
    });
    // Ten requests an hour from one network, then a clear refusal.
    const net = createCaller(testContext(db, { clientAddress: "192.0.2.77" }));
    for (let i = 0; i < 10; i++) await net.auth.requestPasswordReset({ email: `someone-${i}@example.test` });
    await expect(net.auth.requestPasswordReset({ email: me.email })).rejects.toThrow("Too many password resets");
  });
});
