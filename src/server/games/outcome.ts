// The result of a finished game per side (a seat, or a team in team play), with the forfeit rule of README.md:
// a forfeited side ranks below every other side; when at most one side is left unforfeited the game ends at once and
// that side wins; otherwise the stand-in plays the forfeited seats to the end and the winner is the engine's, or the
// best unforfeited side when the engine's winner was forfeited.
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";

export interface SideResult {
  side: number;
  seats: number[];
  total: number;
  /** 1 = best; equal totals share a rank. */
  rank: number;
  forfeited: boolean;
}

export interface GameOutcome {
  winner: number | null;
  sides: SideResult[];
  /** Side of each seat. */
  sideOfSeat: number[];
}

export function sidesOf(setup: MatchSetup): number[][] {
  return setup.teams ? setup.teams.map((t) => [...t]) : Array.from({ length: setup.players }, (_, s) => [s]);
}

/**
 * Sides with no forfeited seat and, when the engine drops players (`inGame`, Sutda's bankrupt players), a seat still
 * in the game.
 */
export function standingSides(
  setup: MatchSetup,
  forfeitedSeats: ReadonlySet<number>,
  inGame?: readonly boolean[],
): number[] {
  return sidesOf(setup).flatMap((seats, side) =>
    seats.some((s) => forfeitedSeats.has(s)) || (inGame && !seats.some((s) => inGame[s])) ? [] : [side],
  );
}

/** Whether the forfeits leave at most one side standing (the game ends at once). */
export function forfeitEndsGame(
  setup: MatchSetup,
  forfeitedSeats: ReadonlySet<number>,
  inGame?: readonly boolean[],
): boolean {
  return forfeitedSeats.size > 0 && standingSides(setup, forfeitedSeats, inGame).length <= 1;
}

export function gameOutcome(
  ruleset: AnyRuleset,
  state: unknown,
  setup: MatchSetup,
  forfeitedSeats: ReadonlySet<number>,
): GameOutcome {
  const sides = sidesOf(setup);
  const totals = ruleset.totals(state);
  const forfeited = sides.map((seats) => seats.some((s) => forfeitedSeats.has(s)));
  const rankAmong = (side: number) => {
    const group = sides.map((_, i) => i).filter((i) => forfeited[i] === forfeited[side]);
    const above = group.filter((i) => (totals[i] ?? 0) > (totals[side] ?? 0)).length;
    const offset = forfeited[side] ? sides.length - forfeited.filter(Boolean).length : 0;
    return offset + above + 1;
  };
  const results: SideResult[] = sides.map((seats, side) => ({
    side,
    seats,
    total: totals[side] ?? 0,
    rank: rankAmong(side),
    forfeited: forfeited[side]!,
  }));
  let winner: number | null;
  const standing = results.filter((r) => !r.forfeited);
  if (!forfeited.some(Boolean)) winner = ruleset.winner(state);
  else if (standing.length === 1) winner = standing[0]!.side;
  else if (standing.length === 0) winner = null;
  else {
    const engine = ruleset.phase(state) === "game-over" ? ruleset.winner(state) : null;
    if (engine !== null && !forfeited[engine]) winner = engine;
    else {
      const best = standing.filter((r) => r.rank === 1);
      winner = best.length === 1 ? best[0]!.side : null;
    }
  }
  const sideOfSeat: number[] = [];
  sides.forEach((seats, side) => seats.forEach((s) => (sideOfSeat[s] = side)));
  return { winner, sides: results, sideOfSeat };
}
