// Invitations inside the site (lichess's "Challenge to a game", Board Game Arena's table invitations): the creator of
// an open table names players (when creating it, from a player's page, or later from the waiting room); each gets a
// notification leading to the table with its invite code, sees "<creator> invited you" with Join / Decline there, and a
// decline tells the creator. A suspended account's invitations lapse (repositories/table-invitations.ts).
import { getRuleset } from "~/engine/registry";
import type { TableView } from "../api/views/table";
import { DomainError } from "../errors";
import { tableChannel, userChannel } from "../realtime/bus";
import { findTable, type TableRecord } from "../repositories/tables";
import { deleteInvitation, findInviteCandidates, insertInvitations, listOpenInvitations, type OpenInvitation } from "../repositories/table-invitations";
import { enforceRateLimit, type RateLimit } from "../security/rate-limit";
import type { PlayContext } from "./play-context";

/** Invitations per user: 30 an hour (RATE_LIMIT_INVITATIONS_PER_HOUR overrides it), plenty for friends, not for spam. */
export const invitationLimit = (): RateLimit => {
  const n = Number(process.env.RATE_LIMIT_INVITATIONS_PER_HOUR);
  return {
    bucket: "table-invite",
    windowMs: 3_600_000,
    max: Number.isInteger(n) && n > 0 ? n : 30,
    message: "Too many invitations in a short time. Please try again later.",
  };
};

/** The pages that change with an invitation: the table's waiting room and the notified users' bells. */
async function realtimePublish(ctx: PlayContext, tableId: string, notified: string[]): Promise<void> {
  for (const userId of notified) await ctx.bus.publish(userChannel(userId), { userId }).catch((e) => console.error(`[invitations] publish: ${(e as Error).message}`));
  await ctx.bus.publish(tableChannel(tableId), { tableId });
}

const titleOf = (game: string) => getRuleset(game)?.title ?? game;

/**
 * Refuses, before anything is stored, an invitation the inviter may not send: themselves, an unknown, bot or
 * suspended account, someone already seated or invited, or more people than `freeSeats`. Returns the invitees.
 */
async function checkInvitees(ctx: PlayContext, inviterId: string, ids: string[], freeSeats: number, seated: string[], invited: OpenInvitation[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw new DomainError("BAD_REQUEST", "Name at least one player to invite.", { field: "invite" });
  if (wanted.includes(inviterId)) throw new DomainError("BAD_REQUEST", "You cannot invite yourself.", { field: "invite" });
  const found = new Map((await findInviteCandidates(ctx.db, wanted)).map((u) => [u.id, u]));
  for (const id of wanted) {
    const u = found.get(id);
    if (!u) throw new DomainError("NOT_FOUND", "There is no such player to invite.", { field: "invite" });
    if (u.botLevel !== null) throw new DomainError("BAD_REQUEST", `${u.displayName} is a bot: fill the seats with bots from the waiting room instead.`, { field: "invite" });
    if (u.status !== "ACTIVE") throw new DomainError("BAD_REQUEST", `${u.displayName} cannot be invited: the account is suspended.`, { field: "invite" });
    if (seated.includes(id)) throw new DomainError("CONFLICT", `${u.displayName} already sits at this table.`, { field: "invite" });
    if (invited.some((i) => i.inviteeId === id)) throw new DomainError("CONFLICT", `${u.displayName} is already invited.`, { field: "invite" });
  }
  const room = freeSeats - invited.length;
  if (wanted.length > room) {
    throw new DomainError("BAD_REQUEST", room <= 0 ? "Every free seat already has an invited player." : `Only ${room} free ${room === 1 ? "seat is" : "seats are"} left to invite players to.`, { field: "invite" });
  }
  return wanted;
}

/** The invitations of an open table that still wait: the invitee is not seated yet. */
async function waitingInvitations(ctx: PlayContext, table: TableRecord): Promise<OpenInvitation[]> {
  const seated = new Set(table.seats.map((s) => s.userId));
  return (await listOpenInvitations(ctx.db, table.id)).filter((i) => !seated.has(i.inviteeId));
}

/** Checks a new table's invitations (every seat but the creator's is free) before the table is created. */
export async function checkNewTableInvitees(ctx: PlayContext, creatorId: string, ids: string[], playerCount: number): Promise<string[]> {
  const invitees = await checkInvitees(ctx, creatorId, ids, playerCount - 1, [creatorId], []);
  await countInvitations(ctx, creatorId, invitees.length);
  return invitees;
}

async function countInvitations(ctx: PlayContext, inviterId: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await enforceRateLimit(ctx.db, invitationLimit(), inviterId);
}

/** Stores checked invitations with each invitee's notification, and tells their pages. */
export async function sendInvitations(ctx: PlayContext, tableId: string, inviterId: string, invitees: string[]): Promise<void> {
  const table = await findTable(ctx.db, tableId);
  if (!table) throw new DomainError("NOT_FOUND", "There is no such table.");
  const inviter = table.seats.find((s) => s.userId === inviterId)?.displayName ?? table.creatorName;
  const href = `/table/${table.id}${table.inviteCode ? `?invite=${encodeURIComponent(table.inviteCode)}` : ""}`;
  await insertInvitations(
    ctx.db,
    table.id,
    inviterId,
    invitees,
    invitees.map((userId) => ({ userId, kind: "invitation", text: `${inviter} invites you to a game of ${titleOf(table.game)}`, href })),
  );
  await realtimePublish(ctx, table.id, invitees);
}

/** table.invite: the creator of an open table invites more players. */
export async function inviteToTable(ctx: PlayContext, inviterId: string, tableId: string, ids: string[]): Promise<{ invited: string[] }> {
  const table = await findTable(ctx.db, tableId);
  if (!table) throw new DomainError("NOT_FOUND", "There is no such table.");
  if (table.creatorId !== inviterId) throw new DomainError("FORBIDDEN", "Only the player who opened this table can invite players to it.");
  if (table.status !== "OPEN") throw new DomainError("CONFLICT", "This table is no longer open: nobody can be invited to it.");
  const seated = table.seats.map((s) => s.userId);
  const invitees = await checkInvitees(ctx, inviterId, ids, table.playerCount - table.seats.length, seated, await waitingInvitations(ctx, table));
  await countInvitations(ctx, inviterId, invitees.length);
  await sendInvitations(ctx, tableId, inviterId, invitees);
  return { invited: invitees };
}

/** table.declineInvitation: the invitation is removed and its sender told. */
export async function declineInvitation(ctx: PlayContext, userId: string, tableId: string): Promise<{ ok: true }> {
  const table = await findTable(ctx.db, tableId);
  if (!table) throw new DomainError("NOT_FOUND", "There is no such table.");
  if (table.status !== "OPEN" || table.seats.some((s) => s.userId === userId)) throw new DomainError("BAD_REQUEST", "You have no invitation to this table waiting.");
  const declined = await deleteInvitation(ctx.db, tableId, userId, (i) => ({
    userId: i.inviterId,
    kind: "invitation_declined",
    text: `${i.inviteeName} declined your invitation to a game of ${titleOf(table.game)}`,
    href: `/table/${table.id}`,
  }));
  if (!declined) throw new DomainError("BAD_REQUEST", "You have no invitation to this table waiting.");
  await realtimePublish(ctx, tableId, [declined.inviterId]);
  return { ok: true };
}

/**
 * The table's standing invitations as `userId` sees them: its players see who is invited; an invitee sees who invited
 * them, and the invite code (so a private table lets them in without the link). Also what lets an invitee see a
 * private table at all (getTableView).
 */
export async function invitationsOf(ctx: PlayContext, table: TableRecord): Promise<OpenInvitation[]> {
  return table.status === "OPEN" ? waitingInvitations(ctx, table) : [];
}

export function addInvitationsToView(view: TableView, invitations: OpenInvitation[], userId: string | null, inviteCode: string | null): void {
  if (view.mySeat !== null && view.status === "OPEN") view.invited = invitations.map((i) => ({ id: i.inviteeId, displayName: i.inviteeName }));
  const mine = userId === null ? undefined : invitations.find((i) => i.inviteeId === userId);
  if (mine) {
    view.invitedBy = { id: mine.inviterId, displayName: mine.inviterName };
    view.inviteCode = inviteCode;
  }
}
