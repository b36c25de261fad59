// Registration closes (the CLOSE_JOB, due at registrationClosesAt): too few entrants cancel the event, everyone
// registered is told; otherwise the entrants are seeded in registration order, the number of rounds is fixed (and a
// round robin's whole schedule computed), and round 1 is queued for its start time.
import type { RoundPairing } from "~/engine/tournament";
import type { PlayContext } from "../games/play-context";
import { loadTournamentSnapshot, type TournamentSnapshot } from "../repositories/tournament-snapshot";
import { withLockedTournament } from "../repositories/locked-tournament";
import { kickJobWorker } from "../jobs/kick";
import { publishTournamentChange } from "./channel";
import { START_ROUND_JOB, startRoundJobKey } from "./job-kinds";
import { roundRobinPlan, totalRoundsFor } from "./pairing";
import { actualStartOf } from "./schedule";
import { tellOfEvent } from "./tell-of-event";
import { closeWaitingList } from "./waiting-list";
import { plural } from "~/engine/core/plural";

export type CloseOutcome = "started" | "cancelled" | "nothing-to-do";

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Everyone in the event: each entrant's players, and the organiser. */
export function peopleOf(snap: TournamentSnapshot): string[] {
  return [...new Set([...snap.entrants.flatMap((e) => e.members.map((m) => m.userId)), snap.tournament.organiserId])];
}

export function formatWhen(d: Date): string {
  return d.toISOString().replace("T", " ").slice(0, 16) + " UTC";
}

export async function closeRegistration(
  ctx: PlayContext,
  tournamentId: string,
  now: Date,
): Promise<CloseOutcome | { retryAt: Date }> {
  // A round robin's schedule can take a moment to search (tables of 3 and more): it is computed before the lock from
  // the entrants then, and used only if they are still the same under the lock.
  const before = await loadTournamentSnapshot(ctx.db, tournamentId);
  if (!before || before.tournament.status !== "REGISTRATION") return "nothing-to-do";
  if (now < before.tournament.registrationClosesAt) return { retryAt: before.tournament.registrationClosesAt };
  const seeded = before.entrants.map((e) => e.id);
  const plan: RoundPairing[] | null =
    before.tournament.format === "ROUND_ROBIN" && seeded.length >= before.tournament.minEntrants
      ? roundRobinPlan(before.tournament, seeded)
      : null;

  const done = await withLockedTournament(ctx.db, tournamentId, async (snap, ops) => {
    if (!snap || snap.tournament.status !== "REGISTRATION") return null;
    const t = snap.tournament;
    // The organiser moved the close later while this run was on its way (tournament.edit): come back then.
    if (now < t.registrationClosesAt) return { outcome: "later" as const, retryAt: t.registrationClosesAt };
    const ids = snap.entrants.map((e) => e.id);
    const people = peopleOf(snap);
    const stillWaiting = await closeWaitingList(snap, ops);
    if (ids.length < t.minEntrants) {
      const reason = `Only ${plural(ids.length, "entrant")} registered; ${t.minEntrants} were needed.`;
      // The pages say why from the event's entrants and minimum, in the reader's language.
      await ops.update({ status: "CANCELLED", cancelledBy: "too_few", cancelReason: null, finishedAt: now });
      const words = {
        text: `${t.name} is cancelled: ${reason}`,
        textKey: "tooFewEntrants",
        textParams: { event: t.name, count: ids.length, needed: t.minEntrants },
      };
      await tellOfEvent(ops, t, people, words, (userId) => `tournament-cancelled:${t.id}:${userId}`);
      return { outcome: "cancelled" as const, notified: [...people, ...stillWaiting] };
    }
    if (t.format === "ROUND_ROBIN" && (!plan || !sameList(ids, seeded)))
      throw new Error(`tournament ${t.id}: the entrants changed while closing; trying again`);
    const totalRounds = totalRoundsFor(t, ids, plan);
    await ops.setSeeds(ids);
    await ops.update({
      status: "RUNNING",
      totalRounds,
      ...(plan
        ? { plan: plan.map((r) => ({ round: r.round, tables: r.tables.map((x) => [...x]), byes: [...r.byes] })) }
        : {}),
    });
    const firstAt = actualStartOf(t, 1, now);
    await ops.enqueue([
      {
        kind: START_ROUND_JOB,
        payload: { tournamentId: t.id, round: 1 },
        runAt: firstAt,
        key: startRoundJobKey(t.id, 1),
      },
    ]);
    const text = `Registration for ${t.name} has closed with ${plural(ids.length, "entrant")}: ${plural(totalRounds, "round")}, the first at ${formatWhen(firstAt)}.`;
    const textParams = { event: t.name, count: ids.length, rounds: totalRounds, firstAt: firstAt.toISOString() };
    const words = { text, textKey: "registrationClosed", textParams };
    await tellOfEvent(ops, t, people, words, (userId) => `tournament-closed:${t.id}:${userId}`);
    return { outcome: "started" as const, notified: [...people, ...stillWaiting], firstAt };
  });
  if (!done) return "nothing-to-do";
  if (done.outcome === "later") return { retryAt: done.retryAt };
  if (done.outcome === "started" && done.firstAt <= now) kickJobWorker();
  await publishTournamentChange(ctx.bus, tournamentId, done.notified);
  return done.outcome;
}
