// Email's rows: preferences and settings, the address confirmation, the digest's waiting events and the log of every
// attempt (src/server/mail).
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { join, sql, toPrisma, type Sql } from "../db/sql";
import { utc } from "./sql-time";
import type { MailDeliveryView } from "../views/mail";
import { notificationSelect, type NotificationRecord } from "./notifications";

/** A turn is emailed only when still unseen this long after it began. */
export const TURN_EMAIL_DELAY_MS = 10 * 60_000;

/** The notification kinds a player is told about beyond the site: by email, and by push (repositories/push.ts). */
export const EVENT_KINDS = ["your_turn", "game_finished", "invitation", "deadline", "tournament_round"] as const;

/**
 * The INSERT queueing a "send-email" job for each new notification in `source` (a CTE or subquery with the
 * notification's columns) that may go by email, for confirmed addresses only, keyed by the notification's own key:
 * one job per event (one per turn: game, seq and player), whichever code stored it. A turn's job waits the delay.
 */
export function eventEmailJobsSql(source: Sql): Sql {
  return sql`INSERT INTO "Job" ("id", "kind", "key", "payload", "runAt", "maxAttempts", "createdAt", "updatedAt")
      SELECT gen_random_uuid()::text, 'send-email', 'email:' || COALESCE(e."key", e."id"),
             jsonb_build_object('type', 'event', 'notificationId', e."id"),
             e."createdAt" + CASE WHEN e."kind" = 'your_turn' THEN ${TURN_EMAIL_DELAY_MS / 1000}::int * interval '1 second' ELSE interval '0 seconds' END,
             8, e."createdAt", e."createdAt"
      FROM ${source} e JOIN "User" u ON u."id" = e."userId" AND u."emailVerified" IS NOT NULL
      WHERE e."kind" IN (${join(EVENT_KINDS)})
      ON CONFLICT DO NOTHING`;
}

/** Queues the jobs `jobsSql` makes (email or push) for notifications stored by a Prisma call (invitations). */
export async function queueEventJobs(
  db: Db | Prisma.TransactionClient,
  notificationIds: string[],
  jobsSql: (source: Sql) => Sql,
): Promise<void> {
  if (notificationIds.length === 0) return;
  await db.$executeRaw(
    toPrisma(
      jobsSql(
        sql`(SELECT "id", "userId", "kind", "key", "createdAt" FROM "Notification" WHERE "id" IN (${join(notificationIds)}))`,
      ),
    ),
  );
}

export const queueEventEmails = (db: Db | Prisma.TransactionClient, notificationIds: string[]) =>
  queueEventJobs(db, notificationIds, eventEmailJobsSql);

export interface MailRecipient {
  id: string;
  email: string;
  displayName: string;
  emailVerified: Date | null;
  botLevel: string | null;
  status: "ACTIVE" | "SUSPENDED";
}

export async function findMailRecipient(db: Db, userId: string): Promise<MailRecipient | null> {
  return db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, displayName: true, emailVerified: true, botLevel: true, status: true },
  });
}

export interface StoredPreferences {
  channels: { event: string; channels: string[] }[];
  settings: {
    rhythm: string;
    quietFrom: number | null;
    quietTo: number | null;
    timeZone: string;
    stoppedAt: Date | null;
    evenWhileOpen: boolean;
  } | null;
}

export async function findPreferences(db: Db, userId: string): Promise<StoredPreferences> {
  const [channels, settings] = await Promise.all([
    db.notificationPreference.findMany({ where: { userId }, select: { event: true, channels: true } }),
    db.mailSettings.findUnique({
      where: { userId },
      select: { rhythm: true, quietFrom: true, quietTo: true, timeZone: true, stoppedAt: true, evenWhileOpen: true },
    }),
  ]);
  return { channels, settings };
}

export async function savePreferences(
  db: Db,
  userId: string,
  p: {
    channels: Partial<Record<string, string[]>>;
    rhythm: string;
    quietFrom: number | null;
    quietTo: number | null;
    timeZone: string;
    stopped: boolean;
    evenWhileOpen: boolean;
  },
  now: Date,
): Promise<void> {
  const settings = {
    rhythm: p.rhythm,
    quietFrom: p.quietFrom,
    quietTo: p.quietTo,
    timeZone: p.timeZone,
    evenWhileOpen: p.evenWhileOpen,
  };
  await db.$transaction([
    db.mailSettings.upsert({
      where: { userId },
      create: { userId, ...settings, stoppedAt: p.stopped ? now : null },
      update: { ...settings, stoppedAt: p.stopped ? undefined : null },
    }),
    ...Object.entries(p.channels).flatMap(([event, channels]) =>
      channels === undefined
        ? []
        : [
            db.notificationPreference.upsert({
              where: { userId_event: { userId, event } },
              create: { userId, event, channels },
              update: { channels },
            }),
          ],
    ),
  ]);
  if (p.stopped) await db.mailSettings.updateMany({ where: { userId, stoppedAt: null }, data: { stoppedAt: now } });
}

/** Email off for one event (one statement; `defaults`: the event's channels when the player never chose). */
export async function stopEventEmails(db: Db, userId: string, event: string, defaults: string[]): Promise<void> {
  const initial = defaults.filter((c) => c !== "email");
  await db.$executeRaw`
    INSERT INTO "NotificationPreference" ("userId", "event", "channels") VALUES (${userId}, ${event}, ${initial}::text[])
    ON CONFLICT ("userId", "event") DO UPDATE SET "channels" = array_remove("NotificationPreference"."channels", 'email')`;
}

/** Every email off but the address confirmation. */
export async function stopAllEmails(db: Db, userId: string, now: Date): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "MailSettings" ("userId", "stoppedAt", "updatedAt") VALUES (${userId}, ${utc(now)}, ${utc(now)})
    ON CONFLICT ("userId") DO UPDATE SET "stoppedAt" = COALESCE("MailSettings"."stoppedAt", ${utc(now)}), "updatedAt" = ${utc(now)}`;
}

/** Marks the address confirmed if it is still the account's; "gone" when the account or address changed. */
export async function confirmAddress(
  db: Db,
  userId: string,
  email: string,
  now: Date,
): Promise<"confirmed" | "already" | "gone"> {
  const r = await db.user.updateMany({
    where: { id: userId, email, emailVerified: null },
    data: { emailVerified: now },
  });
  if (r.count === 1) return "confirmed";
  const u = await db.user.findFirst({ where: { id: userId, email }, select: { emailVerified: true } });
  return u?.emailVerified ? "already" : "gone";
}

export interface EventNotification extends NotificationRecord {
  key: string | null;
}

export async function findEventNotification(db: Db, id: string): Promise<EventNotification | null> {
  return db.notification.findUnique({ where: { id }, select: { ...notificationSelect, key: true } });
}

/** Whether it is still `userId`'s move in the game (active, their seat among those to act, not forfeited). */
export async function isStillToAct(db: Db, gameId: string, userId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ ok: number }[]>`
    SELECT 1 AS "ok" FROM "Game" g JOIN "Seat" s ON s."tableId" = g."tableId" AND s."userId" = ${userId}
    WHERE g."id" = ${gameId} AND g."status" = 'ACTIVE' AND s."seat" = ANY(g."toAct") AND NOT s."forfeited"`;
  return rows.length > 0;
}

export interface NewDelivery extends Omit<MailDeliveryView, "id" | "createdAt"> {
  userId: string | null;
}

export async function logDelivery(db: Db, d: NewDelivery): Promise<void> {
  await db.mailDelivery.create({ data: { ...d, response: d.response.slice(0, 2000) } });
}

export interface DeliveryRecord extends NewDelivery {
  id: string;
  createdAt: Date;
}

/** Newest first; `cursor`: the id of the last row of the previous page. */
export async function listDeliveries(
  db: Db,
  take: number,
  cursor: string | null,
): Promise<{ rows: DeliveryRecord[]; nextCursor: string | null }> {
  const rows = await db.mailDelivery.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    take: take + 1,
  });
  const page = rows.slice(0, take) as DeliveryRecord[];
  return { rows: page, nextCursor: rows.length > take ? page[page.length - 1]!.id : null };
}

export async function addDigestItem(
  db: Db,
  item: { userId: string; notificationId: string; event: string; text: string; href: string },
): Promise<void> {
  await db.mailDigestItem.createMany({ data: [item], skipDuplicates: true });
}

export interface DigestItem {
  id: string;
  event: string;
  text: string;
  href: string;
  createdAt: Date;
  /** The notification was read meanwhile (or is gone). */
  seen: boolean;
}

/**
 * Takes the user's waiting digest events for the digest job `jobId` (one statement), with those an earlier attempt
 * of the same job took: a retried digest sends the same events, and a later event waits for the next digest.
 */
export async function claimDigestItems(db: Db, userId: string, jobId: string): Promise<DigestItem[]> {
  return db.$queryRaw<DigestItem[]>`WITH c AS (
      UPDATE "MailDigestItem" SET "jobId" = ${jobId} WHERE "userId" = ${userId} AND "jobId" IS NULL
      RETURNING "id", "notificationId", "event", "text", "href", "createdAt"),
    i AS (SELECT * FROM c UNION ALL
          SELECT "id", "notificationId", "event", "text", "href", "createdAt" FROM "MailDigestItem" WHERE "userId" = ${userId} AND "jobId" = ${jobId})
    SELECT i."id", i."event", i."text", i."href", i."createdAt", (n."id" IS NULL OR n."readAt" IS NOT NULL) AS "seen"
    FROM i LEFT JOIN "Notification" n ON n."id" = i."notificationId"
    ORDER BY i."createdAt", i."id"`;
}
