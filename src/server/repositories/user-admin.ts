// What admins do to accounts: search, role and suspension. Each change runs in one transaction with its audit entry;
// role changes lock every admin row first, so two admins demoting each other at once cannot leave the site without
// an admin.
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { appendAuditEntry, type NewAuditEntry } from "./audit-log";
import { notificationData, type NewNotification } from "./notifications";
import type { Role, UserRecord, UserStatus } from "./users";

const userSelect = {
  id: true,
  email: true,
  displayName: true,
  role: true,
  status: true,
  createdAt: true,
  botLevel: true,
} as const;

/** An account as the admin pages see it: a bot's level too (a bot account is the site's own, not an admin's to change). */
export type AdminUserRecord = UserRecord & { botLevel: string | null };

export interface UserSearch {
  /** Part of the email or display name (any case); empty: everyone. */
  query: string;
  role?: Role;
  status?: UserStatus;
  page: number;
  pageSize: number;
}

export async function searchUsers(db: Db, s: UserSearch): Promise<{ users: AdminUserRecord[]; total: number }> {
  // Prisma's `contains` is a LIKE pattern: escape its wildcards so "%" or "_" match themselves.
  const q = s.query.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: Prisma.UserWhereInput = {
    ...(q
      ? { OR: [{ email: { contains: q, mode: "insensitive" } }, { displayName: { contains: q, mode: "insensitive" } }] }
      : {}),
    ...(s.role ? { role: s.role } : {}),
    ...(s.status ? { status: s.status } : {}),
  };
  const [users, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (s.page - 1) * s.pageSize,
      take: s.pageSize,
      select: userSelect,
    }),
    db.user.count({ where }),
  ]);
  return { users, total };
}

export async function countUsersByState(db: Db): Promise<{ total: number; admins: number; suspended: number }> {
  const [total, admins, suspended] = await Promise.all([
    db.user.count(),
    db.user.count({ where: { role: "ADMIN" } }),
    db.user.count({ where: { status: "SUSPENDED" } }),
  ]);
  return { total, admins, suspended };
}

export type UserChangeResult =
  | { ok: true; before: AdminUserRecord; user: AdminUserRecord; sessionsEnded: number }
  | { ok: false; reason: "not-found" | "last-admin" | "bot" };

/**
 * Locks every admin row and the user's (in id order), then reads the user: refused when unknown, or a bot (a bot
 * account is shared by every practice table of its level: promoting it means nothing, suspending it would hand every
 * one of those games to the stand-in).
 */
async function lockAccount(
  tx: Prisma.TransactionClient,
  userId: string,
): Promise<{ ok: true; before: AdminUserRecord } | { ok: false; reason: "not-found" | "bot" }> {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "role" = 'ADMIN' OR "id" = ${userId} ORDER BY "id" FOR UPDATE`;
  const before = await tx.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!before) return { ok: false, reason: "not-found" };
  if (before.botLevel) return { ok: false, reason: "bot" };
  return { ok: true, before };
}

/** No active admin but `userId` is left: changing this one would leave the site without an admin. */
async function isLastActiveAdmin(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  return (await tx.user.count({ where: { role: "ADMIN", status: "ACTIVE", id: { not: userId } } })) === 0;
}

/**
 * Sets a user's role. Refuses to demote the last active admin. `audit` gets the user before and after and returns
 * the entry (null: nothing changed, nothing written).
 */
export async function setUserRole(
  db: Db,
  userId: string,
  role: Role,
  audit: (before: UserRecord, after: UserRecord) => NewAuditEntry | null,
): Promise<UserChangeResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockAccount(tx, userId);
    if (!locked.ok) return locked;
    const { before } = locked;
    if (before.role === "ADMIN" && role !== "ADMIN" && (await isLastActiveAdmin(tx, userId)))
      return { ok: false as const, reason: "last-admin" as const };
    const user =
      before.role === role
        ? before
        : await tx.user.update({ where: { id: userId }, data: { role }, select: userSelect });
    const entry = audit(before, user);
    if (entry) await appendAuditEntry(tx, entry);
    return { ok: true as const, before, user, sessionsEnded: 0 };
  });
}

/**
 * Suspends or reinstates an account. Suspending ends every session of the user at once (sessions are rows) and
 * refuses to suspend the last active admin.
 */
/** `notify`: a notification for the user, stored in the same transaction (so only when the change happened). */
export async function setUserStatus(
  db: Db,
  userId: string,
  status: UserStatus,
  audit: (before: UserRecord, after: UserRecord, sessionsEnded: number) => NewAuditEntry | null,
  notify?: (before: UserRecord, after: UserRecord) => NewNotification | null,
): Promise<UserChangeResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockAccount(tx, userId);
    if (!locked.ok) return locked;
    const { before } = locked;
    const suspendsAnAdmin = status === "SUSPENDED" && before.role === "ADMIN" && before.status === "ACTIVE";
    if (suspendsAnAdmin && (await isLastActiveAdmin(tx, userId)))
      return { ok: false as const, reason: "last-admin" as const };
    const user =
      before.status === status
        ? before
        : await tx.user.update({ where: { id: userId }, data: { status }, select: userSelect });
    const sessionsEnded = status === "SUSPENDED" ? (await tx.session.deleteMany({ where: { userId } })).count : 0;
    const entry = audit(before, user, sessionsEnded);
    if (entry) await appendAuditEntry(tx, entry);
    const note = notify?.(before, user);
    if (note) await tx.notification.create({ data: notificationData(note) });
    return { ok: true as const, before, user, sessionsEnded };
  });
}
