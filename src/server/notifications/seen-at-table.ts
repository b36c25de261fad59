// A seated player looking at their table is not told about it (as on lichess or BGA): while the table page's stream
// is open, the notifications leading to that table are marked read when it opens and whenever one arrives, and the
// bell's count follows at once. The stream pauses in a hidden tab (use-page-visible.ts), so a player away from the
// table still gets "your turn" (and the browser's notification), and has it marked read on coming back.
import { tableHref } from "../games/after-move";
import type { PlayContext } from "../games/play-context";
import { userChannel } from "../realtime/bus";
import { markNotificationsReadAt } from "../repositories/notifications";

/** Runs until `signal` aborts; yields nothing (a source of the table's merged stream, watch-table.ts). */
// eslint-disable-next-line require-yield -- a source of the stream that sends nothing, only ends with it
export async function* markTableSeenWhileOpen(ctx: PlayContext, userId: string, tableId: string, signal?: AbortSignal): AsyncGenerator<never> {
  const href = tableHref(tableId);
  // Subscribe before the first marking, so a notification stored in between is marked too.
  const events = ctx.bus.subscribe(userChannel(userId), signal);
  await markSeen(ctx, userId, href);
  for await (const event of events) {
    // Its own message (below) brings nothing new to mark.
    if (event.kind === "message" && event.payload.seen === href) continue;
    await markSeen(ctx, userId, href);
  }
}

async function markSeen(ctx: PlayContext, userId: string, href: string): Promise<void> {
  try {
    const changed = await markNotificationsReadAt(ctx.db, userId, href, new Date());
    // The bell (the site's stream, in every tab of the player) counts again.
    if (changed > 0) await ctx.bus.publish(userChannel(userId), { userId, seen: href });
  } catch (e) {
    // The table's stream goes on: at worst the bell keeps counting this table.
    console.error(`[notifications] marking ${href} read for ${userId} failed: ${(e as Error).message}`);
  }
}
