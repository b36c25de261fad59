// A round starts (START_ROUND_JOB, due at the round's start time): under the event's lock, if the round does not
// exist yet and the one before is over, it is paired by the format's maths (pairing.ts) and each pairing gets its
// engine games — one engine table per game, every seat taken as the team seating says, the first dealer from the
// rotation (so each seat deals first equally often across the pairing's games and, given the games dealt before, over
// the event), the pinned preset's option values, the event's clock. Everything is one transaction with the games'
// first deadline and after-move jobs and the round's deadline job; the notifications of each game's start follow the
// commit as for any table (the queued after-move job is their backstop).
import { dealtBeforeAt, firstDealers, firstDealsBySide, seating } from "~/engine/tournament";
import type { AnyRuleset } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import type { AfterMoveFacts } from "../games/after-move";
import type { PlayContext } from "../games/play-context";
import { newSeed, prepareStart } from "../games/start-game";
import { startJobs } from "../games/start-jobs";
import { afterStart, type StartedGame } from "../games/tables";
import { teamOfSeat } from "../games/team-layout";
import { speedOf, storedTimeControl } from "../games/time-control";
import { kickJobWorker } from "../jobs/kick";
import type { NewJob } from "../repositories/jobs";
import type { NewNotification } from "../repositories/notifications";
import { withLockedTournament } from "../repositories/locked-tournament";
import { publishTournamentChange, tournamentHref } from "./channel";
import { FINISH_ROUND_JOB, ROUND_DEADLINE_JOB, finishRoundJobKey, roundDeadlineJobKey } from "./job-kinds";
import { planRound, roundRecords } from "./pairing";
import { deadlineOf, scheduledStartOf } from "./schedule";
import { layoutForSides } from "./shape";
import type { NotificationParams } from "../repositories/notifications";

export type StartOutcome = "started" | "nothing-to-do";

function rulesetOf(game: string): AnyRuleset {
  const r = getRuleset(game);
  if (!r) throw new Error(`unknown game ${game}`);
  return r;
}

const listNames = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export async function startRound(
  ctx: PlayContext,
  tournamentId: string,
  n: number,
  now: Date,
): Promise<StartOutcome | { retryAt: Date }> {
  type Locked = null | { retryAt: Date } | { started: StartedGame[]; notified: string[] };
  const done = await withLockedTournament(ctx.db, tournamentId, async (snap, ops): Promise<Locked> => {
    if (!snap || snap.tournament.status !== "RUNNING") return null;
    const t = snap.tournament;
    if (snap.rounds.some((r) => r.number === n)) return null;
    if (n > 1 && snap.rounds.find((r) => r.number === n - 1)?.status !== "FINISHED") return null;
    if (t.totalRounds !== null && n > t.totalRounds) return null;
    const scheduledAt = scheduledStartOf(t, n);
    // Due early on a clock that runs a little behind another process's: come back at the time.
    if (now < scheduledAt) return { retryAt: scheduledAt };

    const ruleset = rulesetOf(t.game);
    const plan = planRound(snap, n);
    const deadlineAt = deadlineOf(t, now);
    const round = await ops.createRound({ number: n, scheduledAt, startedAt: now, deadlineAt, byes: plan.byes });
    const tc = storedTimeControl(t.timeControl);
    const eventLayout = layoutForSides(ruleset, t, t.sidesPerTable);
    const dealtCounts = firstDealsBySide(roundRecords(snap), t.teamSize > 1 ? eventLayout : null);
    const entrant = (id: string) => snap.entrants.find((e) => e.id === id)!;
    const href = tournamentHref(t.id);
    const jobs: NewJob[] = [];
    const notes: NewNotification[] = [];
    const started: StartedGame[] = [];

    for (const [index, table] of plan.tables.entries()) {
      const pairing = await ops.createPairing({
        roundId: round.id,
        round: n,
        index,
        matchId: table.matchId,
        sides: table.sides,
      });
      const layout = layoutForSides(ruleset, t, table.sides.length);
      const seated = seating(table.sides, (side) => entrant(side).members.map((m) => m.userId), layout);
      if (!seated.ok) throw new Error(`tournament ${t.id}, round ${n}: ${seated.error.message}`);
      const players = seated.value.length;
      const dealers = firstDealers(players, t.gamesPerPairing, dealtBeforeAt(table.sides, dealtCounts, layout));
      if (!dealers.ok) throw new Error(`tournament ${t.id}: ${dealers.error.message}`);
      let firstTableId: string | null = null;
      for (let g = 0; g < t.gamesPerPairing; g++) {
        const firstDealer = ruleset.traits.realTime ? null : dealers.value[g]!;
        const start = prepareStart(
          ruleset,
          { id: pairing.id, playerCount: players, teams: layout, options: t.options, timeControl: t.timeControl },
          now,
          newSeed(),
          firstDealer,
        );
        const created = await ops.createPairingGame({
          pairingId: pairing.id,
          index: g,
          firstDealer,
          bankMs: start.bankMs,
          game: start.row,
          table: {
            game: ruleset.game,
            options: t.options,
            playerCount: players,
            teams: layout,
            timeControl: tc,
            speed: speedOf(ruleset, tc),
            timeoutsBeforeForfeit: tc ? t.timeoutsBeforeForfeit : null,
            creatorId: t.organiserId,
            presetVersionId: t.presetVersionId,
            seats: seated.value.map((userId, seat) => ({ seat, team: teamOfSeat(layout, seat), userId })),
          },
        });
        firstTableId ??= created.tableId;
        const facts: AfterMoveFacts = {
          gameId: created.gameId,
          seq: 0,
          started: true,
          roundEnded: ruleset.roundSummaries(start.state).length > 0,
          finished: start.row.status === "FINISHED",
          yourTurn: start.row.toAct.map((s) => seated.value[s]!),
          timeout: null,
        };
        jobs.push(...startJobs(created.gameId, start, facts, now));
        started.push({ gameId: created.gameId, state: start.state, facts });
      }
      for (const side of table.sides) {
        const others = table.sides.filter((s) => s !== side).map((s) => entrant(s).name);
        const to = firstTableId ? `/table/${firstTableId}` : href;
        notes.push(...roundNotes(t, n, entrant(side).members, others, to));
      }
    }
    for (const side of plan.byes) notes.push(...roundNotes(t, n, entrant(side).members, null, href));
    if (n === 1) await ops.update({ startedAt: now });
    jobs.push({
      kind: ROUND_DEADLINE_JOB,
      payload: { tournamentId: t.id, round: n },
      runAt: deadlineAt,
      key: roundDeadlineJobKey(t.id, n),
    });
    // A round with nothing to play (everyone has a bye) is over at once.
    if (plan.tables.length === 0)
      jobs.push({
        kind: FINISH_ROUND_JOB,
        payload: { tournamentId: t.id, round: n },
        runAt: now,
        key: finishRoundJobKey(t.id, n),
      });
    await ops.enqueue(jobs);
    await ops.notify(notes);
    return { started, notified: notes.map((x) => x.userId) };
  });
  if (!done) return "nothing-to-do";
  if ("retryAt" in done) return done;
  for (const g of done.started) await afterStart(ctx, g, now);
  kickJobWorker();
  await publishTournamentChange(ctx.bus, tournamentId, done.notified);
  return "started";
}

/** A round's start as a player is told it: whom they play (or a bye), in English and as a catalog key. */
function roundWords(
  n: number,
  event: string,
  others: string[] | null,
): { text: string; textKey: string; textParams: NotificationParams } {
  return others
    ? {
        text: `Round ${n} of ${event} has started: you play ${listNames(others)}.`,
        textKey: "roundStarted",
        textParams: { round: n, event, others },
      }
    : {
        text: `Round ${n} of ${event} has started: you have a bye.`,
        textKey: "roundBye",
        textParams: { round: n, event },
      };
}

/** The notifications of a round's start to one side's members: whom they play (`others`; null: a bye), where. */
function roundNotes(
  t: { id: string; name: string },
  n: number,
  members: readonly { userId: string }[],
  others: string[] | null,
  href: string,
): NewNotification[] {
  return members.map((m): NewNotification => ({
    userId: m.userId,
    kind: "tournament_round",
    ...roundWords(n, t.name, others),
    href,
    key: `tournament-round:${t.id}:${n}:${m.userId}`,
  }));
}
