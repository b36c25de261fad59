// Address confirmation: sign-up is instant, and a "send-email" job sends the confirmation link; until the link is
// followed the address gets no other email. Following it (or an unsubscribe link) needs no sign-in: the link is
// signed. A bad or changed link gets a clear answer and changes nothing.
import type { Db } from "../db/client";
import type { DbOrTx } from "../repositories/jobs";
import type { JobAnswer, JobContext } from "../jobs/types";
import { enqueue } from "../jobs/queue";
import { kickJobWorker } from "../jobs/kick";
import { confirmAddress, findMailRecipient } from "../repositories/mail";
import { findUserLocale } from "../repositories/users";
import type { MailConfig } from "./config";
import { deliver } from "./deliver";
import { confirmMessage, type ConfirmationReason } from "./messages";
import { isMailEvent, stopEmails } from "./player-preferences";
import { checkLink, confirmLink } from "./signed-links";
import type { Mailer } from "./transport";
import type { MailEvent } from "./preferences";

export const SEND_EMAIL_JOB = "send-email";

/** Queues the confirmation email: sign-up's, or (`resendKey`, one a minute) the link asked for again. */
export async function queueAddressConfirmation(db: DbOrTx, userId: string, resendKey?: number): Promise<void> {
  await enqueueAddressConfirmation(db, userId, resendKey ?? 0, resendKey === undefined ? {} : { reason: "resend" });
  kickJobWorker();
}

/**
 * Enqueues the confirmation email without waking the worker (inside a transaction, the caller wakes it after the
 * commit). `email`: the address it is for, when the account moved to it (a later move makes it send nothing);
 * `reason`: what its words say (sign-up's when absent).
 */
export async function enqueueAddressConfirmation(
  db: DbOrTx,
  userId: string,
  n: number,
  about: { email?: string; reason?: ConfirmationReason } = {},
) {
  await enqueue(db, SEND_EMAIL_JOB, { type: "confirm", userId, ...about }, { key: `email:confirm:${userId}:${n}` });
}

export async function sendConfirmation(
  config: MailConfig,
  mailer: Mailer,
  job: { userId: string; email?: string; reason?: ConfirmationReason },
  ctx: JobContext,
): JobAnswer {
  const user = await findMailRecipient(ctx.db, job.userId);
  if (!user || user.emailVerified || user.botLevel !== null) return;
  // The account moved on to another address since: that move's own job sends the one link that works.
  if (job.email !== undefined && job.email !== user.email) return;
  const message = confirmMessage({
    locale: await findUserLocale(ctx.db, user.id),
    displayName: user.displayName,
    confirmUrl: confirmLink(config, user.id, user.email),
    // A job queued before `reason` existed: a change's carries its address, a sign-up's does not.
    reason: job.reason ?? (job.email === undefined ? "signUp" : "change"),
  });
  return deliver(
    { db: ctx.db, mailer, perHour: config.perHour, now: ctx.now, attempt: ctx.job.attempts },
    user.id,
    "confirm",
    {
      ...message,
      to: user.email,
    },
  );
}

/** `answer` for the page to say in the reader's language; `message`: the answer in English. */
export type LinkAnswer = {
  ok: boolean;
  answer: "confirmed" | "alreadyConfirmed" | "unsubscribed" | "badLink";
  message: string;
  email?: string;
};

const BAD_LINK: LinkAnswer = {
  ok: false,
  answer: "badLink",
  message:
    "This link is not valid: it may be cut short or changed. Copy the whole link from the email, or sign in to change your email settings.",
};

export async function followConfirmLink(
  db: Db,
  secret: string | undefined,
  link: { userId: string; token: string },
  now: Date,
): Promise<LinkAnswer> {
  const user = await findMailRecipient(db, link.userId);
  if (!secret || !user || !checkLink(secret, "confirm", [user.id, user.email], link.token)) return BAD_LINK;
  const r = await confirmAddress(db, user.id, user.email, now);
  if (r === "gone") return BAD_LINK;
  return {
    ok: true,
    answer: r === "confirmed" ? "confirmed" : "alreadyConfirmed",
    message: r === "confirmed" ? `Thank you: ${user.email} is confirmed.` : `${user.email} was already confirmed.`,
    email: user.email,
  };
}

export async function followUnsubscribeLink(
  db: Db,
  secret: string | undefined,
  link: { userId: string; scope: string; token: string },
  now: Date,
): Promise<LinkAnswer> {
  const { userId, scope, token } = link;
  if (!secret || !(scope === "all" || isMailEvent(scope)) || !checkLink(secret, "unsubscribe", [userId, scope], token))
    return BAD_LINK;
  if (!(await findMailRecipient(db, userId))) return BAD_LINK;
  await stopEmails(db, userId, scope, now);
  return {
    ok: true,
    answer: "unsubscribed",
    message:
      scope === "all"
        ? "Done: we send you no more email. You can turn emails on again on your notifications page."
        : `Done: no more emails about ${UNSUBSCRIBED_WORDS[scope]}. The other emails still come; change them on your notifications page.`,
  };
}

const UNSUBSCRIBED_WORDS: Record<MailEvent, string> = {
  turn: "your turns",
  game_over: "finished games",
  invitation: "invitations",
  deadline: "time running out",
  tournament_round: "tournament rounds",
};
