// The stored event read as the tournament maths' data (src/engine/tournament): entrants in seed order, the finished
// pairings as TableResults, rounds as RoundRecords; and from those the next round's pairing per format, the
// bracket, the standings and the winner. Nothing here is stored: every page and every job recomputes it.
import {
  buildBracket,
  pairSwiss,
  resolveBracket,
  roundRobin,
  standings,
  swissRoundCount,
  type Bracket,
  type BracketState,
  type GameResult,
  type RoundPairing,
  type RoundRecord,
  type ScoringRules,
  type StandingRow,
  type TableResult,
} from "~/engine/tournament";
import type { PairingRecord, TournamentSnapshot } from "../repositories/tournament-snapshot";
import type { TournamentRecord } from "../repositories/tournaments";
import { mathsShape } from "./shape";

export interface PlannedTable {
  sides: string[];
  /** Elimination: the bracket match. */
  matchId: string | null;
}

export interface PlannedRound {
  tables: PlannedTable[];
  byes: string[];
}

/** Entrant ids in seed order (registration order before the close). */
export function entrantIds(snap: TournamentSnapshot): string[] {
  return snap.entrants.map((e) => e.id);
}

export function scoringRules(t: Pick<TournamentRecord, "scoring">): ScoringRules {
  return { mode: t.scoring === "VICTORIES" ? "victories" : "cumulative" };
}

/** A pairing's result once every one of its games has one. */
export function tableResultOf(p: PairingRecord): TableResult | null {
  if (p.games.length === 0 || p.games.some((g) => g.result === null)) return null;
  return { round: p.round, sides: p.sides, games: p.games.map((g) => g.result as GameResult) };
}

/**
 * The rounds as the maths reads them: finished rounds whole; with `live`, also the round in play with its finished
 * tables and its byes (standings that move as games end). Pairing the next round uses finished rounds only.
 */
export function roundRecords(snap: TournamentSnapshot, opts: { live?: boolean } = {}): RoundRecord[] {
  const out: RoundRecord[] = [];
  for (const r of snap.rounds) {
    if (r.status !== "FINISHED" && !opts.live) continue;
    const tables = snap.pairings
      .filter((p) => p.roundId === r.id)
      .map(tableResultOf)
      .filter((x): x is TableResult => x !== null);
    out.push({ round: r.number, tables, byes: r.byes });
  }
  return out;
}

export function bracketOf(snap: TournamentSnapshot): Bracket {
  const b = buildBracket(entrantIds(snap), mathsShape(snap.tournament));
  if (!b.ok) throw new Error(`tournament ${snap.tournament.id}: ${b.error.message}`);
  return b.value;
}

export function bracketStateOf(snap: TournamentSnapshot, bracket = bracketOf(snap)): BracketState {
  const results = snap.pairings.flatMap((p) => {
    const r = p.matchId ? tableResultOf(p) : null;
    return r && p.matchId ? [{ match: p.matchId, result: r }] : [];
  });
  const s = resolveBracket(bracket, results, scoringRules(snap.tournament).mode);
  if (!s.ok) throw new Error(`tournament ${snap.tournament.id}: ${s.error.message}`);
  return s.value;
}

/** The round robin schedule stored at the close. */
export function storedPlan(snap: TournamentSnapshot): RoundPairing[] {
  return (snap.tournament.plan as RoundPairing[] | null) ?? [];
}

/** The round robin schedule for the entrants (computed once, at the close). */
export function roundRobinPlan(t: TournamentRecord, entrants: string[]): RoundPairing[] {
  const s = roundRobin(entrants, mathsShape(t));
  if (!s.ok) throw new Error(`tournament ${t.id}: ${s.error.message}`);
  return s.value.rounds.map((r) => ({ round: r.round, tables: r.tables.map((x) => [...x]), byes: [...r.byes] }));
}

/** How many rounds the event plays with `n` entrants (fixed at the close). */
export function totalRoundsFor(t: TournamentRecord, entrants: string[], plan: RoundPairing[] | null): number {
  switch (t.format) {
    case "ELIMINATION": {
      const b = buildBracket(entrants, mathsShape(t));
      if (!b.ok) throw new Error(`tournament ${t.id}: ${b.error.message}`);
      return b.value.rounds.length;
    }
    case "ROUND_ROBIN":
      return plan?.length ?? 0;
    case "SWISS":
      return t.swissRounds ?? swissRoundCount(entrants.length, t.sidesPerTable);
  }
}

/** The pairing of round `n`, from the finished rounds. */
export function planRound(snap: TournamentSnapshot, n: number): PlannedRound {
  const t = snap.tournament;
  switch (t.format) {
    case "ELIMINATION": {
      const state = bracketStateOf(snap);
      const round = state.rounds[n - 1] ?? [];
      return {
        tables: round
          .filter((m) => m.status === "ready")
          .map((m) => ({ sides: m.entrants as string[], matchId: m.id })),
        byes: round.filter((m) => m.status === "walkover" && m.winner !== null).map((m) => m.winner!),
      };
    }
    case "ROUND_ROBIN": {
      const r = storedPlan(snap)[n - 1];
      if (!r) throw new Error(`tournament ${t.id}: the round robin has no round ${n}`);
      return { tables: r.tables.map((sides) => ({ sides: [...sides], matchId: null })), byes: [...r.byes] };
    }
    case "SWISS": {
      const p = pairSwiss({
        entrants: entrantIds(snap),
        rounds: roundRecords(snap),
        round: n,
        shape: mathsShape(t),
        scoring: scoringRules(t),
      });
      if (!p.ok) throw new Error(`tournament ${t.id}: ${p.error.message}`);
      return { tables: p.value.tables.map((sides) => ({ sides: [...sides], matchId: null })), byes: [...p.value.byes] };
    }
  }
}

export function standingsOf(snap: TournamentSnapshot, opts: { live?: boolean } = {}): StandingRow[] {
  const s = standings({
    entrants: entrantIds(snap),
    rounds: roundRecords(snap, opts),
    scoring: scoringRules(snap.tournament),
  });
  if (!s.ok) throw new Error(`tournament ${snap.tournament.id}: ${s.error.message}`);
  return s.value;
}

/** After the last round: the champion (elimination) or the top of the standings. Null while the event goes on. */
export function finalWinner(snap: TournamentSnapshot, finishedRound: number): string | null {
  const t = snap.tournament;
  if (t.format === "ELIMINATION") return bracketStateOf(snap).champion;
  if (t.totalRounds === null || finishedRound < t.totalRounds) return null;
  return standingsOf(snap)[0]?.entrant ?? null;
}
