// Invitations to an open table (src/server/games/table-invitations.ts): stored with the invitee's notification in one
// transaction, so an invitation is never without its notification nor the other way round.
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { notificationData, type NewNotification, type NotificationParams } from "./notifications";
import { queueEventEmails } from "./mail";
import { queueEventPushes } from "./push";

type DbOrTx = Db | Prisma.TransactionClient;

export interface InviteCandidate {
  id: string;
  displayName: string;
  status: "ACTIVE" | "SUSPENDED";
  botLevel: string | null;
}

/** The accounts among `ids` that exist (an unknown id is simply absent). */
export async function findInviteCandidates(db: Db, ids: string[]): Promise<InviteCandidate[]> {
  return db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, displayName: true, status: true, botLevel: true },
  });
}

export interface OpenInvitation {
  inviteeId: string;
  inviteeName: string;
  inviterId: string;
  inviterName: string;
}

/** Which invitation rows stand: not withdrawn, and neither the invitee's nor the inviter's account suspended (lapsed). */
const standing = { withdrawnAt: null, invitee: { status: "ACTIVE" }, inviter: { status: "ACTIVE" } } as const;

/**
 * The table's invitations that still stand (see `standing`). Oldest first.
 * Read in the table's lock (LockedTableOps.openInvitations) wherever seats are given by them.
 */
export async function listOpenInvitations(db: DbOrTx, tableId: string): Promise<OpenInvitation[]> {
  const rows = await db.tableInvitation.findMany({
    where: { tableId, ...standing },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      inviteeId: true,
      inviterId: true,
      invitee: { select: { displayName: true } },
      inviter: { select: { displayName: true } },
    },
  });
  return rows.map((r) => ({
    inviteeId: r.inviteeId,
    inviteeName: r.invitee.displayName,
    inviterId: r.inviterId,
    inviterName: r.inviter.displayName,
  }));
}

/**
 * Per table, how many seats its standing invitations keep: invitees not seated there yet, `viewerId`'s own invitation
 * not counted (that seat is theirs to take). Tables without any are absent.
 */
export async function countKeptSeats(
  db: Db,
  tables: readonly { id: string; seats: readonly { userId: string }[] }[],
  viewerId: string | null,
): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const rows = await db.tableInvitation.findMany({
    where: { tableId: { in: tables.map((t) => t.id) }, ...standing },
    select: { tableId: true, inviteeId: true },
  });
  const kept = new Map<string, number>();
  for (const r of rows) {
    const seated = tables.find((t) => t.id === r.tableId)?.seats.some((s) => s.userId === r.inviteeId);
    if (!seated && r.inviteeId !== viewerId) kept.set(r.tableId, (kept.get(r.tableId) ?? 0) + 1);
  }
  return kept;
}

/**
 * Stores the invitations and their notifications, in the caller's transaction: the table's lock
 * (LockedTableOps.addInvitations), so an invitation and a bot never take the same free seat.
 */
export async function insertInvitations(
  tx: Prisma.TransactionClient,
  tableId: string,
  inviterId: string,
  inviteeIds: string[],
  notes: NewNotification[],
): Promise<void> {
  // A lapsed invitation (a suspension since lifted) or a withdrawn one is replaced by the new one (which lifts the
  // withdrawal's bar at a private table).
  await tx.tableInvitation.deleteMany({ where: { tableId, inviteeId: { in: inviteeIds } } });
  await tx.tableInvitation.createMany({ data: inviteeIds.map((inviteeId) => ({ tableId, inviteeId, inviterId })) });
  const stored = await tx.notification.createManyAndReturn({
    data: notes.map(notificationData),
    select: { id: true },
  });
  await queueEventEmails(
    tx,
    stored.map((n) => n.id),
  );
  await queueEventPushes(
    tx,
    stored.map((n) => n.id),
  );
}

/**
 * Deletes `inviteeId`'s standing invitation to the table and stores `note(invitation)` (the inviter's notification) in
 * the same transaction; null when there was none.
 */
export async function deleteInvitation(
  db: Db,
  tableId: string,
  inviteeId: string,
  note: (i: OpenInvitation) => NewNotification,
): Promise<OpenInvitation | null> {
  return db.$transaction(async (tx) => {
    const row = await tx.tableInvitation.findFirst({
      where: { tableId, inviteeId, ...standing },
      select: {
        id: true,
        inviteeId: true,
        inviterId: true,
        invitee: { select: { displayName: true } },
        inviter: { select: { displayName: true } },
      },
    });
    if (!row) return null;
    const invitation = {
      inviteeId: row.inviteeId,
      inviteeName: row.invitee.displayName,
      inviterId: row.inviterId,
      inviterName: row.inviter.displayName,
    };
    // Two declines at once, or a decline and a withdrawal: only the one that changed the row tells its news.
    const { count } = await tx.tableInvitation.deleteMany({ where: { id: row.id, withdrawnAt: null } });
    if (count === 0) return null;
    const n = note(invitation);
    await tx.notification.create({ data: notificationData(n) });
    return invitation;
  });
}

/** What an invitation's notification becomes once the invitation is withdrawn: no longer leading to a seat. */
export interface WithdrawnNote {
  /** The hrefs the invitation's notification was stored with (with and without the invite code). */
  hrefs: string[];
  text: string;
  textKey?: string;
  textParams?: NotificationParams;
  href: string;
}

/**
 * Withdraws `inviteeId`'s invitation to the table, in the caller's transaction (the table's lock,
 * LockedTableOps.withdrawInvitation): the row is kept, marked withdrawn (a private table stays closed to the invitee,
 * see invitationWithdrawn), and the invitee's invitation notifications for the table are rewritten as `note` says and
 * marked read (nothing new to act on). False when there was no invitation to withdraw.
 */
export async function removeInvitation(
  tx: Prisma.TransactionClient,
  tableId: string,
  inviteeId: string,
  note: WithdrawnNote,
  now: Date,
): Promise<boolean> {
  const { count } = await tx.tableInvitation.updateMany({
    where: { tableId, inviteeId, withdrawnAt: null },
    data: { withdrawnAt: now },
  });
  if (count === 0) return false;
  const where = { userId: inviteeId, kind: "invitation", href: { in: note.hrefs } };
  await tx.notification.updateMany({ where: { ...where, readAt: null }, data: { readAt: now } });
  await tx.notification.updateMany({
    where,
    data: { text: note.text, textKey: note.textKey ?? null, textParams: note.textParams ?? undefined, href: note.href },
  });
  return true;
}

/**
 * Whether the table's creator withdrew `inviteeId`'s invitation (and has not invited them again): a private table's
 * invite link no longer lets them in. Read in the table's lock by table.join (LockedTableOps.invitationWithdrawn).
 */
export async function invitationWithdrawn(db: DbOrTx, tableId: string, inviteeId: string): Promise<boolean> {
  return (await db.tableInvitation.count({ where: { tableId, inviteeId, withdrawnAt: { not: null } } })) > 0;
}
