// An event's results as the pages see them once it is seeded: the standings with their tie-breaks (live: tables
// finished in the round in play count at once), the bracket (elimination) and the crosstable (round robin).
import { crosstable } from "~/engine/tournament";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import type { BracketMatchView, CrosstableView, StandingView } from "../views/tournament";
import { bracketOf, bracketStateOf, entrantIds, roundRecords, scoringRules, standingsOf } from "./pairing";
import type { EntrantNames } from "./view-names";

export function standingViews(snap: TournamentSnapshot, { nameOf }: EntrantNames): StandingView[] {
  return standingsOf(snap, { live: true }).map((s) => ({
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
  }));
}

export function bracketView(snap: TournamentSnapshot, { nameOf, seedOf }: EntrantNames): BracketMatchView[][] {
  const b = bracketOf(snap);
  const state = bracketStateOf(snap, b);
  return b.rounds.map((matches, ri) =>
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

export function crosstableView(snap: TournamentSnapshot, { nameOf, side }: EntrantNames): CrosstableView | null {
  const c = crosstable({
    entrants: entrantIds(snap),
    rounds: roundRecords(snap, { live: true }),
    scoring: scoringRules(snap.tournament),
  });
  if (!c.ok) return null;
  return {
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
