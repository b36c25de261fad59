// Web Push's rows: the browsers that receive a player's notifications, the site's generated VAPID keys, and the
// "send-push" jobs queued with the notifications (src/server/push).
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { join, sql, type Sql } from "../db/sql";
import { EVENT_KINDS, queueEventJobs } from "./mail";
import { utc } from "./sql-time";

export const SEND_PUSH_JOB = "send-push";

/**
 * The INSERT queueing a "send-push" job for each new notification in `source` that may go by push, for players with
 * at least one subscribed browser, keyed by the notification's own key like the emails (one job per event), due at once.
 */
export function eventPushJobsSql(source: Sql): Sql {
  return sql`INSERT INTO "Job" ("id", "kind", "key", "payload", "runAt", "maxAttempts", "createdAt", "updatedAt")
      SELECT gen_random_uuid()::text, ${SEND_PUSH_JOB}, 'push:' || COALESCE(e."key", e."id"),
             jsonb_build_object('notificationId', e."id"), e."createdAt", 5, e."createdAt", e."createdAt"
      FROM ${source} e
      WHERE e."kind" IN (${join(EVENT_KINDS)})
        AND EXISTS (SELECT 1 FROM "PushSubscription" p WHERE p."userId" = e."userId")
      ON CONFLICT DO NOTHING`;
}

/** Queues the push jobs of notifications stored by a Prisma call (invitations). */
export const queueEventPushes = (db: Db | Prisma.TransactionClient, notificationIds: string[]) =>
  queueEventJobs(db, notificationIds, eventPushJobsSql);

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores the browser's subscription for `userId` (a browser another player used before becomes this player's). */
export async function savePushSubscription(db: Db, userId: string, s: PushSubscriptionRow): Promise<void> {
  await db.pushSubscription.upsert({
    where: { endpoint: s.endpoint },
    create: { userId, ...s },
    update: { userId, p256dh: s.p256dh, auth: s.auth },
  });
}

/** Removes the caller's subscription at `endpoint`; false when there was none of theirs. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  return (await db.pushSubscription.deleteMany({ where: { userId, endpoint } })).count > 0;
}

/** The push service says this subscription is gone (404 or 410). */
export async function forgetPushEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { endpoint } });
}

export async function listPushSubscriptions(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.pushSubscription.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { endpoint: true, p256dh: true, auth: true },
  });
}

/** Whether the user has the page `href` open now (a live OpenPage row, repositories/open-pages.ts). */
export async function hasOpenPage(db: Db, userId: string, href: string, now: Date): Promise<boolean> {
  return (await db.openPage.count({ where: { userId, href, expiresAt: { gt: now } } })) > 0;
}

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** The stored key pair, storing `candidate` first when there is none (the first process to ask wins). */
export async function storedPushKeys(db: Db, candidate: VapidKeyPair): Promise<VapidKeyPair> {
  await db.$executeRaw`INSERT INTO "PushKeys" ("id", "publicKey", "privateKey", "createdAt")
    VALUES (1, ${candidate.publicKey}, ${candidate.privateKey}, ${utc(new Date())}) ON CONFLICT ("id") DO NOTHING`;
  const row = await db.pushKeys.findUniqueOrThrow({ where: { id: 1 }, select: { publicKey: true, privateKey: true } });
  return row;
}

export async function countPushSubscriptions(db: Db, userId: string): Promise<number> {
  return db.pushSubscription.count({ where: { userId } });
}

/** Every player's subscribed browsers (the admin overview). */
export async function countAllPushSubscriptions(db: Db): Promise<number> {
  return db.pushSubscription.count();
}
