// The stored event as the pages see it: schedule, entrants and teams, rounds with every pairing and game, standings
// with tie-breaks (live: tables finished in the round in play count at once), the bracket (elimination) and the
// crosstable (round robin), all recomputed by the tournament maths from the snapshot.
import { describeOptions } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import {
  buildLedger,
  crosstable,
  gamePoints,
  seating,
  sideOfSeat,
  tableOutcome,
  tableWinner,
  type GameResult,
} from "~/engine/tournament";
import type {
  BracketMatchView,
  CrosstableView,
  PairingView,
  RoundView,
  StandingView,
  TournamentFormat,
  TournamentStatus,
  TournamentSummaryView,
  TournamentView,
} from "../views/tournament";
import type { SessionUser } from "../auth/session";
import type { TournamentListRecord, TournamentRecord, TournamentSnapshot } from "../repositories/tournaments";
import { storedTimeControl } from "../games/time-control";
import { isCancellable } from "./cancel-tournament";
import { editableFields } from "./edit-tournament";
import {
  bracketOf,
  bracketStateOf,
  entrantIds,
  roundRecords,
  scoringRules,
  standingsOf,
  tableResultOf,
} from "./pairing";
import { registrationBlocked } from "./registration";
import { scheduledStartOf } from "./schedule";
import { waitingListBlocked } from "./waiting-list";
import { layoutForSides, shapeInWords, teamsChoiceOf } from "./shape";

const FORMAT: Record<TournamentRecord["format"], TournamentFormat> = {
  ELIMINATION: "elimination",
  ROUND_ROBIN: "round_robin",
  SWISS: "swiss",
};
const FORMAT_TITLE: Record<TournamentFormat, string> = {
  elimination: "Single elimination",
  round_robin: "Round robin",
  swiss: "Swiss",
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(
  t: TournamentRecord,
  extra: { entrantCount: number; waitingCount: number; currentRound: number | null; winnerName: string | null },
): TournamentSummaryView {
  const format = FORMAT[t.format];
  return {
    id: t.id,
    name: t.name,
    game: t.game as GameName,
    gameTitle: getRuleset(t.game)?.title ?? t.game,
    format,
    formatTitle: FORMAT_TITLE[format],
    status: t.status.toLowerCase() as TournamentStatus,
    featured: t.featured,
    organiser: { id: t.organiserId, displayName: t.organiserName },
    shape: shapeInWords(t),
    teamSize: t.teamSize,
    scoring: t.scoring === "VICTORIES" ? "victories" : "cumulative",
    gamesPerPairing: t.gamesPerPairing,
    registrationClosesAt: t.registrationClosesAt.toISOString(),
    firstRoundAt: scheduledStartOf(t, 1).toISOString(),
    entrantCount: extra.entrantCount,
    waitingCount: extra.waitingCount,
    minEntrants: t.minEntrants,
    maxEntrants: t.maxEntrants,
    totalRounds: t.totalRounds,
    currentRound: extra.currentRound,
    winnerName: extra.winnerName,
    cancelReason: t.cancelReason,
  };
}

export function tournamentSummaryView(t: TournamentListRecord): TournamentSummaryView {
  return summaryOf(t, t);
}

export function tournamentView(snap: TournamentSnapshot, viewer: SessionUser | null, now = new Date()): TournamentView {
  const t = snap.tournament;
  const mode = scoringRules(t).mode;
  const nameOf = (id: string) => snap.entrants.find((e) => e.id === id)?.name ?? "?";
  const seedOf = (id: string) =>
    snap.entrants.find((e) => e.id === id)?.seed ?? snap.entrants.findIndex((e) => e.id === id) + 1;
  const side = (id: string) => ({ entrantId: id, name: nameOf(id) });
  const ruleset = getRuleset(t.game);
  // Who sits where at a pairing's tables, as the round's start seated them (team events: the team seating), by name.
  const seatNames = (sides: string[]): { name: string; team: string | null }[] | null => {
    if (!ruleset) return null;
    const members = (id: string) => snap.entrants.find((e) => e.id === id)?.members.map((m) => m.displayName) ?? [];
    const layout = layoutForSides(ruleset, t, sides.length);
    const seated = seating(sides, members, layout);
    if (!seated.ok) return null;
    const sideOf = sideOfSeat(layout, sides.length);
    return seated.value.map((name, seat) => ({ name, team: layout ? nameOf(sides[sideOf[seat]!]!) : null }));
  };
  // What each bye counts, as the standings count it (the round's average moves as its tables finish).
  const ledger = buildLedger(entrantIds(snap), roundRecords(snap, { live: true }), scoringRules(t));
  const byePointsOf = (round: number, id: string) =>
    ledger.ok ? (ledger.value.byes.find((b) => b.round === round && b.entrant === id)?.points ?? null) : null;

  // Which forfeited sides resigned (a seat of theirs resigned the game) rather than timing out; seats are the sides in
  // individual play, the team seating's teams in team events.
  const resignedSides = (forfeited: readonly boolean[], resignedSeats: readonly number[], sides: number): boolean[] => {
    const sideOf = sideOfSeat(ruleset ? layoutForSides(ruleset, t, sides) : null, sides);
    return forfeited.map((out, i) => out && resignedSeats.some((seat) => sideOf[seat] === i));
  };
  const rounds: RoundView[] = snap.rounds.map((r) => ({
    number: r.number,
    status: r.status === "FINISHED" ? "finished" : "playing",
    scheduledAt: r.scheduledAt.toISOString(),
    afterPrevious: false,
    startedAt: iso(r.startedAt),
    deadlineAt: iso(r.deadlineAt),
    finishedAt: iso(r.finishedAt),
    byes: r.byes.map((id) => ({ ...side(id), points: byePointsOf(r.number, id) })),
    pairings: snap.pairings
      .filter((p) => p.roundId === r.id)
      .map((p): PairingView => {
        const result = tableResultOf(p);
        const outcome = result ? tableOutcome(result, mode) : null;
        const seats = seatNames(p.sides);
        return {
          index: p.index,
          matchId: p.matchId,
          sides: p.sides.map(side),
          games: p.games.map((g) => {
            const res = g.result as GameResult | null;
            return {
              index: g.index,
              tableId: g.tableId,
              gameId: g.gameId,
              status: g.gameStatus.toLowerCase() as "active" | "finished" | "aborted",
              firstDealer: g.firstDealer,
              firstDealerName: g.firstDealer === null ? null : (seats?.[g.firstDealer]?.name ?? null),
              firstDealerTeam: g.firstDealer === null ? null : (seats?.[g.firstDealer]?.team ?? null),
              points: res ? gamePoints(res, mode) : null,
              forfeited: res?.forfeited ? [...res.forfeited] : null,
              resigned: res?.forfeited ? resignedSides(res.forfeited, g.resignedSeats, p.sides.length) : null,
            };
          }),
          points: outcome ? [...outcome.points] : null,
          places: outcome ? [...outcome.places] : null,
          winner: outcome ? p.sides[tableWinner(outcome, seedOf)]! : null,
          finished: p.finishedAt !== null,
        };
      }),
  }));
  // The rounds still to come, as scheduled.
  if (t.status === "RUNNING" || t.status === "REGISTRATION") {
    const last = t.totalRounds ?? (t.format === "SWISS" ? t.swissRounds : null) ?? 1;
    let before = snap.rounds.length ? snap.rounds[snap.rounds.length - 1]!.startedAt : null;
    for (let k = snap.rounds.length + 1; k <= last; k++) {
      const at = scheduledStartOf(t, k);
      const afterPrevious = (before !== null && at <= before) || (k > 1 && at <= now);
      rounds.push({
        number: k,
        status: "scheduled",
        scheduledAt: at.toISOString(),
        afterPrevious,
        startedAt: null,
        deadlineAt: null,
        finishedAt: null,
        byes: [],
        pairings: [],
      });
      before = afterPrevious ? before : at;
    }
  }

  const seeded = t.status === "RUNNING" || t.status === "FINISHED";
  const standings: StandingView[] = seeded
    ? standingsOf(snap, { live: true }).map((s) => ({
        rank: s.rank,
        entrantId: s.entrant,
        name: nameOf(s.entrant),
        seed: s.seed,
        score: s.score,
        played: s.played,
        byes: s.byes,
        wins: s.wins,
        buchholz: s.buchholz,
        sonnebornBerger: s.sonnebornBerger,
        headToHead: s.headToHead,
        decidedBy: s.decidedBy,
      }))
    : [];

  let bracket: BracketMatchView[][] | null = null;
  if (seeded && t.format === "ELIMINATION") {
    const b = bracketOf(snap);
    const state = bracketStateOf(snap, b);
    bracket = b.rounds.map((matches, ri) =>
      matches.map((m, mi) => {
        const s = state.rounds[ri]![mi]!;
        const pairing = snap.pairings.find((p) => p.matchId === m.id);
        return {
          id: m.id,
          round: m.round,
          index: m.index,
          status: s.status,
          slots: m.slots.map((slot, i) => {
            const id = s.entrants[i] ?? null;
            return { entrantId: id, name: id ? nameOf(id) : null, seed: id ? seedOf(id) : null, from: slot.from };
          }),
          winner: s.winner,
          points: s.outcome ? [...s.outcome.points] : null,
          tableId: pairing?.games[0]?.tableId ?? null,
        };
      }),
    );
  }

  let cross: CrosstableView | null = null;
  if (seeded && t.format === "ROUND_ROBIN") {
    const c = crosstable({
      entrants: entrantIds(snap),
      rounds: roundRecords(snap, { live: true }),
      scoring: scoringRules(t),
    });
    if (c.ok) {
      cross = {
        order: c.value.order.map(side),
        rows: c.value.rows.map((row) => ({
          entrantId: row.standing.entrant,
          name: nameOf(row.standing.entrant),
          rank: row.standing.rank,
          score: row.standing.score,
          cells: row.cells.map((cell) =>
            cell.map((m) => ({ round: m.round, points: m.points, opponentPoints: m.opponentPoints, result: m.result })),
          ),
        })),
      };
    }
  }

  const mine = viewer ? snap.entrants.find((e) => e.members.some((m) => m.userId === viewer.id)) : undefined;
  const myTeam = viewer
    ? snap.teams.find((tm) => tm.members.some((m) => m.userId === viewer.id && m.status === "ACCEPTED"))
    : undefined;
  const open = t.status === "REGISTRATION" && now < t.registrationClosesAt;
  const winnerId = t.winnerEntrantId;
  const currentRound = snap.rounds.length ? snap.rounds[snap.rounds.length - 1]!.number : null;
  const organiserView = viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN");
  const waitingIndex = viewer ? snap.waitingList.findIndex((w) => w.userId === viewer.id) : -1;

  return {
    ...summaryOf(t, {
      entrantCount: snap.entrants.length,
      waitingCount: snap.waitingList.length,
      currentRound,
      winnerName: winnerId ? nameOf(winnerId) : null,
    }),
    description: t.description,
    preset: { id: t.preset.id, slug: t.preset.slug, title: t.preset.title, version: t.preset.version },
    options: ruleset
      ? describeOptions(ruleset.optionSpecs, t.options).map(({ name, label, value }) => ({ name, label, value }))
      : [],
    teamsChoice: teamsChoiceOf(t),
    byeScore: scoringRules(t).bye ?? "average",
    sidesPerTable: t.sidesPerTable,
    swissRounds: t.swissRounds,
    timeControl: storedTimeControl(t.timeControl),
    timeoutsBeforeForfeit: t.timeoutsBeforeForfeit,
    roundDurationSeconds: t.roundDurationSeconds,
    roundIntervalSeconds: t.roundIntervalSeconds,
    startedAt: iso(t.startedAt),
    finishedAt: iso(t.finishedAt),
    winner: winnerId ? side(winnerId) : null,
    entrants: snap.entrants.map((e) => ({
      id: e.id,
      name: e.name,
      seed: e.seed,
      members: e.members.map((m) => ({ id: m.userId, displayName: m.displayName })),
      isMine: e === mine,
    })),
    teams: snap.teams.map((tm) => ({
      id: tm.id,
      name: tm.name,
      captainId: tm.captainId,
      members: tm.members.map((m) => ({
        id: m.userId,
        displayName: m.displayName,
        status: m.status === "ACCEPTED" ? "accepted" : "invited",
      })),
      complete: tm.entrantId !== null,
    })),
    waitingList: organiserView ? snap.waitingList.map((w) => ({ id: w.userId, displayName: w.displayName })) : null,
    rounds,
    standings,
    bracket,
    crosstable: cross,
    viewer: {
      signedIn: viewer !== null,
      registered: mine !== undefined,
      teamId: myTeam?.id ?? null,
      isCaptain: myTeam?.captainId === viewer?.id && myTeam !== undefined,
      invitations: viewer
        ? snap.teams
            .filter((tm) => tm.members.some((m) => m.userId === viewer.id && m.status === "INVITED"))
            .map((tm) => ({ teamId: tm.id, teamName: tm.name }))
        : [],
      registrationBlocked: registrationBlocked(snap, now),
      waitingPosition: waitingIndex >= 0 ? waitingIndex + 1 : null,
      waitingListBlocked: viewer ? waitingListBlocked(snap, viewer.id, now) : "Sign in to join the waiting list.",
      canWithdraw: open && (mine !== undefined || myTeam !== undefined),
      isOrganiser: viewer?.id === t.organiserId,
      isAdmin: viewer?.role === "ADMIN",
      canCancel: viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN") && isCancellable(snap),
      editable: viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN") ? editableFields(snap) : [],
      canRemoveEntrants:
        viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN") && isCancellable(snap),
    },
  };
}
