import { describe, expect, it } from "vitest";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { forfeitEndsGame, gameOutcome, standingSides } from "./outcome";

/** A ruleset stub with fixed totals and winner: the forfeit rule only reads those. */
const stub = (totals: number[], winner: number | null, over = true) =>
  ({
    totals: () => totals,
    winner: () => winner,
    phase: () => (over ? "game-over" : "playing"),
  }) as unknown as AnyRuleset;
const setup = (players: number, teams: number[][] | null = null): MatchSetup => ({ players, teams, options: {} });

describe("game outcome and the forfeit rule", () => {
  it("without forfeits: the engine's winner, ranks by totals with ties sharing a rank", () => {
    const o = gameOutcome(stub([30, 50, 30], 1), null, setup(3), new Set());
    expect(o.winner).toBe(1);
    expect(o.sides.map((s) => s.rank)).toEqual([2, 1, 2]);
    expect(o.sideOfSeat).toEqual([0, 1, 2]);
  });

  it("a forfeited side ranks below every other side, whatever its total; the engine's winner stands if not forfeited", () => {
    const o = gameOutcome(stub([90, 10, 20], 0), null, setup(3), new Set([0]));
    expect(o.sides.map((s) => [s.rank, s.forfeited])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(o.winner).toBe(2);
    expect(gameOutcome(stub([10, 90, 20], 1), null, setup(3), new Set([0])).winner).toBe(1);
    // Two best standing sides tied: no winner.
    expect(gameOutcome(stub([90, 20, 20], 0), null, setup(3), new Set([0])).winner).toBeNull();
  });

  it("in a two-sided game (or when one side is left) the forfeit ends the game and the other side wins, even when behind", () => {
    expect(forfeitEndsGame(setup(2), new Set([1]))).toBe(true);
    expect(gameOutcome(stub([0, 500], null, false), null, setup(2), new Set([1])).winner).toBe(0);
    expect(forfeitEndsGame(setup(3), new Set([1]))).toBe(false);
    expect(forfeitEndsGame(setup(3), new Set([1, 2]))).toBe(true);
    // A player the engine dropped (Sutda: no chips left) stands no more: with one seat forfeited, one side is left.
    expect(forfeitEndsGame(setup(3), new Set([1]), [true, true, false])).toBe(true);
    expect(forfeitEndsGame(setup(3), new Set([1]), [true, true, true])).toBe(false);
    expect(forfeitEndsGame(setup(3), new Set(), [true, false, false])).toBe(false);
    // Teams: one forfeited seat forfeits its team.
    const teams = setup(4, [
      [0, 2],
      [1, 3],
    ]);
    expect(standingSides(teams, new Set([2]))).toEqual([1]);
    expect(forfeitEndsGame(teams, new Set([2]))).toBe(true);
    const o = gameOutcome(stub([300, 100], 0, false), null, teams, new Set([2]));
    expect(o.winner).toBe(1);
    expect(o.sideOfSeat).toEqual([0, 1, 0, 1]);
    expect(o.sides.map((s) => [s.seats, s.rank, s.forfeited])).toEqual([
      [[0, 2], 2, true],
      [[1, 3], 1, false],
    ]);
  });
});
