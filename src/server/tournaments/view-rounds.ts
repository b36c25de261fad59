// The rounds of an event as the pages see them: each played round with its byes, pairings and games (who deals
// first, the points, who forfeited or resigned), then the rounds still to come as scheduled.
import type { AnyRuleset } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import {
  buildLedger,
  gamePoints,
  seating,
  sideOfSeat,
  tableOutcome,
  tableWinner,
  type GameResult,
  type ScoringMode,
} from "~/engine/tournament";
import type { PairingRecord, TournamentSnapshot } from "../repositories/tournament-snapshot";
import type { TournamentRecord } from "../repositories/tournaments";
import type { PairingView, RoundView } from "../views/tournament";
import { entrantIds, roundRecords, scoringRules, tableResultOf } from "./pairing";
import { scheduledStartOf } from "./schedule";
import { layoutForSides } from "./shape";
import type { EntrantNames } from "./view-names";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every round: the played ones, then (while the event runs or takes entries) the ones still to come. */
export function roundViews(snap: TournamentSnapshot, names: EntrantNames, now: Date): RoundView[] {
  return [...playedRounds(snap, names), ...upcomingRounds(snap, now)];
}

function playedRounds(snap: TournamentSnapshot, names: EntrantNames): RoundView[] {
  const t = snap.tournament;
  const { side } = names;
  const ruleset = getRuleset(t.game);
  // What each bye counts, as the standings count it (the round's average moves as its tables finish).
  const ledger = buildLedger(entrantIds(snap), roundRecords(snap, { live: true }), scoringRules(t));
  const byePointsOf = (round: number, id: string) =>
    ledger.ok ? (ledger.value.byes.find((b) => b.round === round && b.entrant === id)?.points ?? null) : null;
  return snap.rounds.map((r) => ({
    number: r.number,
    status: r.status === "FINISHED" ? "finished" : "playing",
    scheduledAt: r.scheduledAt.toISOString(),
    afterPrevious: false,
    startedAt: iso(r.startedAt),
    deadlineAt: iso(r.deadlineAt),
    finishedAt: iso(r.finishedAt),
    byes: r.byes.map((id) => ({ ...side(id), points: byePointsOf(r.number, id) })),
    pairings: snap.pairings.filter((p) => p.roundId === r.id).map((p) => pairingView(snap, ruleset, names, p)),
  }));
}

function pairingView(
  snap: TournamentSnapshot,
  ruleset: AnyRuleset | undefined,
  names: EntrantNames,
  p: PairingRecord,
): PairingView {
  const t = snap.tournament;
  const mode: ScoringMode = scoringRules(t).mode;
  const result = tableResultOf(p);
  const outcome = result ? tableOutcome(result, mode) : null;
  const seats = seatNames(snap, ruleset, names, p.sides);
  // Which forfeited sides resigned (a seat of theirs resigned the game) rather than timing out; seats are the sides
  // in individual play, the team seating's teams in team events.
  const sideOf = sideOfSeat(ruleset ? layoutForSides(ruleset, t, p.sides.length) : null, p.sides.length);
  const resignedSides = (forfeited: readonly boolean[], resignedSeats: readonly number[]): boolean[] =>
    forfeited.map((out, i) => out && resignedSeats.some((seat) => sideOf[seat] === i));
  return {
    index: p.index,
    matchId: p.matchId,
    sides: p.sides.map(names.side),
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
        resigned: res?.forfeited ? resignedSides(res.forfeited, g.resignedSeats) : null,
      };
    }),
    points: outcome ? [...outcome.points] : null,
    places: outcome ? [...outcome.places] : null,
    winner: outcome ? p.sides[tableWinner(outcome, names.seedOf)]! : null,
    finished: p.finishedAt !== null,
  };
}

/** Who sits where at a pairing's tables, as the round's start seated them (team events: the team seating), by name. */
function seatNames(
  snap: TournamentSnapshot,
  ruleset: AnyRuleset | undefined,
  names: EntrantNames,
  sides: string[],
): { name: string; team: string | null }[] | null {
  if (!ruleset) return null;
  const members = (id: string) => snap.entrants.find((e) => e.id === id)?.members.map((m) => m.displayName) ?? [];
  const layout = layoutForSides(ruleset, snap.tournament, sides.length);
  const seated = seating(sides, members, layout);
  if (!seated.ok) return null;
  const sideOf = sideOfSeat(layout, sides.length);
  return seated.value.map((name, seat) => ({ name, team: layout ? names.nameOf(sides[sideOf[seat]!]!) : null }));
}

/** The rounds still to come, as scheduled. */
function upcomingRounds(snap: TournamentSnapshot, now: Date): RoundView[] {
  const t: TournamentRecord = snap.tournament;
  const rounds: RoundView[] = [];
  if (t.status !== "RUNNING" && t.status !== "REGISTRATION") return rounds;
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
  return rounds;
}
