// Database sessions (next-auth Session rows). The browser holds only the random token; deleting the row signs the
// browser out at once.
import type { Db } from "../db/client";
import type { UserRecord } from "./users";

export interface SessionRecord {
  sessionToken: string;
  userId: string;
  expires: Date;
}

const userSelect = { id: true, email: true, displayName: true, role: true, status: true, createdAt: true } as const;

export async function createSession(db: Db, data: SessionRecord): Promise<SessionRecord> {
  return db.session.create({ data, select: { sessionToken: true, userId: true, expires: true } });
}

export async function findSessionWithUser(db: Db, sessionToken: string): Promise<{ session: SessionRecord; user: UserRecord } | null> {
  const row = await db.session.findUnique({
    where: { sessionToken },
    select: { sessionToken: true, userId: true, expires: true, user: { select: userSelect } },
  });
  if (!row) return null;
  const { user, ...session } = row;
  return { session, user };
}

export async function updateSessionExpiry(db: Db, sessionToken: string, expires: Date): Promise<SessionRecord | null> {
  const r = await db.session.updateMany({ where: { sessionToken }, data: { expires } });
  return r.count ? { ...(await db.session.findUniqueOrThrow({ where: { sessionToken }, select: { sessionToken: true, userId: true } })), expires } : null;
}

export async function deleteSession(db: Db, sessionToken: string): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken } });
}

/** Signs a user out everywhere (suspension, password change). */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<number> {
  return (await db.session.deleteMany({ where: { userId } })).count;
}
