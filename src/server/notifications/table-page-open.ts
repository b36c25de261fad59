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
 * back; `refreshMs`: how often the process refreshes its rows (well within the TTL); `rowsPerStatement`: how many
 * rows one statement of a refresh holds.
 */
export const OPEN_PAGE_TIMING = { ttlMs: 5 * 60_000, refreshMs: 2 * 60_000, rowsPerStatement: 100 };

type Timing = typeof OPEN_PAGE_TIMING;
type HeldPage = Omit<OpenPageRow, "expiresAt">;

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
  timing: Timing = OPEN_PAGE_TIMING,
): AsyncGenerator<never> {
  const href = tableHref(tableId);
  const page: HeldPage = { id: randomUUID(), userId, href };
  // Without a signal nobody could tell when the page closes: only what is there is marked read.
  const held =
    signal !== undefined &&
    !signal.aborted &&
    (await attempt(`holding ${href} open`, () =>
      holdOpenPage(ctx.db, { ...page, expiresAt: new Date(Date.now() + timing.ttlMs) }),
    ));
  // After the row: a notification stored before it is marked here, a statement begun after it stores none.
  await attempt(`marking ${href} read`, async () => {
    // The bell (the site's stream, in every tab of the player) counts again.
    if ((await markNotificationsReadAt(ctx.db, userId, href, new Date())) > 0)
      await ctx.bus.publish(userChannel(userId), { userId });
  });
  if (!held || !signal) return;
  const refresher = refresherOf(ctx.db, timing);
  refresher.add(page);
  try {
    await abortOf(signal);
  } finally {
    // A refresh under way may hold the row: deleted after it, not made again by it.
    await refresher.release(page);
    await attempt(`closing ${href}`, () => closeOpenPage(ctx.db, page, new Date()));
  }
}

/**
 * The pages this process holds open on one database, refreshed together by one timer: every `refreshMs` (on
 * multiples of it on the clock), in statements of `rowsPerStatement` rows spread over at most a quarter of
 * `refreshMs`. A timer per stream, all due at the same instant, cost 4,000 open streams about 100 ms of the event loop
 * at each refresh; their rows in statements sent back to back held the embedded database's one connection (and the
 * event loop it runs on) for about as long, and the moves waited behind them.
 */
class OpenPageRefresher {
  private readonly pages = new Set<HeldPage>();
  private timer: NodeJS.Timeout | null = null;
  private refreshing = false;
  /** The statement under way: the pages it holds, and its end. */
  private sending: { pages: ReadonlySet<HeldPage>; done: Promise<unknown> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly timing: Timing,
  ) {}

  add(page: HeldPage): void {
    this.pages.add(page);
    this.schedule();
  }

  /** Stops refreshing `page`; resolves once a statement under way that holds it has ended. */
  async release(page: HeldPage): Promise<void> {
    this.pages.delete(page);
    if (this.pages.size === 0 && this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.sending?.pages.has(page)) await this.sending.done;
  }

  private schedule(): void {
    if (this.timer || this.pages.size === 0) return;
    const { refreshMs } = this.timing;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        // A refresh longer than `refreshMs` (a database far behind) is not run twice at once.
        if (this.refreshing) return this.schedule();
        this.refreshing = true;
        void this.refresh().finally(() => {
          this.refreshing = false;
          this.schedule();
        });
      },
      refreshMs - (Date.now() % refreshMs),
    );
    // The streams keep the process alive, not their refresh.
    this.timer.unref();
  }

  private async refresh(): Promise<void> {
    const { refreshMs, ttlMs, rowsPerStatement } = this.timing;
    const pages = [...this.pages];
    const statements = Math.ceil(pages.length / rowsPerStatement);
    const gapMs = Math.min(1000, refreshMs / 4 / statements);
    for (let i = 0; i < pages.length; i += rowsPerStatement) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, gapMs).unref());
      // A page closed since the refresh began is not made again.
      const slice = pages.slice(i, i + rowsPerStatement).filter((p) => this.pages.has(p));
      if (slice.length === 0) continue;
      const expiresAt = new Date(Date.now() + ttlMs);
      const done = attempt(`holding ${slice.length} open pages`, () =>
        holdOpenPages(
          this.db,
          slice.map((p) => ({ ...p, expiresAt })),
        ),
      );
      this.sending = { pages: new Set(slice), done };
      await done;
      this.sending = null;
    }
  }
}

const refreshers = new WeakMap<Db, Map<string, OpenPageRefresher>>();

function refresherOf(db: Db, timing: Timing): OpenPageRefresher {
  let byTiming = refreshers.get(db);
  if (!byTiming) refreshers.set(db, (byTiming = new Map()));
  const key = `${timing.refreshMs}/${timing.ttlMs}/${timing.rowsPerStatement}`;
  let refresher = byTiming.get(key);
  if (!refresher) byTiming.set(key, (refresher = new OpenPageRefresher(db, timing)));
  return refresher;
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

/** Resolves when `signal` aborts. */
function abortOf(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
}
