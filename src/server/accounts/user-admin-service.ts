// What admins do to accounts: search, promote/demote, suspend/unsuspend. Every change is written to the audit log
// in its own transaction. An admin never changes their own role or suspends themselves, and the last active admin
// can be neither demoted nor suspended. Suspending ends the user's sessions at once (sessions are rows), sign-in
// refuses a suspended account (src/server/auth/sign-in.ts), and the game service's stand-in takes over the user's
// seats (handOverSeats, from the game service).
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import type { AdminUserView } from "../views";
import { toAdminUserView } from "../views";
import { appendAuditEntry } from "../repositories/audit-log";
import {
  searchUsers,
  setUserRole,
  setUserStatus,
  type AdminUserRecord,
  type UserChangeResult,
} from "../repositories/user-admin";
import type { Role, UserStatus } from "../repositories/users";

export interface UserSearchInput {
  query: string;
  role?: Role;
  status?: UserStatus;
  page: number;
  pageSize: number;
}

export async function searchUsersForAdmin(
  db: Db,
  input: UserSearchInput,
): Promise<{ users: AdminUserView[]; total: number; page: number; pageSize: number; pages: number }> {
  const { users, total } = await searchUsers(db, input);
  return {
    users: users.map(toAdminUserView),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pages: Math.max(1, Math.ceil(total / input.pageSize)),
  };
}

function unwrap(
  r: UserChangeResult,
  what: "demote" | "suspend",
): { before: AdminUserRecord; user: AdminUserRecord; sessionsEnded: number } {
  if (r.ok) return r;
  if (r.reason === "not-found") throw new DomainError("NOT_FOUND", "noSuchAccount");
  if (r.reason === "bot") throw new DomainError("PRECONDITION_FAILED", "siteBotNotManaged");
  throw new DomainError("PRECONDITION_FAILED", what === "demote" ? "lastAdminDemote" : "lastAdminSuspend");
}

const NOT_YOURSELF = {
  promote: "cannotPromoteSelf",
  demote: "cannotDemoteSelf",
  suspend: "cannotSuspendSelf",
  unsuspend: "cannotUnsuspendSelf",
} as const;

function notYourself(actor: SessionUser, userId: string, what: keyof typeof NOT_YOURSELF): void {
  if (actor.id === userId) throw new DomainError("FORBIDDEN", NOT_YOURSELF[what]);
}

export async function setRoleByAdmin(db: Db, actor: SessionUser, userId: string, role: Role): Promise<AdminUserView> {
  notYourself(actor, userId, role === "ADMIN" ? "promote" : "demote");
  const r = await setUserRole(db, userId, role, (before, after) =>
    before.role === after.role
      ? null
      : {
          actorId: actor.id,
          action: role === "ADMIN" ? "user.promote" : "user.demote",
          targetType: "user",
          targetId: userId,
          details: { email: after.email, displayName: after.displayName, from: before.role, to: after.role },
        },
  );
  return toAdminUserView(unwrap(r, "demote").user);
}

/** The game service's hand-over (src/server/games/suspension.ts): the stand-in plays the user's seats from now on. */
export type HandOverSeats = (userId: string, now: Date) => Promise<{ games: number; tablesLeft: number }>;

export async function suspendByAdmin(
  db: Db,
  actor: SessionUser,
  userId: string,
  reason: string,
  handOverSeats: HandOverSeats | null,
  now = new Date(),
): Promise<AdminUserView & { sessionsEnded: number; gamesHandedOver: number; tablesLeft: number }> {
  notYourself(actor, userId, "suspend");
  const r = unwrap(
    await setUserStatus(db, userId, "SUSPENDED", (before, after, sessionsEnded) =>
      before.status === after.status && sessionsEnded === 0
        ? null
        : {
            actorId: actor.id,
            action: "user.suspend",
            targetType: "user",
            targetId: userId,
            details: { email: after.email, displayName: after.displayName, reason, sessionsEnded },
          },
    ),
    "suspend",
  );
  // After the commit: the account can no longer act, so nothing of theirs races the hand-over.
  const handed = handOverSeats ? await handOverSeats(userId, now) : { games: 0, tablesLeft: 0 };
  if (handed.games > 0 || handed.tablesLeft > 0) {
    await appendAuditEntry(db, {
      actorId: actor.id,
      action: "user.seats_to_stand_in",
      targetType: "user",
      targetId: userId,
      details: {
        email: r.user.email,
        displayName: r.user.displayName,
        games: handed.games,
        tablesLeft: handed.tablesLeft,
      },
    });
  }
  return {
    ...toAdminUserView(r.user),
    sessionsEnded: r.sessionsEnded,
    gamesHandedOver: handed.games,
    tablesLeft: handed.tablesLeft,
  };
}

/** What the user reads in their notifications when their suspension is lifted (they sign in again to read it). */
export const UNSUSPENDED_TEXT = "Your account is active again: you can sign in, play and join tournaments.";

/** Lifts a suspension; `notified` is true when the user was told (the account was suspended until now). */
export async function unsuspendByAdmin(
  db: Db,
  actor: SessionUser,
  userId: string,
): Promise<AdminUserView & { notified: boolean }> {
  notYourself(actor, userId, "unsuspend");
  const r = unwrap(
    await setUserStatus(
      db,
      userId,
      "ACTIVE",
      (before, after) =>
        before.status === after.status
          ? null
          : {
              actorId: actor.id,
              action: "user.unsuspend",
              targetType: "user",
              targetId: userId,
              details: { email: after.email, displayName: after.displayName },
            },
      (before, after) =>
        before.status === after.status
          ? null
          : { userId, kind: "account", text: UNSUSPENDED_TEXT, textKey: "accountActive", href: "/" },
    ),
    "suspend",
  );
  return { ...toAdminUserView(r.user), notified: r.before.status !== r.user.status };
}
