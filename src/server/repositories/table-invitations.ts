// Invitations to an open table (src/server/games/table-invitations.ts): stored with the invitee's notification in one
// transaction, so an invitation is never without its notification nor the other way round.
import type { Db } from "../db/client";
import type { NewNotification } from "./notifications";

export interface InviteCandidate {
  id: string;
  displayName: string;
  status: "ACTIVE" | "SUSPENDED";
  botLevel: string | null;
}

/** The accounts among `ids` that exist (an unknown id is simply absent). */
export async function findInviteCandidates(db: Db, ids: string[]): Promise<InviteCandidate[]> {
  return db.user.findMany({ where: { id: { in: ids } }, select: { id: true, displayName: true, status: true, botLevel: true } });
}

export interface OpenInvitation {
  inviteeId: string;
  inviteeName: string;
  inviterId: string;
  inviterName: string;
}

/** The table's invitations that still stand: a suspended invitee's or inviter's invitation has lapsed. Oldest first. */
export async function listOpenInvitations(db: Db, tableId: string): Promise<OpenInvitation[]> {
  const rows = await db.tableInvitation.findMany({
    where: { tableId, invitee: { status: "ACTIVE" }, inviter: { status: "ACTIVE" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { inviteeId: true, inviterId: true, invitee: { select: { displayName: true } }, inviter: { select: { displayName: true } } },
  });
  return rows.map((r) => ({ inviteeId: r.inviteeId, inviteeName: r.invitee.displayName, inviterId: r.inviterId, inviterName: r.inviter.displayName }));
}

/** Stores the invitations and their notifications together. */
export async function insertInvitations(db: Db, tableId: string, inviterId: string, inviteeIds: string[], notes: NewNotification[]): Promise<void> {
  await db.$transaction(async (tx) => {
    // A lapsed invitation (a suspension since lifted) or a declined one is replaced by the new one.
    await tx.tableInvitation.deleteMany({ where: { tableId, inviteeId: { in: inviteeIds } } });
    await tx.tableInvitation.createMany({ data: inviteeIds.map((inviteeId) => ({ tableId, inviteeId, inviterId })) });
    await tx.notification.createMany({ data: notes.map((n) => ({ userId: n.userId, kind: n.kind, text: n.text, href: n.href, key: n.key ?? null })) });
  });
}

/**
 * Deletes `inviteeId`'s standing invitation to the table and stores `note(invitation)` (the inviter's notification) in
 * the same transaction; null when there was none.
 */
export async function deleteInvitation(db: Db, tableId: string, inviteeId: string, note: (i: OpenInvitation) => NewNotification): Promise<OpenInvitation | null> {
  return db.$transaction(async (tx) => {
    const row = await tx.tableInvitation.findFirst({
      where: { tableId, inviteeId, invitee: { status: "ACTIVE" }, inviter: { status: "ACTIVE" } },
      select: { id: true, inviteeId: true, inviterId: true, invitee: { select: { displayName: true } }, inviter: { select: { displayName: true } } },
    });
    if (!row) return null;
    const invitation = { inviteeId: row.inviteeId, inviteeName: row.invitee.displayName, inviterId: row.inviterId, inviterName: row.inviter.displayName };
    // Two declines at once: only the one that deleted the row tells the inviter.
    const { count } = await tx.tableInvitation.deleteMany({ where: { id: row.id } });
    if (count === 0) return null;
    const n = note(invitation);
    await tx.notification.create({ data: { userId: n.userId, kind: n.kind, text: n.text, href: n.href, key: n.key ?? null } });
    return invitation;
  });
}
