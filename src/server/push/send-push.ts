// The push of one event (a notification whose statement queued a "send-push" job): checked when the job runs, since
// the player may have looked meanwhile, held for the end of the quiet hours, counted against the recipient's hourly
// limit, then sent to each of their browsers. A browser the push service no longer knows is forgotten.
import type { JobAnswer, JobContext } from "../jobs/types";
import { countRequest } from "../repositories/rate-limits";
import { forgetPushEndpoint, hasOpenPage, listPushSubscriptions } from "../repositories/push";
import { eventToTell, turnStillWaits } from "../mail/event-email";
import { quietUntil } from "../mail/preferences";
import type { PushConfig } from "./config";
import { pushPayload } from "./message";
import type { PushSender } from "./transport";

export class PushFailure extends Error {}

export async function sendEventPush(
  config: PushConfig,
  sender: PushSender,
  notificationId: string,
  ctx: JobContext,
): JobAnswer {
  const told = await eventToTell(ctx.db, notificationId);
  if (!told || told.n.readAt !== null) return;
  const { n, event, user, prefs } = told;
  if (!prefs.channels[event].includes("push")) return;
  if (!prefs.evenWhileOpen && (await hasOpenPage(ctx.db, user.id, n.href, ctx.now))) return;
  if (event === "turn" && !(await turnStillWaits(ctx.db, n.key, user.id))) return;
  const quiet = quietUntil(prefs, ctx.now);
  if (quiet) return { retryAt: quiet };
  const subscriptions = await listPushSubscriptions(ctx.db, user.id);
  if (subscriptions.length === 0) return;
  const hour = new Date(ctx.now);
  hour.setUTCMinutes(0, 0, 0);
  if ((await countRequest(ctx.db, "push", user.id, hour)) > config.perHour)
    return { retryAt: new Date(hour.getTime() + 3_600_000) };
  const payload = await pushPayload(ctx.db, event, n, user.id, ctx.now);
  if (!payload) return;
  const failures: string[] = [];
  for (const s of subscriptions) {
    const r = await sender.send(s, payload);
    if (r.status === "gone") await forgetPushEndpoint(ctx.db, s.endpoint);
    else if (r.status === "failed") failures.push(r.response);
  }
  // Every browser failed: try again later (a browser that took it may then show it twice, rather than none at all).
  if (failures.length === subscriptions.length && failures.length > 0)
    throw new PushFailure(`the push service did not take the message: ${failures[0]}`);
}
