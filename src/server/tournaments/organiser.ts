// Who may run an event's organiser tools (cancel, edit, remove an entrant): its organiser, or an admin (whose action on
// someone else's event is audited). And who hears of a change to the whole event.
import { DomainError, type ErrorKey } from "../errors";
import type { LockedTournamentOps } from "../repositories/locked-tournament";
import type { TournamentRecord } from "../repositories/tournaments";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import { peopleOf } from "./close-registration";

export interface EventActor {
  id: string;
  role: string;
}

/** "organiser" or "admin"; refuses anyone else with `refusal` (FORBIDDEN). */
export function organiserOrAdmin(
  t: Pick<TournamentRecord, "organiserId">,
  actor: EventActor,
  refusal: ErrorKey,
): "organiser" | "admin" {
  if (actor.id === t.organiserId) return "organiser";
  if (actor.role === "ADMIN") return "admin";
  throw new DomainError("FORBIDDEN", refusal);
}

/** Everyone in the event — each entrant's players, every team's players (an incomplete team's too), the organiser, the waiting list — but `except`. */
export function everyoneIn(snap: TournamentSnapshot, except: string): string[] {
  const teamPlayers = snap.teams.flatMap((tm) => tm.members.map((m) => m.userId));
  const waiting = snap.waitingList.map((w) => w.userId);
  return [...new Set([...peopleOf(snap), ...teamPlayers, ...waiting])].filter((id) => id !== except);
}

/** The audit entry of an admin's action on someone else's event, with the event's name and organiser in its details. */
export function auditEventAction(
  ops: LockedTournamentOps,
  actor: EventActor,
  action: string,
  t: Pick<TournamentRecord, "id" | "name" | "organiserId" | "organiserName">,
  details: Record<string, unknown>,
): Promise<void> {
  return ops.audit({
    actorId: actor.id,
    action,
    targetType: "tournament",
    targetId: t.id,
    details: { name: t.name, organiserId: t.organiserId, organiserName: t.organiserName, ...details },
  });
}
