// "It was not me": the notice to the old address carries a signed link that gives the account that address back.
// With real parts: the changes go through the API, the job queue sends to a real SMTP server, and the links are
// followed through the procedures the page calls. Opening a link changes nothing; confirming restores its address as
// confirmed, signs every device out and leaves the later addresses' confirmation links dead. A link outlives later
// moves (A→B→C: A's link still works), and using one kills it and every link sent after it (the taker's own), but not
// an older one. A link used, expired, changed, or for an address another account took since, is refused with a clear
// message and changes nothing.
import type { ParsedMail } from "mailparser";
import { expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { createSession } from "../repositories/sessions";
import { updateEmail } from "../repositories/users";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { mailTo, TEST_SECRET, useTestMail } from "../testing/smtp";
import { changeEmail } from "../accounts/change-email";
import { undoEmailChange } from "../accounts/undo-email-change";
import { UNDO_LINK_MS } from "./undo-link-days";
import { mailJobHandlers } from "./job-handlers";
import { undoLink } from "./signed-links";

process.env.SMTP_URL = "smtp://127.0.0.1:25";

const mail = useTestMail();

const run = (db: Db, now = new Date()) => runDueJobs({ db, handlers: mailJobHandlers(mail.config), now });
const to = (address: string) => mailTo(mail.smtp, address);
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function linkIn(m: ParsedMail | undefined, path: string) {
  const found = (m?.text ?? "").match(new RegExp(`http://hanafuda\\.test${path}\\?\\S+`));
  if (!found) throw new Error(`no ${path} link in:\n${m?.text}`);
  return new URL(found[0]).searchParams;
}
function undoLinkOf(m: ParsedMail | undefined) {
  const q = linkIn(m, "/email/undo");
  return { userId: q.get("u")!, address: q.get("a")!, changedAt: Number(q.get("c")), token: q.get("t")! };
}
function confirmLinkOf(m: ParsedMail | undefined) {
  const q = linkIn(m, "/email/confirm");
  return { userId: q.get("u")!, token: q.get("t")! };
}

async function accountOf(db: Db, id: string) {
  const u = await db.user.findUniqueOrThrow({
    where: { id },
    select: { email: true, emailVerified: true, _count: { select: { sessions: true } } },
  });
  return { email: u.email, confirmed: u.emailVerified !== null, sessions: u._count.sessions };
}

/** A player with a confirmed address, in `locale`, signed in on two devices. */
async function confirmedPlayer(db: Db, locale: Locale = "en") {
  const player = await createTestUser(db, { email: `owner-${unique()}@example.test` });
  await callerFor(db, player).user.setLocale({ locale });
  await db.user.update({ where: { id: player.id }, data: { emailVerified: new Date() } });
  for (const device of ["phone", "desktop"])
    await createSession(db, {
      sessionToken: `${device}-${unique()}`,
      userId: player.id,
      expires: new Date(Date.now() + 86_400_000),
    });
  return player;
}

/** Moves the player's address to `email` (as whoever knows the password) and sends the emails. */
async function changeTo(db: Db, player: Awaited<ReturnType<typeof confirmedPlayer>>, email: string) {
  await callerFor(db, player).user.changeEmail({ email, currentPassword: player.password });
  await run(db);
}

/** The player's address moved by "someone" to a new one; the notice sent; its undo link. */
async function movedAway(db: Db, locale: Locale = "en") {
  const player = await confirmedPlayer(db, locale);
  const newEmail = `taker-${unique()}@example.test`;
  await callerFor(db, player).user.changeEmail({ email: newEmail, currentPassword: player.password });
  await run(db);
  const notice = to(player.email)[0];
  return { player, newEmail, notice, link: undoLinkOf(notice) };
}

describeWithDatabase("undoing an email change from the old address", (t) => {
  it("opens without changing anything, then gives the old address back, confirmed, and signs out everywhere", async () => {
    const { db } = t();
    const { player, newEmail, notice, link } = await movedAway(db, "ja");
    expect(notice?.text).toContain("t•••@example.test");
    expect(notice?.html).toContain("/email/undo?");
    expect(link.userId).toBe(player.id);
    const before = await accountOf(db, player.id);
    expect(before).toEqual({ email: newEmail, confirmed: false, sessions: 2 });

    // Opening the link (a mail scanner does too) only asks.
    const anyone = callerFor(db);
    await expect(anyone.email.checkUndo(link)).resolves.toEqual({
      ok: true,
      oldEmail: player.email,
      newAddress: "t•••@example.test",
    });
    await expect(anyone.email.checkUndo(link)).resolves.toMatchObject({ ok: true });
    expect(await accountOf(db, player.id)).toEqual(before);

    await expect(anyone.email.undoChange(link)).resolves.toEqual({ ok: true, email: player.email });
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, confirmed: true, sessions: 0 });

    // The new address's confirmation no longer confirms anything, and nothing more goes to it.
    await expect(anyone.email.confirm(confirmLinkOf(to(newEmail)[0]))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await run(db);
    expect(to(newEmail)).toHaveLength(1);
    expect(await accountOf(db, player.id)).toMatchObject({ email: player.email, confirmed: true });

    // Used once: a second use is refused in the reader's words and changes nothing.
    await expect(anyone.email.undoChange(link)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/used/),
    });
    await expect(anyone.email.checkUndo(link)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("cancels the pending confirmation of the new address when the queue has not sent it yet", async () => {
    const { db } = t();
    const player = await confirmedPlayer(db);
    const first = `first-${unique()}@example.test`;
    await callerFor(db, player).user.changeEmail({ email: first, currentPassword: player.password });
    // The link as the queued notice will carry it, followed before the queue runs.
    const q = new URL(undoLink(mail.config, player.id, player.email, Date.now())).searchParams;
    await callerFor(db).email.undoChange({
      userId: player.id,
      address: q.get("a")!,
      changedAt: Number(q.get("c")),
      token: q.get("t")!,
    });
    await run(db);
    expect(to(first)).toHaveLength(0);
    expect(to(player.email)).toHaveLength(1);
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, confirmed: true, sessions: 0 });
  });

  it("refuses an address another account took meanwhile, changing nothing", async () => {
    const { db } = t();
    const { player, newEmail, link } = await movedAway(db);
    await createTestUser(db, { email: player.email });
    const before = await accountOf(db, player.id);
    await expect(callerFor(db).email.undoChange(link)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Another account"),
    });
    expect(await accountOf(db, player.id)).toEqual({ ...before, email: newEmail, sessions: 2 });
  });

  it("gives back the first address after two more moves, then refuses the links sent for the later ones", async () => {
    const { db } = t();
    const { player, newEmail: b, link: aLink } = await movedAway(db);
    const anyone = callerFor(db);
    // B is confirmed, then moved to C: B gets a notice with its own link.
    await anyone.email.confirm(confirmLinkOf(to(b)[0]));
    const c = `third-${unique()}@example.test`;
    await changeTo(db, player, c);
    const bLink = undoLinkOf(to(b)[1]);
    expect(bLink.address).toBe(b);

    // A's link still works, and says what it gives back.
    await expect(anyone.email.checkUndo(aLink)).resolves.toEqual({
      ok: true,
      oldEmail: player.email,
      newAddress: "t•••@example.test",
    });
    await expect(anyone.email.undoChange(aLink)).resolves.toEqual({ ok: true, email: player.email });
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, confirmed: true, sessions: 0 });

    // Whoever has B cannot undo the owner's undo, C's confirmation is dead, and A's link is spent.
    for (const spent of [bLink, aLink]) {
      await expect(anyone.email.checkUndo(spent)).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(anyone.email.undoChange(spent)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringMatching(/used/),
      });
    }
    await expect(anyone.email.confirm(confirmLinkOf(to(c)[0]))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, confirmed: true, sessions: 0 });
  });

  it("keeps the owner's link working when the taker first undoes a later move of their own", async () => {
    const { db } = t();
    const { player, newEmail: b, link: aLink } = await movedAway(db);
    const anyone = callerFor(db);
    await anyone.email.confirm(confirmLinkOf(to(b)[0]));
    await changeTo(db, player, `third-${unique()}@example.test`);
    const bLink = undoLinkOf(to(b)[1]);

    // Undoing B→C must not spend A's link, sent before it.
    await expect(anyone.email.undoChange(bLink)).resolves.toEqual({ ok: true, email: b });
    await expect(anyone.email.undoChange(aLink)).resolves.toEqual({ ok: true, email: player.email });
    await expect(anyone.email.undoChange(bLink)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, confirmed: true, sessions: 0 });
  });

  it("refuses links sent before an undo but not one sent for a move after it", async () => {
    const { db } = t();
    const { player, link: aLink } = await movedAway(db);
    const anyone = callerFor(db);
    await anyone.email.undoChange(aLink);
    // The taker still knows the password: they move it again, and the owner's new notice carries a working link.
    await changeTo(db, player, `again-${unique()}@example.test`);
    const again = undoLinkOf(to(player.email)[1]);
    await expect(anyone.email.undoChange(aLink)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(anyone.email.undoChange(again)).resolves.toEqual({ ok: true, email: player.email });
  });

  it("settles two links used at the same instant: the first address is back either way", async () => {
    const { db } = t();
    const { player, newEmail: b, link: aLink } = await movedAway(db);
    await callerFor(db).email.confirm(confirmLinkOf(to(b)[0]));
    await changeTo(db, player, `third-${unique()}@example.test`);
    const bLink = undoLinkOf(to(b)[1]);
    await Promise.allSettled([callerFor(db).email.undoChange(bLink), callerFor(db).email.undoChange(aLink)]);
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, confirmed: true, sessions: 0 });
  });

  it("orders moves and undos by the row's lock, not by their clocks", async () => {
    const { db } = t();
    const { player, newEmail: b, link: aLink } = await movedAway(db);
    await callerFor(db).email.confirm(confirmLinkOf(to(b)[0]));
    // A move whose clock runs ahead takes the lock before the owner's undo: the undo spends its link all the same.
    const ahead = new Date(Date.now() + 60_000);
    const move = { userId: player.id, clientAddress: "203.0.113.9", currentPassword: player.password };
    await changeEmail(db, { ...move, email: `ahead-${unique()}@example.test` }, ahead);
    await run(db, ahead);
    const bLink = undoLinkOf(to(b)[1]);
    expect(bLink.changedAt).toBe(ahead.getTime());
    await expect(callerFor(db).email.undoChange(aLink)).resolves.toMatchObject({ ok: true });
    await expect(callerFor(db).email.undoChange(bLink)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // A move whose clock runs behind the undo comes after it: its notice's link works.
    const behind = new Date(Date.now() - 60_000);
    await changeEmail(db, { ...move, email: `behind-${unique()}@example.test` }, behind);
    await run(db);
    const again = undoLinkOf(to(player.email)[1]);
    expect(again.changedAt).toBeGreaterThan(ahead.getTime());
    await expect(callerFor(db).email.undoChange(again)).resolves.toEqual({ ok: true, email: player.email });
  });

  it("refuses the first address's link after two moves when another account took it, changing nothing", async () => {
    const { db } = t();
    const { player, link: aLink } = await movedAway(db);
    const c = `third-${unique()}@example.test`;
    await changeTo(db, player, c);
    await createTestUser(db, { email: player.email });
    await expect(callerFor(db).email.undoChange(aLink)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Another account"),
    });
    expect(await accountOf(db, player.id)).toEqual({ email: c, confirmed: false, sessions: 2 });
  });

  it("refuses an expired link after two moves, changing nothing", async () => {
    const { db } = t();
    const { player, link } = await movedAway(db);
    const c = `third-${unique()}@example.test`;
    await changeTo(db, player, c);
    const later = new Date(link.changedAt + UNDO_LINK_MS + 1);
    await expect(undoEmailChange(db, TEST_SECRET, link, later)).resolves.toMatchObject({
      ok: false,
      answer: "expired",
    });
    await expect(callerFor(db).email.checkUndo(link)).resolves.toMatchObject({ ok: true });
    expect(await accountOf(db, player.id)).toMatchObject({ email: c, sessions: 2 });
  });

  it("refuses an expired link, changing nothing", async () => {
    const { db } = t();
    const { player, newEmail, link } = await movedAway(db);
    const later = new Date(link.changedAt + UNDO_LINK_MS + 1);
    await expect(undoEmailChange(db, TEST_SECRET, link, later)).resolves.toMatchObject({
      ok: false,
      answer: "expired",
    });
    expect(await accountOf(db, player.id)).toMatchObject({ email: newEmail, sessions: 2 });
  });

  it("refuses a changed link and odd strings with a clear message, never a server error", async () => {
    const { db } = t();
    const { player, newEmail, link } = await movedAway(db);
    const anyone = callerFor(db);
    // the first character carries six bits of the signature (the last one's low bits are padding, ignored)
    const flipped = (link.token.startsWith("A") ? "B" : "A") + link.token.slice(1);
    const otherId = player.id.slice(0, -1) + (player.id.endsWith("x") ? "y" : "x");
    for (const bad of [
      { ...link, token: flipped },
      { ...link, changedAt: link.changedAt + 1 },
      { ...link, userId: otherId },
      { ...link, token: "" },
      // another address under the link's signature: whoever has the link cannot aim it elsewhere
      { ...link, address: newEmail },
      { ...link, address: `x${link.address}` },
    ])
      await expect(anyone.email.undoChange(bad)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    for (const odd of ["a\u0000b", "\ud800", "x".repeat(100_000), "%00", "../../etc"]) {
      await expect(anyone.email.undoChange({ ...link, token: odd })).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(anyone.email.checkUndo({ ...link, userId: odd })).rejects.toMatchObject({ code: "BAD_REQUEST" });
      for (const address of [odd, `${odd}@example.test`, `a@${odd}.test`])
        await expect(anyone.email.undoChange({ ...link, address })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    for (const changedAt of [Number.NaN, -1, 1e300, 1.5])
      await expect(anyone.email.checkUndo({ ...link, changedAt })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await accountOf(db, player.id)).toMatchObject({ email: newEmail, sessions: 2 });
  });

  it("lets only one of two same-instant uses of a link undo, the other told it was used", async () => {
    const { db } = t();
    const { player, link } = await movedAway(db);
    const answers = await Promise.allSettled([
      callerFor(db).email.undoChange(link),
      callerFor(db).email.undoChange(link),
    ]);
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    expect(answers.filter((a) => a.status === "rejected")).toHaveLength(1);
    expect(await accountOf(db, player.id)).toEqual({ email: player.email, confirmed: true, sessions: 0 });
  });

  it("keeps a confirmation when a second change to the same address arrives after its check", async () => {
    const { db } = t();
    const player = await confirmedPlayer(db);
    const target = `same-${unique()}@example.test`;
    await callerFor(db, player).user.changeEmail({ email: target, currentPassword: player.password });
    await run(db);
    await callerFor(db).email.confirm(confirmLinkOf(to(target)[0]));
    // The second request checked the account before the first committed: it moves it to the address it has.
    const second = await updateEmail(db, player.id, target, new Date(), async () => {
      throw new Error("a change to the address the account has queues nothing");
    });
    expect(second).toMatchObject({ ok: true, changed: false });
    expect(await accountOf(db, player.id)).toMatchObject({ email: target, confirmed: true });
  });
});
