// Database sessions (next-auth Session rows). The browser holds only the random token; deleting the row signs the
// browser out at once.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { hotRows } from "../db/hot-query";
import type { UserRecord } from "./users";

export interface SessionRecord {
  sessionToken: string;
  userId: string;
  expires: Date;
}

export async function createSession(db: Db, data: SessionRecord): Promise<SessionRecord> {
  return db.session.create({ data, select: { sessionToken: true, userId: true, expires: true } });
}

/** Every request with a session cookie asks this: one raw statement, sent by hot-query.ts. */
export async function findSessionWithUser(
  db: Db,
  sessionToken: string,
): Promise<{ session: SessionRecord; user: UserRecord } | null> {
  const rows = await hotRows<
    SessionRecord & {
      id: string;
      email: string;
      displayName: string;
      role: UserRecord["role"];
      status: UserRecord["status"];
      createdAt: Date;
    }
  >(
    db,
    Prisma.sql`
    SELECT s."sessionToken", s."userId", s."expires", u."id", u."email", u."displayName", u."role"::text AS "role", u."status"::text AS "status", u."createdAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."sessionToken" = ${sessionToken}`,
  );
  const row = rows[0];
  if (!row) return null;
  const { sessionToken: token, userId, expires, ...user } = row;
  return { session: { sessionToken: token, userId, expires }, user };
}

export async function updateSessionExpiry(db: Db, sessionToken: string, expires: Date): Promise<SessionRecord | null> {
  const r = await db.session.updateMany({ where: { sessionToken }, data: { expires } });
  return r.count
    ? {
        ...(await db.session.findUniqueOrThrow({
          where: { sessionToken },
          select: { sessionToken: true, userId: true },
        })),
        expires,
      }
    : null;
}

export async function deleteSession(db: Db, sessionToken: string): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken } });
}

/** Signs a user out everywhere (suspension, password change). */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<number> {
  return (await db.session.deleteMany({ where: { userId } })).count;
}
