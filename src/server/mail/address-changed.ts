// The notice to an account's old address when the player moves it to another: a short email in their language that
// names the new address partly masked and, if it was not them, offers a link that gives the account its old address
// back (accounts/undo-email-change.ts). Only a confirmed old address gets it
// (an unconfirmed one was never shown to be theirs). Like the password reset, it is an email about the account and
// ignores the player's "no email at all" setting: a stranger taking over the account must not go unnoticed.
import type { JobAnswer, JobContext } from "../jobs/types";
import { enqueue } from "../jobs/queue";
import type { DbOrTx } from "../repositories/jobs";
import { findMailRecipient } from "../repositories/mail";
import { findUserLocale } from "../repositories/users";
import type { MailConfig } from "./config";
import { SEND_EMAIL_JOB } from "./confirmation";
import { deliver } from "./deliver";
import { addressChangedMessage } from "./messages";
import { undoLink } from "./signed-links";
import type { Mailer } from "./transport";

/** An address with its name hidden but for the first character: "k•••@example.com". */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  const [first = ""] = Array.from(email.slice(0, at));
  return `${first}•••${email.slice(at)}`;
}

/** Enqueues the notice (pass the transaction that changes the address; the caller wakes the worker after it). */
export async function enqueueAddressChanged(
  db: DbOrTx,
  change: { userId: string; oldEmail: string; newEmail: string },
  now: Date,
): Promise<void> {
  await enqueue(
    db,
    SEND_EMAIL_JOB,
    // The moment of the move: the undo link is signed over it (its age, and which undos spend it).
    { type: "addressChanged", ...change, changedAt: now.getTime() },
    { key: `email:address-changed:${change.userId}:${now.getTime()}` },
  );
}

export async function sendAddressChanged(
  config: MailConfig,
  mailer: Mailer,
  job: { userId: string; oldEmail: string; newEmail: string; changedAt?: number },
  ctx: JobContext,
): JobAnswer {
  const user = await findMailRecipient(ctx.db, job.userId);
  if (!user || user.botLevel !== null) return;
  const message = addressChangedMessage({
    locale: await findUserLocale(ctx.db, user.id),
    displayName: user.displayName,
    newAddress: maskAddress(job.newEmail),
    // A notice queued before undo links existed goes without one.
    undoUrl: job.changedAt === undefined ? undefined : undoLink(config, user.id, job.oldEmail, job.changedAt),
  });
  return deliver(
    { db: ctx.db, mailer, perHour: config.perHour, now: ctx.now, attempt: ctx.job.attempts },
    user.id,
    "address-changed",
    { ...message, to: job.oldEmail },
  );
}
