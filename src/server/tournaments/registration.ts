// Registration before the close, under the event's row lock (so the entrant limit holds with people registering at
// the same moment). Individual events: a player registers and withdraws. Sakura team events: a captain registers a
// team by naming its other players, who are invited and accept (or decline); the team becomes an entrant when every
// place is accepted, and stops being one when a member leaves. Only complete teams are seeded at the close.
import type { Db } from "../db/client";
import { DomainError, because, type ErrorText } from "../errors";
import type { PlayContext } from "../games/play-context";
import { findUsersByNameOrEmail } from "../repositories/tournaments";
import { withLockedTournament } from "../repositories/locked-tournament";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import { publishTournamentChange, tournamentHref } from "./channel";
import { fillFromWaitingList } from "./waiting-list";

/** Why a player cannot register now, or null. The page shows the same words as the refusal. */
export function registrationBlocked(snap: TournamentSnapshot, now: Date): ErrorText | null {
  const t = snap.tournament;
  if (t.status === "CANCELLED") return because("tournamentCancelled");
  if (t.status !== "REGISTRATION" || now >= t.registrationClosesAt) return because("registrationClosed");
  if (snap.entrants.length >= t.maxEntrants)
    return because(t.teamSize > 1 ? "tournamentFullTeams" : "tournamentFullEntrants", { count: t.maxEntrants });
  return null;
}

function openOrThrow(snap: TournamentSnapshot | null, now: Date): TournamentSnapshot {
  if (!snap) throw new DomainError("NOT_FOUND", "noSuchTournament");
  const t = snap.tournament;
  if (t.status !== "REGISTRATION" || now >= t.registrationClosesAt)
    throw new DomainError(
      "PRECONDITION_FAILED",
      t.status === "CANCELLED" ? "tournamentCancelled" : "registrationClosed",
    );
  return snap;
}

/** The team (any status) the user belongs to in this event. */
function teamOf(snap: TournamentSnapshot, userId: string) {
  return snap.teams.find((tm) => tm.members.some((m) => m.userId === userId));
}

export async function register(
  ctx: PlayContext,
  userId: string,
  tournamentId: string,
  now = new Date(),
): Promise<{ entrantId: string }> {
  const r = await withLockedTournament(ctx.db, tournamentId, async (found, ops) => {
    const snap = openOrThrow(found, now);
    if (snap.tournament.teamSize > 1) throw new DomainError("BAD_REQUEST", "teamEventRegisterTeam");
    if (snap.entrants.some((e) => e.userId === userId)) throw new DomainError("CONFLICT", "alreadyRegistered");
    const blocked = registrationBlocked(snap, now);
    if (blocked) throw new DomainError("PRECONDITION_FAILED", blocked);
    if (snap.waitingList.some((w) => w.userId === userId)) await ops.removeFromWaitingList(userId);
    return ops.addEntrant({ userId });
  });
  await publishTournamentChange(ctx.bus, tournamentId);
  return { entrantId: r.id };
}

/** Withdraws the player, or (a team event) the captain's whole team, or a member from their team. */
export async function withdraw(
  ctx: PlayContext,
  userId: string,
  tournamentId: string,
  now = new Date(),
): Promise<void> {
  const notified = await withLockedTournament(ctx.db, tournamentId, async (found, ops) => {
    const snap = openOrThrow(found, now);
    const t = snap.tournament;
    if (t.teamSize <= 1) {
      const mine = snap.entrants.find((e) => e.userId === userId);
      if (!mine) throw new DomainError("PRECONDITION_FAILED", "notRegistered");
      await ops.removeEntrant(mine.id);
      // The place is not left empty: the first on the waiting list takes it.
      return fillFromWaitingList(snap, ops, snap.entrants.length - 1, [userId], now);
    }
    const team = teamOf(snap, userId);
    if (!team) throw new DomainError("PRECONDITION_FAILED", "notTeamTournament");
    const others = team.members.filter((m) => m.userId !== userId).map((m) => m.userId);
    const href = tournamentHref(t.id);
    if (team.captainId === userId) {
      await ops.deleteTeam(team.id);
      await ops.notify(
        others.map((u) => ({
          userId: u,
          kind: "tournament",
          text: `Team ${team.name} has withdrawn from ${t.name}.`,
          textKey: "teamWithdrawn",
          textParams: { team: team.name, event: t.name },
          href,
          key: `team-withdrawn:${team.id}:${u}`,
        })),
      );
      return others;
    }
    await ops.removeTeamMember(team.id, userId);
    if (team.entrantId) await ops.removeEntrant(team.entrantId);
    const who = team.members.find((m) => m.userId === userId)?.displayName ?? "A player";
    await ops.notify([
      {
        userId: team.captainId,
        kind: "tournament",
        text: `${who} left team ${team.name} in ${t.name}: invite another player.`,
        textKey: "teamLeft",
        textParams: { name: who, team: team.name, event: t.name },
        href,
        key: `team-left:${team.id}:${userId}:${now.getTime()}`,
      },
    ]);
    return [team.captainId];
  });
  await publishTournamentChange(ctx.bus, tournamentId, notified);
}

async function resolvePlayers(db: Db, names: readonly string[]): Promise<{ userId: string; displayName: string }[]> {
  const out: { userId: string; displayName: string }[] = [];
  for (const name of names) {
    const found = await findUsersByNameOrEmail(db, name);
    if (found.length === 0)
      throw new DomainError("BAD_REQUEST", "noPlayerCalled", { field: "members", params: { name } });
    if (found.length > 1)
      throw new DomainError("BAD_REQUEST", "severalPlayersCalled", {
        params: { name },
        field: "members",
      });
    out.push(found[0]!);
  }
  return out;
}

/** A captain registers a team: the caller and the named players (invited; the team enters once all accept). */
export async function registerTeam(
  ctx: PlayContext,
  captain: { id: string; displayName: string },
  input: { tournamentId: string; name: string; members: string[] },
  now = new Date(),
): Promise<{ teamId: string }> {
  const invited = await resolvePlayers(ctx.db, input.members);
  const captainId = captain.id;
  const r = await withLockedTournament(ctx.db, input.tournamentId, async (found, ops) => {
    const snap = openOrThrow(found, now);
    const t = snap.tournament;
    if (t.teamSize <= 1) throw new DomainError("BAD_REQUEST", "notTeamEventRegister");
    if (invited.length !== t.teamSize - 1)
      throw new DomainError("BAD_REQUEST", "teamSizeMembers", {
        field: "members",
        params: { count: t.teamSize, others: t.teamSize - 1 },
      });
    const ids = [captainId, ...invited.map((p) => p.userId)];
    if (new Set(ids).size !== ids.length)
      throw new DomainError("BAD_REQUEST", "nameEachPlayerOnce", { field: "members" });
    if (teamOf(snap, captainId)) throw new DomainError("CONFLICT", "alreadyTeamTournament");
    for (const p of invited) {
      const other = snap.teams.find((tm) => tm.members.some((m) => m.userId === p.userId && m.status === "ACCEPTED"));
      if (other)
        throw new DomainError("CONFLICT", "playerInOtherTeam", {
          params: { name: p.displayName, team: other.name },
          field: "members",
        });
    }
    if (snap.teams.some((tm) => tm.name.toLowerCase() === input.name.toLowerCase()))
      throw new DomainError("CONFLICT", "teamNameTaken", { field: "name", params: { name: input.name } });
    const blocked = registrationBlocked(snap, now);
    if (blocked) throw new DomainError("PRECONDITION_FAILED", blocked);
    const team = await ops.createTeam({ name: input.name, captainId });
    for (const p of invited) await ops.addTeamMember({ teamId: team.id, userId: p.userId, status: "INVITED" });
    const href = tournamentHref(t.id);
    await ops.notify(
      invited.map((p) => ({
        userId: p.userId,
        kind: "team_invite",
        text: `${captain.displayName} invites you to play for team ${input.name} in ${t.name}.`,
        textKey: "teamInvite",
        textParams: { name: captain.displayName, team: input.name, event: t.name },
        href,
        key: `team-invite:${team.id}:${p.userId}`,
      })),
    );
    return { teamId: team.id, notified: invited.map((p) => p.userId) };
  });
  await publishTournamentChange(ctx.bus, input.tournamentId, r.notified);
  return { teamId: r.teamId };
}

/** An invited player accepts (the team enters when it is complete) or declines (their place is free again). */
export async function answerInvite(
  ctx: PlayContext,
  userId: string,
  input: { tournamentId: string; teamId: string; accept: boolean },
  now = new Date(),
): Promise<void> {
  const notified = await withLockedTournament(ctx.db, input.tournamentId, async (found, ops) => {
    const snap = openOrThrow(found, now);
    const t = snap.tournament;
    const team = snap.teams.find((tm) => tm.id === input.teamId);
    const me = team?.members.find((m) => m.userId === userId);
    if (!team || !me || me.status !== "INVITED") throw new DomainError("NOT_FOUND", "noInvitationTeam");
    const href = tournamentHref(t.id);
    if (!input.accept) {
      await ops.removeTeamMember(team.id, userId);
      await ops.notify([
        {
          userId: team.captainId,
          kind: "tournament",
          text: `${me.displayName} declined to play for team ${team.name} in ${t.name}.`,
          textKey: "teamDeclined",
          textParams: { name: me.displayName, team: team.name, event: t.name },
          href,
          key: `team-declined:${team.id}:${userId}:${now.getTime()}`,
        },
      ]);
      return [team.captainId];
    }
    const other = snap.teams.find(
      (tm) => tm.id !== team.id && tm.members.some((m) => m.userId === userId && m.status === "ACCEPTED"),
    );
    if (other) throw new DomainError("CONFLICT", "youPlayForOtherTeam", { params: { team: other.name } });
    const complete =
      team.members.every((m) => m.userId === userId || m.status === "ACCEPTED") && team.members.length === t.teamSize;
    if (complete) {
      const blocked = registrationBlocked(snap, now);
      if (blocked) throw new DomainError("PRECONDITION_FAILED", blocked);
    }
    await ops.setTeamMemberStatus(team.id, userId, "ACCEPTED");
    // Other invitations of this player in the event lapse: one team per player.
    for (const tm of snap.teams)
      if (tm.id !== team.id && tm.members.some((m) => m.userId === userId && m.status === "INVITED"))
        await ops.removeTeamMember(tm.id, userId);
    if (complete && !team.entrantId) await ops.addEntrant({ teamId: team.id });
    const text = complete
      ? `Team ${team.name} is complete and registered for ${t.name}.`
      : `${me.displayName} joined team ${team.name} in ${t.name}.`;
    await ops.notify([
      {
        userId: team.captainId,
        kind: "tournament",
        text,
        textKey: complete ? "teamComplete" : "teamJoined",
        textParams: { name: me.displayName, team: team.name, event: t.name },
        href,
        key: `team-accepted:${team.id}:${userId}`,
      },
    ]);
    return [team.captainId];
  });
  await publishTournamentChange(ctx.bus, input.tournamentId, notified);
}
