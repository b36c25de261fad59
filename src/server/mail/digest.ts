// A player's digest: one email with every event that waited since the last one (a job per recipient and time, keyed
// so that the events of one hour or day share it). Turns the player has seen or played meanwhile are left out.
import type { JobAnswer, JobContext } from "../jobs/types";
import { claimDigestItems, findMailRecipient } from "../repositories/mail";
import { findUserLocale } from "../repositories/users";
import type { MailConfig } from "./config";
import { deliver, unsubscribeHeaders } from "./deliver";
import { digestMessage } from "./messages";
import { quietUntil } from "./preferences";
import { preferencesOf } from "./player-preferences";
import { unsubscribeLink } from "./signed-links";
import type { Mailer } from "./transport";

export async function sendDigest(config: MailConfig, mailer: Mailer, userId: string, ctx: JobContext): JobAnswer {
  const user = await findMailRecipient(ctx.db, userId);
  if (!user || !user.emailVerified || user.status !== "ACTIVE") return;
  const prefs = await preferencesOf(ctx.db, userId);
  if (prefs.stopped) return;
  const quiet = quietUntil(prefs, ctx.now);
  if (quiet) return { retryAt: quiet };
  const items = (await claimDigestItems(ctx.db, userId, ctx.job.id)).filter((i) => !(i.event === "turn" && i.seen));
  if (items.length === 0) return;
  const unsubscribe = unsubscribeLink(config, userId, "all");
  const message = digestMessage({
    locale: await findUserLocale(ctx.db, userId),
    items: items.map((i) => ({ label: i.text, url: `${config.baseUrl}${i.href}` })),
    unsubscribeUrl: unsubscribe,
    siteUrl: `${config.baseUrl}/`,
  });
  return deliver(
    { db: ctx.db, mailer, perHour: config.perHour, now: ctx.now, attempt: ctx.job.attempts },
    userId,
    "digest",
    { ...message, to: user.email, headers: unsubscribeHeaders(unsubscribe) },
  );
}
