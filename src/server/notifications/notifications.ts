// A player's in-app notifications: the list, the unread count in the header, marking read, and a stream of counts
// (system.live, the site's stream) driven by "user U has news" on the bus.
import type { NotificationCount, NotificationKind, NotificationPage, NotificationView } from "../views/notification";
import {
  countUnread,
  eventsOffSite,
  latestNotification,
  listNotifications,
  markNotificationsRead,
  type NotificationRecord,
} from "../repositories/notifications";
import { userChannel } from "../realtime/bus";
import type { PlayContext } from "../games/play-context";
import type { Db } from "../db/client";
import { EVENT_OF_KIND } from "../mail/preferences";
import { notificationParams } from "../i18n/notification-words";

/** The notification kinds the player took off the site's channel: the bell and the list leave them out. */
async function hiddenKinds(db: Db, userId: string): Promise<string[]> {
  const off = await eventsOffSite(db, userId);
  return off.length ? Object.keys(EVENT_OF_KIND).filter((kind) => off.includes(EVENT_OF_KIND[kind]!)) : [];
}

export function toNotificationView(n: NotificationRecord): NotificationView {
  return {
    id: n.id,
    kind: n.kind as NotificationKind,
    text: n.text,
    textKey: n.textKey,
    textParams: notificationParams(n.textParams),
    href: n.href,
    createdAt: n.createdAt,
    read: n.readAt !== null,
  };
}

export async function notificationPage(
  ctx: PlayContext,
  userId: string,
  cursor: string | null,
): Promise<NotificationPage> {
  const page = await listNotifications(ctx.db, userId, { cursor, take: 20 }, await hiddenKinds(ctx.db, userId));
  return { items: page.rows.map(toNotificationView), nextCursor: page.nextCursor };
}

export async function unreadCount(ctx: PlayContext, userId: string): Promise<NotificationCount> {
  return { unread: await countUnread(ctx.db, userId, await hiddenKinds(ctx.db, userId)) };
}

export async function markRead(
  ctx: PlayContext,
  userId: string,
  which: { ids: string[] } | { all: true },
): Promise<NotificationCount> {
  const changed = await markNotificationsRead(ctx.db, userId, "all" in which ? "all" : which.ids, new Date());
  // Other tabs of the same player update their badge too.
  if (changed > 0) await ctx.bus.publish(userChannel(userId), { userId });
  return unreadCount(ctx, userId);
}

async function countWithLatest(ctx: PlayContext, userId: string): Promise<NotificationCount> {
  const hidden = await hiddenKinds(ctx.db, userId);
  const [unread, latest] = [
    await countUnread(ctx.db, userId, hidden),
    await latestNotification(ctx.db, userId, hidden),
  ];
  return latest ? { unread, latest: toNotificationView(latest) } : { unread };
}

/** The count (and newest notification) now, then again whenever the user's channel says something changed. */
export async function* watchNotifications(
  ctx: PlayContext,
  userId: string,
  signal?: AbortSignal,
): AsyncGenerator<NotificationCount> {
  const events = ctx.bus.subscribe(userChannel(userId), signal);
  let last = await countWithLatest(ctx, userId);
  yield last;
  for await (const _event of events) {
    const now = await countWithLatest(ctx, userId);
    if (now.unread === last.unread && now.latest?.id === last.latest?.id && now.latest?.read === last.latest?.read)
      continue;
    last = now;
    yield now;
  }
}
