// The organiser (or an admin) calls an event off before its first round starts: during registration, or after the
// close while round 1 is still to come. Under the event's lock: the status becomes CANCELLED with who cancelled it and
// their reason (the pages say them in the reader's language), everyone in the event is told and, for an admin acting on someone
// else's event, the audit log gets its entry in the same transaction. The event's pending jobs need nothing: the close
// acts only on REGISTRATION and a round start only on RUNNING, so both find a cancelled event and do nothing.
import { DomainError } from "../errors";
import type { PlayContext } from "../games/play-context";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import { publishTournamentChange } from "./channel";
import { auditEventAction, everyoneIn, organiserOrAdmin, type EventActor } from "./organiser";
import { tellOfEvent } from "./tell-of-event";
import { withExistingTournament } from "./existing-event";

/** Until round 1 starts (no round exists yet) and not already over or cancelled. */
export function isCancellable(snap: TournamentSnapshot): boolean {
  const s = snap.tournament.status;
  return s === "REGISTRATION" || (s === "RUNNING" && snap.rounds.length === 0);
}

/** Why a cancel is refused now, or null: the same words as the refusal. */
function refusal(snap: TournamentSnapshot): DomainError | null {
  const t = snap.tournament;
  if (t.status === "CANCELLED") return new DomainError("CONFLICT", "tournamentAlreadyCancelled");
  if (t.status === "FINISHED") return new DomainError("PRECONDITION_FAILED", "tournamentOverNoLonger");
  if (!isCancellable(snap)) return new DomainError("PRECONDITION_FAILED", "round1StartedTournament");
  return null;
}

export async function cancelTournament(
  ctx: PlayContext,
  actor: EventActor,
  tournamentId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const notified = await withExistingTournament(ctx.db, tournamentId, async (snap, ops) => {
    const t = snap.tournament;
    const by = organiserOrAdmin(t, actor, "onlyOrganiserCancels");
    const asOrganiser = by === "organiser";
    const refused = refusal(snap);
    if (refused) throw refused;

    await ops.update({ status: "CANCELLED", cancelledBy: by, cancelReason: reason, finishedAt: now });
    await ops.clearWaitingList(); // those waiting are told with everyone below
    // Everyone in the event (an incomplete team's players too), but not the one who cancelled it.
    const people = everyoneIn(snap, actor.id);
    const text = `${t.name} was cancelled by ${by === "organiser" ? "the organiser" : "an admin"}${reason ? `: ${reason}` : "."}`;
    // The reason stays as its writer typed it.
    const words = {
      text,
      textKey: "tournamentCancelled",
      textParams: { event: t.name, by, hasReason: String(reason !== ""), reason },
    };
    await tellOfEvent(ops, t, people, words, (userId) => `tournament-cancelled:${t.id}:${userId}`);
    if (!asOrganiser) {
      await auditEventAction(ops, actor, "tournament.cancel", t, {
        status: t.status,
        reason,
        entrants: snap.entrants.length,
      });
    }
    return people;
  });
  await publishTournamentChange(ctx.bus, tournamentId, notified);
}
