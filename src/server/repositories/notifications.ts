// In-app notifications. A notification with a key is created at most once (the after-move job may run twice); they
// are stored by repositories/after-move.ts and, with an ordinary move, by its own statement (games.ts commitMove).
import type { NotificationKind } from "../views/notification";
import type { Db } from "../db/client";
import { pageArgs, pageOf, type Page, type PageRequest } from "./paging";

/**
 * A notification message's arguments: "game" names a game by its key, a list of names is said as a list, and
 * "<names>Bots" gives the bots' levels among them (src/lib/notification-text.ts botLevelsParam).
 */
export type NotificationParams = Record<string, string | number | string[]>;

export interface NotificationRecord {
  id: string;
  userId: string;
  kind: string;
  /** The English words stored with it; textKey and textParams say them in the reader's language. */
  text: string;
  textKey: string | null;
  textParams: unknown;
  href: string;
  readAt: Date | null;
  createdAt: Date;
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** The words in English (mail digests and rows read before the catalog words them). */
  text: string;
  /** NotificationTexts.<textKey> with `textParams`: the words the site shows in the reader's language. */
  textKey?: string | null;
  textParams?: NotificationParams | null;
  href: string;
  key?: string | null;
}

/** The stored row of a new notification (Prisma's create data). */
export function notificationData(n: NewNotification) {
  return {
    userId: n.userId,
    kind: n.kind,
    text: n.text,
    textKey: n.textKey ?? null,
    textParams: n.textParams ?? undefined,
    href: n.href,
    key: n.key ?? null,
  };
}

/** Leaves out the kinds the player does not want on the site (the bell and the list). */
const shown = (hiddenKinds: readonly string[]) => (hiddenKinds.length ? { kind: { notIn: [...hiddenKinds] } } : {});

/** The columns of a NotificationRecord. */
export const notificationSelect = {
  id: true,
  userId: true,
  kind: true,
  text: true,
  textKey: true,
  textParams: true,
  href: true,
  readAt: true,
  createdAt: true,
} as const;

/** Newest first (stored in one statement: the last stored first, by seq); `cursor` is the id of the last item of the previous page. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: PageRequest,
  hiddenKinds: readonly string[] = [],
): Promise<Page<NotificationRecord>> {
  const rows = await db.notification.findMany({
    where: { userId, ...shown(hiddenKinds) },
    orderBy: [{ createdAt: "desc" }, { seq: "desc" }],
    ...pageArgs(page),
    select: notificationSelect,
  });
  return pageOf(rows, page, (row) => row);
}

export async function latestNotification(
  db: Db,
  userId: string,
  hiddenKinds: readonly string[] = [],
): Promise<NotificationRecord | null> {
  return db.notification.findFirst({
    where: { userId, ...shown(hiddenKinds) },
    orderBy: [{ createdAt: "desc" }, { seq: "desc" }],
    select: notificationSelect,
  });
}

export async function countUnread(db: Db, userId: string, hiddenKinds: readonly string[] = []): Promise<number> {
  return db.notification.count({ where: { userId, readAt: null, ...shown(hiddenKinds) } });
}

/** The events the player took off the site's channel (NotificationPreference rows without "site"). */
export async function eventsOffSite(db: Db, userId: string): Promise<string[]> {
  const rows = await db.notificationPreference.findMany({
    where: { userId, NOT: { channels: { has: "site" } } },
    select: { event: true },
  });
  return rows.map((r) => r.event);
}

/** Marks the user's own notifications read (ids of other users' notifications are ignored). */
export async function markNotificationsRead(db: Db, userId: string, ids: string[] | "all", now: Date): Promise<number> {
  const r = await db.notification.updateMany({
    where: { userId, readAt: null, ...(ids === "all" ? {} : { id: { in: ids } }) },
    data: { readAt: now },
  });
  return r.count;
}

/** Marks the user's unread notifications that lead to `href` read (the page they lead to is open). */
export async function markNotificationsReadAt(db: Db, userId: string, href: string, now: Date): Promise<number> {
  const r = await db.notification.updateMany({ where: { userId, readAt: null, href }, data: { readAt: now } });
  return r.count;
}
