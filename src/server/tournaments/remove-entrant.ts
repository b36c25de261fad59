// Taking a side out of an event before round 1 starts: the organiser (or an admin) removes an entrant or a team, with
// a reason the removed players read in their notification; and an account an admin suspends is withdrawn from every
// event it is in that has not started. Under the event's lock. After the close (round 1 still to come) the entrants
// left are seeded again in the same order and the number of rounds (and a round robin's schedule) is fixed again, as
// the close does; a removal that would leave fewer entrants than the event needs is refused (cancel the event instead).
import { DomainError, because, type ErrorText } from "../errors";
import type { PlayContext } from "../games/play-context";
import type { NewNotification } from "../repositories/notifications";
import { unstartedTournamentIdsOfUser } from "../repositories/tournaments";
import { withLockedTournament, type LockedTournamentOps } from "../repositories/locked-tournament";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import { isCancellable } from "./cancel-tournament";
import { publishTournamentChange, tournamentHref } from "./channel";
import { auditEventAction, organiserOrAdmin, type EventActor } from "./organiser";
import { tellOfEvent } from "./tell-of-event";
import { withExistingTournament } from "./existing-event";
import { roundRobinPlan, totalRoundsFor } from "./pairing";
import { fillFromWaitingList } from "./waiting-list";

export interface RemoveTarget {
  /** Individual events: the entrant. */
  entrantId?: string;
  /** Team events: the team, complete (an entrant) or still waiting for its players. */
  teamId?: string;
}

/** Who the removal is about: the players it takes out (a team's invited players too) and what the event calls it. */
function findTarget(
  snap: TournamentSnapshot,
  target: RemoveTarget,
): { name: string; team: boolean; players: string[]; entrantId: string | null; teamId: string | null } | null {
  if (target.teamId) {
    const team = snap.teams.find((tm) => tm.id === target.teamId);
    return team
      ? {
          name: team.name,
          team: true,
          players: team.members.map((m) => m.userId),
          entrantId: team.entrantId,
          teamId: team.id,
        }
      : null;
  }
  const e = snap.entrants.find((x) => x.id === target.entrantId);
  if (!e) return null;
  if (e.teamId) return findTarget(snap, { teamId: e.teamId });
  return { name: e.name, team: false, players: e.members.map((m) => m.userId), entrantId: e.id, teamId: null };
}

/** Why taking `entrantId` out is impossible after the close, or null (nothing to check before it). */
function tooFewProblem(snap: TournamentSnapshot, entrantId: string | null): ErrorText | null {
  const t = snap.tournament;
  if (t.status !== "RUNNING" || entrantId === null) return null;
  const left = snap.entrants.length - 1;
  if (left >= t.minEntrants) return null;
  return because("tooFewEntrantsLeft", { left, needed: t.minEntrants });
}

/**
 * Takes the side out; during registration the first on the waiting list takes the place (returned: they were told);
 * after the close, seeds and plans the entrants left again.
 */
async function takeOut(
  snap: TournamentSnapshot,
  ops: LockedTournamentOps,
  side: { entrantId: string | null; teamId: string | null; players: readonly string[] },
  now: Date,
): Promise<string[]> {
  if (side.teamId)
    await ops.deleteTeam(side.teamId); // its entrant goes with it
  else if (side.entrantId) await ops.removeEntrant(side.entrantId);
  const t = snap.tournament;
  if (side.entrantId === null) return [];
  if (t.status === "REGISTRATION") return fillFromWaitingList(snap, ops, snap.entrants.length - 1, side.players, now);
  if (t.status !== "RUNNING") return [];
  const ids = snap.entrants.map((e) => e.id).filter((id) => id !== side.entrantId);
  const plan = t.format === "ROUND_ROBIN" ? roundRobinPlan(t, ids) : null;
  await ops.setSeeds(ids);
  await ops.update({
    totalRounds: totalRoundsFor(t, ids, plan),
    ...(plan
      ? { plan: plan.map((r) => ({ round: r.round, tables: r.tables.map((x) => [...x]), byes: [...r.byes] })) }
      : {}),
  });
  return [];
}

export async function removeEntrant(
  ctx: PlayContext,
  actor: EventActor,
  tournamentId: string,
  target: RemoveTarget,
  reason: string,
  now: Date,
): Promise<void> {
  const notified = await withExistingTournament(ctx.db, tournamentId, async (snap, ops) => {
    const t = snap.tournament;
    const asOrganiser = organiserOrAdmin(t, actor, "onlyOrganiserRemoves") === "organiser";
    if (t.status === "CANCELLED") throw new DomainError("PRECONDITION_FAILED", "tournamentCancelled");
    if (!isCancellable(snap)) throw new DomainError("PRECONDITION_FAILED", "round1StartedEntrants");
    const side = findTarget(snap, target);
    if (!side) throw new DomainError("NOT_FOUND", t.teamSize > 1 ? "teamNotInTournament" : "playerNotRegistered");
    const tooFew = tooFewProblem(snap, side.entrantId);
    if (tooFew) throw new DomainError("PRECONDITION_FAILED", tooFew);

    const promoted = await takeOut(snap, ops, side, now);
    const by = asOrganiser ? "organiser" : "admin";
    const text = `You were removed from ${t.name} by ${asOrganiser ? "the organiser" : "an admin"}: ${reason}`;
    const words = { text, textKey: "removedFromEvent", textParams: { event: t.name, by, reason } };
    const people = side.players.filter((id) => id !== actor.id);
    await tellOfEvent(ops, t, people, words, (userId) => `tournament-removed:${t.id}:${userId}:${now.getTime()}`);
    if (!asOrganiser) {
      await auditEventAction(ops, actor, "tournament.remove_entrant", t, {
        // The name and whether it is a team's: the admin page says "team …" in its reader's language.
        removed: side.name,
        ...(side.team ? { team: true } : {}),
        players: side.players,
        reason,
      });
    }
    return [...people, ...promoted];
  });
  await publishTournamentChange(ctx.bus, tournamentId, notified);
}

/**
 * An admin suspended the account: it leaves every event that has not started. An individual entrant is removed; a
 * captain's team is withdrawn (its players told); a member leaves their team (the captain told), which stops being an
 * entrant until it is complete again. After the close, a removal that would leave too few entrants is not made (the
 * event keeps its schedule; its organiser may cancel it). Returns the events the account left.
 */
export async function withdrawSuspendedUser(ctx: PlayContext, userId: string, now: Date): Promise<string[]> {
  const left: string[] = [];
  for (const tournamentId of await unstartedTournamentIdsOfUser(ctx.db, userId)) {
    const notified = await withLockedTournament(ctx.db, tournamentId, async (snap, ops) => {
      if (!snap || !isCancellable(snap)) return null;
      const t = snap.tournament;
      const href = tournamentHref(t.id);
      const notes: NewNotification[] = [
        {
          userId,
          kind: "tournament",
          text: `You were withdrawn from ${t.name}: your account was suspended.`,
          textKey: "suspendedWithdrawn",
          textParams: { event: t.name },
          href,
          key: `tournament-suspended:${t.id}:${userId}:${now.getTime()}`,
        },
      ];
      const team = snap.teams.find((tm) => tm.members.some((m) => m.userId === userId));
      let promoted: string[] = [];
      if (snap.waitingList.some((w) => w.userId === userId)) {
        // Waiting only (a player on the list is not an entrant): off the list.
        await ops.removeFromWaitingList(userId);
        notes[0]!.text = `You were taken off the waiting list of ${t.name}: your account was suspended.`;
        notes[0]!.textKey = "suspendedOffWaitingList";
      } else if (team && team.captainId !== userId) {
        if (tooFewProblem(snap, team.entrantId)) return null;
        await ops.removeTeamMember(team.id, userId);
        if (team.entrantId)
          await takeOut(snap, ops, { entrantId: team.entrantId, teamId: null, players: [userId] }, now);
        const who = team.members.find((m) => m.userId === userId)?.displayName ?? "A player";
        notes.push({
          userId: team.captainId,
          kind: "tournament",
          text: `${who} is no longer in team ${team.name} in ${t.name}: invite another player.`,
          textKey: "teamMemberGone",
          textParams: { name: who, team: team.name, event: t.name },
          href,
          key: `team-left:${team.id}:${userId}:${now.getTime()}`,
        });
      } else {
        const side = team
          ? { entrantId: team.entrantId, teamId: team.id, players: [userId] }
          : { entrantId: snap.entrants.find((e) => e.userId === userId)?.id ?? null, teamId: null, players: [userId] };
        if (!side.entrantId && !side.teamId) return null;
        if (tooFewProblem(snap, side.entrantId)) return null;
        promoted = await takeOut(snap, ops, side, now);
        for (const m of team?.members ?? []) {
          if (m.userId !== userId)
            notes.push({
              userId: m.userId,
              kind: "tournament",
              text: `Team ${team!.name} has withdrawn from ${t.name}.`,
              textKey: "teamWithdrawn",
              textParams: { team: team!.name, event: t.name },
              href,
              key: `team-withdrawn:${team!.id}:${m.userId}`,
            });
        }
      }
      await ops.notify(notes);
      return [...notes.map((n) => n.userId), ...promoted];
    });
    if (notified) {
      left.push(tournamentId);
      await publishTournamentChange(ctx.bus, tournamentId, notified);
    }
  }
  return left;
}
