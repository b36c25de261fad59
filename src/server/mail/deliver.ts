// One email attempt from a job: counted against the recipient's hourly limit (in the database, one statement), sent,
// and logged whatever happens. A failure for now throws, so the job queue tries again with its backoff.
import type { Db } from "../db/client";
import { logDelivery } from "../repositories/mail";
import { countRequest } from "../repositories/rate-limits";
import type { Mailer, Outgoing } from "./transport";
import type { JobAnswer } from "../jobs/types";

export interface Delivery {
  db: Db;
  mailer: Mailer;
  perHour: number;
  now: Date;
  attempt: number;
}

export class MailFailure extends Error {}

/** Sends `message` to the user; `{ retryAt }` when their hourly limit is reached (the job waits for the next hour). */
export async function deliver(d: Delivery, userId: string, kind: string, message: Outgoing): JobAnswer {
  const hour = new Date(d.now);
  hour.setUTCMinutes(0, 0, 0);
  if ((await countRequest(d.db, "email", userId, hour)) > d.perHour)
    return { retryAt: new Date(hour.getTime() + 3_600_000) };
  const r = await d.mailer.send(message);
  await logDelivery(d.db, {
    userId,
    to: message.to,
    kind,
    subject: message.subject,
    status: r.status,
    response: r.response,
    attempt: d.attempt,
  });
  if (r.status === "failed") throw new MailFailure(`the mail server did not take the email: ${r.response}`);
}

/** The RFC 8058 headers: the address to POST to, and that one POST is enough. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
