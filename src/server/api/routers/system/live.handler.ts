import { watchNotifications } from "../../../notifications/notifications";
import { mergeStreams, type LiveStream } from "../../../realtime/merge-streams";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { SiteEvent } from "../../../views/site";
import type { SiteLiveInput } from "./live.schema";

/**
 * The site's one stream for the header and the footer (server-sent events): the server's clock, one tick per
 * interval (the footer's "live" indicator), and for a signed-in caller the unread count with the newest notification,
 * now and whenever it changes (the header's bell). One connection for both: a browser keeps six per host for all the
 * site's pages. A hidden page asks for no clock and keeps only the notifications (the bell raises a browser
 * notification from a hidden tab).
 */
export function siteLiveHandler({
  ctx,
  input,
  signal,
}: HandlerArgs<TRPCContext, SiteLiveInput>): LiveStream<SiteEvent> {
  const sources: AsyncIterable<SiteEvent>[] = [];
  if (input.clockMs !== null) sources.push(clockTicks(input.clockMs, signal));
  if (ctx.session) sources.push(notificationCounts(ctx, ctx.session.user.id, signal));
  // A visitor asking for no clock: nothing to send, the stream ends at once.
  return mergeStreams(sources);
}

async function* notificationCounts(ctx: TRPCContext, userId: string, signal?: AbortSignal): AsyncGenerator<SiteEvent> {
  for await (const count of watchNotifications(ctx, userId, signal)) yield { kind: "notifications", count };
}

/** One tick now and one per `intervalMs` until `signal` aborts. */
export async function* clockTicks(intervalMs: number, signal?: AbortSignal): AsyncGenerator<SiteEvent> {
  while (!signal?.aborted) {
    yield { kind: "clock", now: new Date() };
    // The abort listener is removed at each tick: one left per tick would pile up for the stream's whole life.
    await new Promise<void>((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, intervalMs);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
}
