// Invitations inside the site (lichess's "Challenge to a game", Board Game Arena's table invitations): the creator of
// an open table names players (when creating it, from a player's page, or later from the waiting room); each gets a
// notification leading to the table with its invite code, sees "<creator> invited you" with Join / Decline there, and a
// decline tells the creator; the creator may withdraw an invitation that was never answered. A suspended account's
// invitations lapse (repositories/table-invitations.ts).
import { getRuleset } from "~/engine/registry";
import type { TableView } from "../views/table";
import { DomainError, because } from "../errors";
import { tableChannel, userChannel } from "../realtime/bus";
import { findTable, withLockedTable, type TableRecord } from "../repositories/tables";
import {
  deleteInvitation,
  findInviteCandidates,
  listOpenInvitations,
  type InviteCandidate,
  type OpenInvitation,
} from "../repositories/table-invitations";
import { enforceRateLimit, rateWindowStart, refuseOverLimit, type RateLimit } from "../security/rate-limit";
import type { PlayContext } from "./play-context";

/** Invitations per user: 30 an hour (RATE_LIMIT_INVITATIONS_PER_HOUR overrides it), plenty for friends, not for spam. */
export const invitationLimit = (): RateLimit => {
  const n = Number(process.env.RATE_LIMIT_INVITATIONS_PER_HOUR);
  return {
    bucket: "table-invite",
    windowMs: 3_600_000,
    max: Number.isInteger(n) && n > 0 ? n : 30,
    message: "tooManyInvitations",
  };
};

/** The pages that change with an invitation: the table's waiting room and the notified users' bells. */
async function realtimePublish(ctx: PlayContext, tableId: string, notified: string[]): Promise<void> {
  for (const userId of notified)
    await ctx.bus
      .publish(userChannel(userId), { userId })
      .catch((e) => console.error(`[invitations] publish: ${(e as Error).message}`));
  await ctx.bus.publish(tableChannel(tableId), { tableId });
}

const titleOf = (game: string) => getRuleset(game)?.title ?? game;

/**
 * Refuses, before anything is stored, an invitation the inviter may not send: themselves, an unknown, bot or
 * suspended account, someone already seated or invited, or more people than `freeSeats`. Returns the invitees.
 */
async function checkInvitees(
  ctx: PlayContext,
  inviterId: string,
  ids: string[],
  freeSeats: number,
  seated: string[],
  invited: OpenInvitation[],
): Promise<InviteCandidate[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw new DomainError("BAD_REQUEST", "nameLeastOnePlayer", { field: "invite" });
  if (wanted.includes(inviterId)) throw new DomainError("BAD_REQUEST", "cannotInviteYourself", { field: "invite" });
  const found = new Map((await findInviteCandidates(ctx.db, wanted)).map((u) => [u.id, u]));
  const invitees = wanted.map((id) => {
    const u = found.get(id);
    if (!u) throw new DomainError("NOT_FOUND", "noSuchPlayerInvite", { field: "invite" });
    if (u.botLevel !== null)
      throw new DomainError("BAD_REQUEST", "inviteeIsBot", {
        field: "invite",
        // the stored name has the level in English ("Matsu (Steady)"): each reader gets it in their words
        params: { name: { player: u.displayName, bot: u.botLevel } },
      });
    // Neutral words: the inviter is not told why (a suspension is the admins' business).
    if (u.status !== "ACTIVE")
      throw new DomainError("BAD_REQUEST", "inviteeUnavailable", { field: "invite", params: { name: u.displayName } });
    return u;
  });
  checkRoom(invitees, freeSeats, seated, invited);
  return invitees;
}

/**
 * The part of the check that depends on the table: checked once before (a clear refusal before anything is counted or
 * stored) and again in the table's lock, where the invitations are stored (a bot may have sat, or someone been invited,
 * since).
 */
function checkRoom(invitees: InviteCandidate[], freeSeats: number, seated: string[], invited: OpenInvitation[]): void {
  for (const u of invitees) {
    if (seated.includes(u.id))
      throw new DomainError("CONFLICT", "inviteeSeated", { field: "invite", params: { name: u.displayName } });
    if (invited.some((i) => i.inviteeId === u.id))
      throw new DomainError("CONFLICT", "inviteeAlreadyInvited", { field: "invite", params: { name: u.displayName } });
  }
  const room = freeSeats - invited.length;
  if (invitees.length > room) {
    throw new DomainError(
      "BAD_REQUEST",
      room <= 0 ? "everySeatInvited" : because("fewSeatsToInvite", { count: room }),
      { field: "invite" },
    );
  }
}

/** Of the table's standing invitations, those that still wait: the invitee is not seated yet. */
export function waitingOf(table: TableRecord, invitations: OpenInvitation[]): OpenInvitation[] {
  const seated = new Set(table.seats.map((s) => s.userId));
  return invitations.filter((i) => !seated.has(i.inviteeId));
}

/**
 * The refusal, at a private table, of an invitee whose invitation the creator withdrew: the invite link they were sent
 * no longer lets them see the table or sit (table.get, table.join), until they are invited again. Others with the
 * link are not concerned, and a public table stays open to them like to anyone.
 */

/** The refusal of a join by a player not invited when every free seat is promised to an invited player. */

/**
 * Whether `userId` may not sit because every free seat is kept for someone else: they are not among the waiting
 * invitees and there are no more free seats than those. The rule of table.join (in the table's lock) and of the
 * views that offer "Take a seat".
 */
export function seatsKeptFromUser(table: TableRecord, waiting: OpenInvitation[], userId: string): boolean {
  if (waiting.some((i) => i.inviteeId === userId)) return false;
  return table.playerCount - table.seats.length <= waiting.length;
}

async function waitingInvitations(ctx: PlayContext, table: TableRecord): Promise<OpenInvitation[]> {
  return waitingOf(table, await listOpenInvitations(ctx.db, table.id));
}

/** Checks a new table's invitations (every seat but the creator's is free) before the table is created. */
export async function checkNewTableInvitees(
  ctx: PlayContext,
  creatorId: string,
  ids: string[],
  playerCount: number,
): Promise<InviteCandidate[]> {
  const invitees = await checkInvitees(ctx, creatorId, ids, playerCount - 1, [creatorId], []);
  await countInvitations(ctx, creatorId, invitees.length);
  return invitees;
}

async function countInvitations(ctx: PlayContext, inviterId: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await enforceRateLimit(ctx.db, invitationLimit(), inviterId);
}

/**
 * Stores checked invitations with each invitee's notification, and tells their pages. In the table's lock, like
 * fillWithBots and join: the table is checked again there (still open, a free seat for each invitee not promised to
 * someone else), so an invitation and a bot never both count on the same seat. `chargeRateLimit`: the invitations are
 * counted against the inviter's rate limit there too, in the same transaction, so an invitation refused (here, or by
 * the limit) uses none of it (table.invite; a new table's are counted before it is created, by checkNewTableInvitees).
 */
export async function sendInvitations(
  ctx: PlayContext,
  tableId: string,
  inviterId: string,
  invitees: InviteCandidate[],
  opts: { chargeRateLimit?: boolean } = {},
): Promise<void> {
  await withLockedTable(ctx.db, tableId, async (table, ops) => {
    if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
    if (table.status !== "OPEN") throw new DomainError("CONFLICT", "tableNoLongerOpen");
    checkRoom(
      invitees,
      table.playerCount - table.seats.length,
      table.seats.map((s) => s.userId),
      waitingOf(table, await ops.openInvitations()),
    );
    if (opts.chargeRateLimit) {
      const limit = invitationLimit();
      const now = new Date();
      refuseOverLimit(
        limit,
        await ops.countRequests(limit.bucket, inviterId, rateWindowStart(limit, now), invitees.length),
        now,
      );
    }
    const inviter = table.seats.find((s) => s.userId === inviterId)?.displayName ?? table.creatorName;
    const href = `/table/${table.id}${table.inviteCode ? `?invite=${encodeURIComponent(table.inviteCode)}` : ""}`;
    await ops.addInvitations(
      inviterId,
      invitees.map((u) => u.id),
      invitees.map((u) => ({
        userId: u.id,
        kind: "invitation",
        text: `${inviter} invites you to a game of ${titleOf(table.game)}`,
        textKey: "invitation",
        textParams: { name: inviter, game: table.game },
        href,
      })),
    );
  });
  await realtimePublish(
    ctx,
    tableId,
    invitees.map((u) => u.id),
  );
}

/** table.invite: the creator of an open table invites more players. */
export async function inviteToTable(
  ctx: PlayContext,
  inviterId: string,
  tableId: string,
  ids: string[],
): Promise<{ invited: string[] }> {
  const table = await findTable(ctx.db, tableId);
  if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
  if (table.creatorId !== inviterId) throw new DomainError("FORBIDDEN", "onlyHostInvites");
  if (table.status !== "OPEN") throw new DomainError("CONFLICT", "tableNoLongerOpen");
  const seated = table.seats.map((s) => s.userId);
  const invitees = await checkInvitees(
    ctx,
    inviterId,
    ids,
    table.playerCount - table.seats.length,
    seated,
    await waitingInvitations(ctx, table),
  );
  await sendInvitations(ctx, tableId, inviterId, invitees, { chargeRateLimit: true });
  return { invited: invitees.map((u) => u.id) };
}

/** table.declineInvitation: the invitation is removed and its sender told. */
export async function declineInvitation(ctx: PlayContext, userId: string, tableId: string): Promise<{ ok: true }> {
  const table = await findTable(ctx.db, tableId);
  if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
  if (table.status !== "OPEN" || table.seats.some((s) => s.userId === userId))
    throw new DomainError("BAD_REQUEST", "noInvitationTableWaiting");
  const declined = await deleteInvitation(ctx.db, tableId, userId, (i) => ({
    userId: i.inviterId,
    kind: "invitation_declined",
    text: `${i.inviteeName} declined your invitation to a game of ${titleOf(table.game)}`,
    textKey: "invitationDeclined",
    textParams: { name: i.inviteeName, game: table.game },
    href: `/table/${table.id}`,
  }));
  if (!declined) throw new DomainError("BAD_REQUEST", "noInvitationTableWaiting");
  await realtimePublish(ctx, tableId, [declined.inviterId]);
  return { ok: true };
}

/**
 * table.withdrawInvitation: the creator of an open table takes back a standing invitation, so the seat it kept is free
 * again for bots and for anyone who may join. In the table's lock, like invite, join and fillWithBots: the invitation
 * is checked there (still standing, its invitee not seated) and marked withdrawn there, so at a private table the
 * invite link no longer lets the invitee in (INVITATION_WITHDRAWN). The invitee's notification no longer leads to a
 * seat: it says the invitation was withdrawn, marked read, and no longer carries the invite code.
 */
export async function withdrawInvitation(
  ctx: PlayContext,
  userId: string,
  tableId: string,
  inviteeId: string,
): Promise<{ withdrawn: { id: string; displayName: string } }> {
  const withdrawn = await withLockedTable(ctx.db, tableId, async (table, ops) => {
    if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
    if (table.creatorId !== userId) throw new DomainError("FORBIDDEN", "onlyHostWithdraws");
    if (table.status !== "OPEN") throw new DomainError("CONFLICT", "tableNoLongerWaiting");
    const seated = table.seats.find((s) => s.userId === inviteeId);
    if (seated) throw new DomainError("CONFLICT", "seatedNothingToWithdraw", { params: { name: seated.displayName } });
    const invitation = waitingOf(table, await ops.openInvitations()).find((i) => i.inviteeId === inviteeId);
    if (!invitation) throw new DomainError("BAD_REQUEST", "playerNoInvitationTable");
    const plain = `/table/${table.id}`;
    const hrefs = table.inviteCode ? [plain, `${plain}?invite=${encodeURIComponent(table.inviteCode)}`] : [plain];
    // A private table is no longer theirs to see: the notification leads to the lobby instead.
    const note = {
      hrefs,
      text: `${invitation.inviterName} withdrew the invitation to a game of ${titleOf(table.game)}`,
      textKey: "invitationWithdrawn",
      textParams: { name: invitation.inviterName, game: table.game },
      href: table.visibility === "PRIVATE" ? "/play" : plain,
    };
    if (!(await ops.withdrawInvitation(inviteeId, note, new Date())))
      throw new DomainError("BAD_REQUEST", "playerNoInvitationTable");
    return { id: invitation.inviteeId, displayName: invitation.inviteeName };
  });
  await realtimePublish(ctx, tableId, [inviteeId]);
  return { withdrawn };
}

/**
 * The table's standing invitations as `userId` sees them: its players see who is invited; an invitee sees who invited
 * them, and the invite code (so a private table lets them in without the link). Also what lets an invitee see a
 * private table at all (getTableView).
 */
export async function invitationsOf(ctx: PlayContext, table: TableRecord): Promise<OpenInvitation[]> {
  return table.status === "OPEN" ? waitingInvitations(ctx, table) : [];
}

export function addInvitationsToView(
  view: TableView,
  invitations: OpenInvitation[],
  userId: string | null,
  inviteCode: string | null,
): void {
  if (view.mySeat !== null && view.status === "OPEN")
    view.invited = invitations.map((i) => ({ id: i.inviteeId, displayName: i.inviteeName }));
  const mine = userId === null ? undefined : invitations.find((i) => i.inviteeId === userId);
  if (mine) {
    view.invitedBy = { id: mine.inviterId, displayName: mine.inviterName };
    view.inviteCode = inviteCode;
  }
}
