// A seated player looking at their table is not told about it (as on lichess or BGA): while the table page's stream
// is open, an OpenPage row says so to every server process, and the notifications leading to the table are not
// created at all (repositories/after-move.ts notificationsCte), so a turn change costs no notification, no bell
// message and no marking read. Those already there are marked read as the page opens. The stream closes in a hidden
// tab (use-page-visible.ts), which deletes the row: a player away from the table is told again.
import { randomUUID } from "node:crypto";
import { tableHref } from "../games/after-move";
import type { PlayContext } from "../games/play-context";
import { userChannel } from "../realtime/bus";
import { markNotificationsReadAt } from "../repositories/notifications";
import { closeOpenPage, holdOpenPage, holdOpenPages, type OpenPageRow } from "../repositories/open-pages";
import type { Db } from "../db/client";

/**
 * `ttlMs`: how long a row lasts unless refreshed, so that the rows of a process that died stop holding notifications
 * back; `refreshMs`: how often an open stream refreshes its row (well within the TTL). Refreshes fall on multiples of
 * `refreshMs` of the clock, so a process's streams refresh together, in one statement (holdOpenPages) rather than
 * one each (4,000 open streams would otherwise cost 33 statements a second).
 */
export const OPEN_PAGE_TIMING = { ttlMs: 5 * 60_000, refreshMs: 2 * 60_000 };

/**
 * Holds the table page open for `userId` until `signal` aborts (then deletes the row); yields nothing (a source of
 * the table's merged stream, watch-table.ts). Each stream has its own row: closing one of two tabs leaves the other's.
 */
// eslint-disable-next-line require-yield -- a source of the stream that sends nothing, only ends with it
export async function* holdTablePageOpen(
  ctx: PlayContext,
  userId: string,
  tableId: string,
  signal?: AbortSignal,
  timing = OPEN_PAGE_TIMING,
): AsyncGenerator<never> {
  const href = tableHref(tableId);
  const page = { id: randomUUID(), userId, href };
  const expiry = () => new Date(Date.now() + timing.ttlMs);
  // Without a signal nobody could tell when the page closes: only what is there is marked read.
  const held =
    signal !== undefined &&
    !signal.aborted &&
    (await attempt(`holding ${href} open`, () => holdOpenPage(ctx.db, { ...page, expiresAt: expiry() })));
  // After the row: a notification stored before it is marked here, a statement begun after it stores none.
  await attempt(`marking ${href} read`, async () => {
    // The bell (the site's stream, in every tab of the player) counts again.
    if ((await markNotificationsReadAt(ctx.db, userId, href, new Date())) > 0)
      await ctx.bus.publish(userChannel(userId), { userId });
  });
  if (!held || !signal) return;
  try {
    while (await sleepUnlessAborted(timing.refreshMs - (Date.now() % timing.refreshMs), signal)) {
      await attempt(`holding ${href} open`, () => refreshTogether(ctx.db, { ...page, expiresAt: expiry() }));
    }
  } finally {
    await attempt(`closing ${href}`, () => closeOpenPage(ctx.db, page, new Date()));
  }
}

/** Streams whose refresh falls within this of the first one's share its statements (timers of one instant may fire a millisecond apart). */
const GATHER_MS = 20;
/** Rows per statement: the embedded database runs a statement on the event loop, so a long one would hold moves up. */
const ROWS_PER_STATEMENT = 500;
/** The rows due now per database, stored together once GATHER_MS has passed. */
const due = new WeakMap<Db, { pages: OpenPageRow[]; stored: Promise<void> }>();

function refreshTogether(db: Db, page: OpenPageRow): Promise<void> {
  let batch = due.get(db);
  if (!batch) {
    const pages: OpenPageRow[] = [];
    const stored = new Promise<void>((resolve) => setTimeout(resolve, GATHER_MS)).then(async () => {
      due.delete(db);
      for (let i = 0; i < pages.length; i += ROWS_PER_STATEMENT)
        await holdOpenPages(db, pages.slice(i, i + ROWS_PER_STATEMENT));
    });
    due.set(db, (batch = { pages, stored }));
  }
  batch.pages.push(page);
  return batch.stored;
}

/** The table's stream goes on whatever fails here: at worst the player is told about the table they look at. */
async function attempt(what: string, fn: () => Promise<void>): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch (e) {
    console.error(`[notifications] ${what} failed: ${(e as Error).message}`);
    return false;
  }
}

/** Waits `ms`; false (at once) when `signal` aborts. */
function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
