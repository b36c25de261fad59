// The organiser (or an admin) edits an event. Until round 1 starts: its name, description and schedule (registration
// close while registration is open; round 1's start until it starts), checked as the create form's schedule is. The
// pending job of the schedule moves with it under the event's lock — the close job while registration is open, round
// 1's start job after the close — so no job acts at the old time (each handler also re-reads the time: a job run early
// comes back at the stored one). Everyone in the event is told when round 1 or the registration close moves (one
// notification each). Once round 1 has started only the
// description can change. An admin's edit of someone else's event is audited like an admin's cancel.
import { DomainError, type ErrorText } from "../errors";
import type { PlayContext } from "../games/play-context";
import type { TournamentUpdate } from "../repositories/locked-tournament";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import { isCancellable } from "./cancel-tournament";
import { publishTournamentChange } from "./channel";
import { formatWhen } from "./close-registration";
import { closeJobKey, startRoundJobKey } from "./job-kinds";
import { auditEventAction, everyoneIn, organiserOrAdmin, type EventActor } from "./organiser";
import { tellOfEvent } from "./tell-of-event";
import { withExistingTournament } from "./existing-event";
import { scheduleProblem, scheduledStartOf } from "./schedule";

export interface TournamentEdit {
  tournamentId: string;
  name?: string;
  description?: string;
  registrationClosesAt?: Date;
  firstRoundAt?: Date;
}

export type EditableField = "name" | "description" | "registrationClosesAt" | "firstRoundAt";

/** What may be edited now (the page shows these fields): nothing once cancelled. */
export function editableFields(snap: TournamentSnapshot): EditableField[] {
  const t = snap.tournament;
  if (t.status === "CANCELLED") return [];
  if (!isCancellable(snap)) return ["description"];
  return t.status === "REGISTRATION"
    ? ["name", "description", "registrationClosesAt", "firstRoundAt"]
    : ["name", "description", "firstRoundAt"];
}

const bad = (text: ErrorText, field: string) => new DomainError("BAD_REQUEST", text, { field });

export async function editTournament(
  ctx: PlayContext,
  actor: EventActor,
  edit: TournamentEdit,
  now: Date,
): Promise<{ changed: boolean }> {
  const done = await withExistingTournament(ctx.db, edit.tournamentId, async (snap, ops) => {
    const t = snap.tournament;
    const asOrganiser = organiserOrAdmin(t, actor, "onlyOrganiserEdits") === "organiser";
    if (t.status === "CANCELLED") throw new DomainError("PRECONDITION_FAILED", "tournamentCancelledNoLonger");

    const oldFirst = scheduledStartOf(t, 1);
    const change: TournamentUpdate = {};
    if (edit.name !== undefined && edit.name !== t.name) change.name = edit.name;
    if (edit.description !== undefined && edit.description !== t.description) change.description = edit.description;
    const closes =
      edit.registrationClosesAt && edit.registrationClosesAt.getTime() !== t.registrationClosesAt.getTime()
        ? edit.registrationClosesAt
        : undefined;
    const first =
      edit.firstRoundAt && edit.firstRoundAt.getTime() !== oldFirst.getTime() ? edit.firstRoundAt : undefined;

    const allowed = editableFields(snap);
    if (!allowed.includes("name") && (change.name !== undefined || closes || first)) {
      throw new DomainError("PRECONDITION_FAILED", "round1StartedOnly");
    }
    if (closes && !allowed.includes("registrationClosesAt"))
      throw new DomainError("PRECONDITION_FAILED", "registrationClosedClosingTime", {
        field: "registrationClosesAt",
      });

    if (closes || first) {
      const times = [first ?? oldFirst, ...t.roundStartTimes.slice(1)];
      const schedule = { ...t, registrationClosesAt: closes ?? t.registrationClosesAt, roundStartTimes: times };
      const problem = scheduleProblem(schedule, now, { closed: t.status !== "REGISTRATION" });
      if (problem) throw bad(problem.text, problem.field === "roundStartTimes" ? "firstRoundAt" : problem.field);
      if (closes) change.registrationClosesAt = closes;
      if (first) change.roundStartTimes = times;
    }
    if (Object.keys(change).length === 0) return { changed: false, notified: [] as string[] };

    await ops.update(change);
    // The pending job moves with the time (its key stays: never a second job for the same step).
    if (closes) await ops.moveJob(closeJobKey(t.id), closes);
    if (first && t.status === "RUNNING") await ops.moveJob(startRoundJobKey(t.id, 1), first);

    // Everyone in the event hears of a moved schedule, once each: round 1's start, the registration close, or both.
    let notified: string[] = [];
    if (first || closes) {
      notified = everyoneIn(snap, actor.id);
      const name = change.name ?? t.name;
      const moves = [
        ...(first ? [`round 1 now starts at ${formatWhen(first)} (it was ${formatWhen(oldFirst)})`] : []),
        ...(closes
          ? [`registration now closes at ${formatWhen(closes)} (it was ${formatWhen(t.registrationClosesAt)})`]
          : []),
      ];
      const text = `${name}: ${moves.join("; ")}.`;
      // Times as ISO strings (the page says them in the reader's language); "" for the one that did not move.
      const iso = (d: Date | null | undefined) => d?.toISOString() ?? "";
      const words = {
        text,
        textKey: "scheduleMoved",
        textParams: {
          event: name,
          moved: first && closes ? "both" : first ? "start" : "close",
          startsAt: first ? iso(first) : "",
          startedAt: first ? iso(oldFirst) : "",
          closesAt: iso(closes),
          closedAt: closes ? iso(t.registrationClosesAt) : "",
        },
      };
      const when = [
        ...(first ? [String(first.getTime())] : []),
        ...(closes ? [`closes:${closes.getTime()}`] : []),
      ].join(":");
      await tellOfEvent(ops, t, notified, words, (userId) => `tournament-moved:${t.id}:${userId}:${when}`);
    }
    if (!asOrganiser) {
      const iso = (d: Date | undefined) => d?.toISOString();
      await auditEventAction(ops, actor, "tournament.edit", t, {
        name: change.name ?? t.name,
        changed: Object.keys(change).map((k) => (k === "roundStartTimes" ? "firstRoundAt" : k)),
        ...(change.name !== undefined ? { previousName: t.name } : {}),
        ...(closes
          ? { registrationClosesAt: iso(closes), previousRegistrationClosesAt: iso(t.registrationClosesAt) }
          : {}),
        ...(first ? { firstRoundAt: iso(first), previousFirstRoundAt: iso(oldFirst) } : {}),
      });
    }
    return { changed: true, notified };
  });
  if (done.changed) await publishTournamentChange(ctx.bus, edit.tournamentId, done.notified);
  return { changed: done.changed };
}
