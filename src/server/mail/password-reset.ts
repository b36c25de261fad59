// A forgotten password: asking never tells whether an account uses the address (the same answer either way), one
// email goes per account per ten minutes at most, and the link works for an hour and once (it is signed over the
// password it replaces). Setting the new password signs the account out everywhere.
import type { Db } from "../db/client";
import { hashPassword } from "../auth/password";
import { enqueue } from "../jobs/queue";
import { kickJobWorker } from "../jobs/kick";
import type { JobAnswer, JobContext } from "../jobs/types";
import { deleteSessionsOfUser } from "../repositories/sessions";
import { findCredentialsById, findUserByEmail, findUserLocale, replacePasswordHash } from "../repositories/users";
import type { MailConfig } from "./config";
import { SEND_EMAIL_JOB } from "./confirmation";
import { deliver } from "./deliver";
import { resetMessage } from "./messages";
import { checkLink, resetLink } from "./signed-links";
import type { Mailer } from "./transport";

export const RESET_LINK_MS = 3_600_000;
const ONE_EMAIL_PER_MS = 10 * 60_000;

export const RESET_REQUESTED =
  "If an account uses this address, we have sent it a link to choose a new password. It works for an hour. No email? Look in your spam folder, or try again in ten minutes.";

/** Queues the reset email for the account of `email`, if there is one (the caller answers the same either way). */
export async function requestPasswordReset(db: Db, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== "ACTIVE") return;
  const expires = now.getTime() + RESET_LINK_MS;
  const window = Math.floor(now.getTime() / ONE_EMAIL_PER_MS);
  await enqueue(
    db,
    SEND_EMAIL_JOB,
    { type: "reset", userId: user.id, expires },
    { key: `email:reset:${user.id}:${window}` },
  );
  kickJobWorker();
}

export async function sendPasswordReset(
  config: MailConfig,
  mailer: Mailer,
  job: { userId: string; expires: number },
  ctx: JobContext,
): JobAnswer {
  const user = await findCredentialsById(ctx.db, job.userId);
  if (!user?.passwordHash || user.botLevel !== null || job.expires <= ctx.now.getTime()) return;
  const message = resetMessage({
    locale: await findUserLocale(ctx.db, user.id),
    displayName: user.displayName,
    resetUrl: resetLink(config, user.id, job.expires, user.passwordHash),
  });
  return deliver(
    { db: ctx.db, mailer, perHour: config.perHour, now: ctx.now, attempt: ctx.job.attempts },
    user.id,
    "password-reset",
    { ...message, to: user.email },
  );
}

/** What a reset link comes to, for the page to say in the reader's language ("choose": the form, for `email`). */
export type ResetLinkAnswer = "choose" | "changed" | "badLink" | "expired";

/** `message`: the answer in English, for logs and the command line. */
export type ResetAnswer = { ok: boolean; answer: ResetLinkAnswer; message: string; email?: string };

const BAD_LINK: ResetAnswer = {
  ok: false,
  answer: "badLink",
  message:
    "This link does not work: it is cut short, it has been used, or the password changed since. Ask for a new link.",
};
const EXPIRED: ResetAnswer = {
  ok: false,
  answer: "expired",
  message: "This link has expired (a link works for an hour). Ask for a new one.",
};

/** Whether the link of a reset email still works (the page asks before it shows the form). */
export async function checkResetLink(
  db: Db,
  secret: string | undefined,
  link: { userId: string; expires: number; token: string },
  now: Date,
): Promise<ResetAnswer & { passwordHash?: string }> {
  if (link.expires <= now.getTime()) return EXPIRED;
  const user = await findCredentialsById(db, link.userId);
  if (!secret || !user?.passwordHash || user.status !== "ACTIVE") return BAD_LINK;
  if (!checkLink(secret, "reset", [user.id, String(link.expires), user.passwordHash], link.token)) return BAD_LINK;
  return {
    ok: true,
    answer: "choose",
    message: `Choose a new password for ${user.email}.`,
    email: user.email,
    passwordHash: user.passwordHash,
  };
}

/** Sets the new password if the link still works, and ends every session of the account. */
export async function resetPassword(
  db: Db,
  secret: string | undefined,
  input: { userId: string; expires: number; token: string; password: string },
  now: Date,
): Promise<ResetAnswer> {
  const link = await checkResetLink(db, secret, input, now);
  if (!link.ok || !link.passwordHash) return link;
  const replaced = await replacePasswordHash(db, input.userId, link.passwordHash, await hashPassword(input.password));
  if (!replaced) return BAD_LINK;
  await deleteSessionsOfUser(db, input.userId);
  return {
    ok: true,
    answer: "changed",
    message: "Your password is changed. Sign in with it now (every other device is signed out).",
  };
}
