// A round is over (FINISH_ROUND_JOB, queued when its last pairing ended): under the event's lock, the round is
// marked finished; then either the event is over — the elimination's champion, or after the last round the top of
// the standings — and everyone is told who won, or the next round is queued for its start time (at once when that
// has passed: the round ran long).
import type { PlayContext } from "../games/play-context";
import { kickJobWorker } from "../jobs/kick";
import type { NewNotification } from "../repositories/notifications";
import { withLockedTournament } from "../repositories/locked-tournament";
import { publishTournamentChange, tournamentHref } from "./channel";
import { peopleOf } from "./close-registration";
import { START_ROUND_JOB, startRoundJobKey } from "./job-kinds";
import { finalWinner, standingsOf } from "./pairing";
import { actualStartOf } from "./schedule";

export type FinishRoundOutcome = "event-over" | "next-round-queued" | "nothing-to-do";

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
};

export async function finishRound(
  ctx: PlayContext,
  tournamentId: string,
  n: number,
  now: Date,
): Promise<FinishRoundOutcome> {
  const done = await withLockedTournament(ctx.db, tournamentId, async (snap, ops) => {
    if (!snap || snap.tournament.status !== "RUNNING") return null;
    const t = snap.tournament;
    const round = snap.rounds.find((r) => r.number === n);
    if (!round || round.status !== "PLAYING") return null;
    if (!snap.pairings.filter((p) => p.roundId === round.id).every((p) => p.finishedAt !== null)) return null;
    await ops.finishRound(round.id, now);
    round.status = "FINISHED";
    round.finishedAt = now;

    const winner = finalWinner(snap, n);
    const lastRound = t.totalRounds !== null && n >= t.totalRounds;
    const href = tournamentHref(t.id);
    if (winner !== null || lastRound) {
      await ops.update({ status: "FINISHED", winnerEntrantId: winner, finishedAt: now });
      const winnerName = snap.entrants.find((e) => e.id === winner)?.name ?? "";
      const places = t.format === "ELIMINATION" ? null : new Map(standingsOf(snap).map((r) => [r.entrant, r.rank]));
      const teams = t.teamSize > 1;
      const notes: NewNotification[] = peopleOf(snap).map((userId) => {
        const mine = snap.entrants.find((e) => e.members.some((m) => m.userId === userId));
        const place = mine && places?.get(mine.id);
        const yours =
          mine?.id === winner
            ? " Congratulations!"
            : place
              ? ` ${teams ? "Your team" : "You"} finished ${ordinal(place)} of ${snap.entrants.length}.`
              : "";
        return {
          userId,
          kind: "tournament",
          text:
            winner === null ? `${t.name} is over, with no winner.` : `${t.name} is over: ${winnerName} won.${yours}`,
          textKey: winner === null ? "tournamentOverNoWinner" : "tournamentOver",
          textParams: {
            event: t.name,
            winner: winnerName,
            yours: mine?.id === winner ? "won" : place ? "placed" : "none",
            place: place || 0,
            of: snap.entrants.length,
            // Counted as teams or as people ("3팀 중", "3人中").
            entrants: teams ? "teams" : "players",
          },
          href,
          key: `tournament-over:${t.id}:${userId}`,
        };
      });
      await ops.notify(notes);
      return { outcome: "event-over" as const, notified: notes.map((x) => x.userId), nextAt: null };
    }
    const nextAt = actualStartOf(t, n + 1, now);
    await ops.enqueue([
      {
        kind: START_ROUND_JOB,
        payload: { tournamentId: t.id, round: n + 1 },
        runAt: nextAt,
        key: startRoundJobKey(t.id, n + 1),
      },
    ]);
    return { outcome: "next-round-queued" as const, notified: [], nextAt };
  });
  if (!done) return "nothing-to-do";
  if (done.nextAt && done.nextAt <= now) kickJobWorker();
  await publishTournamentChange(ctx.bus, tournamentId, done.notified);
  return done.outcome;
}
