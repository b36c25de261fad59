// The tournament maths driven by real engine games: GameResult from a finished game
// (gameResultOf), the first dealer rotated with newGame's option, an elimination played to its
// champion (Mushi) and a Sakura 2v2 team Swiss under both scoring modes.

import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import type { AnyRuleset, MatchSetup } from "../core/ruleset";
import { getRuleset } from "../registry";
import { buildBracket, resolveBracket } from "./bracket";
import { firstDealers } from "./dealer";
import { gameResultOf } from "./from-engine";
import { seating, sideOfSeat } from "./seats";
import { standings } from "./standings";
import { pairSwiss } from "./swiss";
import type { GameResult, RoundRecord, ScoringMode, TableResult } from "./types";

function setupOf(
  R: AnyRuleset,
  players: number,
  teams: MatchSetup["teams"],
  options: Record<string, unknown>,
): MatchSetup {
  const v = R.validateSetup({ players, teams, options: options as MatchSetup["options"] });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** Plays a live game to its end with uniformly random legal moves. */
function playGame(R: AnyRuleset, setup: MatchSetup, seed: string, firstDealer: number): unknown {
  const g = R.newGame(setup, seed, { firstDealer });
  if (!g.ok) throw new Error(g.error.message);
  expect(R.dealtRounds(g.value)[0]!.dealer).toBe(firstDealer);
  const rng = Rng.fromSeed(`moves:${seed}`);
  let s = g.value;
  for (let i = 0; R.phase(s) === "playing"; i++) {
    if (i > 100_000) throw new Error("the game did not end");
    const seat = R.toAct(s)[0]!;
    const moves = R.legalMoves(s, seat);
    const next = R.applyMove(s, moves[rng.int(moves.length)]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
  }
  expect(R.phase(s)).toBe("game-over");
  return s;
}

describe("gameResultOf", () => {
  it("Sakura with victories and Basa/Chu: the engine's totals are the victories", () => {
    const R = getRuleset("sakura")!;
    const setup = setupOf(
      R,
      4,
      [
        [0, 2],
        [1, 3],
      ],
      { rounds: 4, match_scoring: "victories", basa_chu: "both" },
    );
    const state = playGame(R, setup, "sakura-victories", 1);
    const res = gameResultOf(R, state, setup);
    expect(res.victories).toEqual(R.totals(state));
    expect(res.totals).toHaveLength(2);
    expect(res.rounds!.filter((r) => !r.cancelled)).toHaveLength(4);
    // each round won is worth 1, 2 or 3 victories
    const won = [0, 1].map((side) => res.rounds!.filter((r) => !r.cancelled && r.winner === side).length);
    won.forEach((w, side) => expect(res.victories![side]! >= w && res.victories![side]! <= 3 * w).toBe(true));
  });

  it("Judge: no dealer, no firstDealer", () => {
    const R = getRuleset("judge")!;
    const setup = setupOf(R, 2, null, {});
    const g = R.newGame(setup, "judge-result", { firstDealer: 1 });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const rng = Rng.fromSeed("judge-moves");
    for (let i = 0; R.phase(s) === "playing" && i < 10_000; i++) {
      const next = R.applyMove(s, R.randomMove!(s, rng));
      if (next.ok) s = next.state;
    }
    expect(R.phase(s)).toBe("game-over");
    const res = gameResultOf(R, s, setup);
    expect(res.firstDealer).toBeUndefined();
    expect(res.totals).toEqual(R.totals(s));
  });

  it("other games: no victories field (counted from the rounds), flags copied", () => {
    const R = getRuleset("mushi")!;
    const setup = setupOf(R, 2, null, { rounds: 6 });
    const state = playGame(R, setup, "mushi-1", 0);
    const res = gameResultOf(R, state, setup, { timedOut: [false, true] });
    expect(res.victories).toBeUndefined();
    expect(res.totals).toEqual(R.totals(state));
    expect(res.winner).toBe(R.winner(state));
    expect(res.timedOut).toEqual([false, true]);
    expect(res.rounds!.length).toBe(R.roundSummaries(state).length);
  });
});

describe("an elimination played with real Mushi games", () => {
  it("4 entrants, 2 games per pairing with the first dealer rotated, reach a champion", () => {
    const R = getRuleset("mushi")!;
    const setup = setupOf(R, 2, null, { rounds: 6 });
    const entrants = ["ann", "bob", "cy", "dee"];
    const bracket = buildBracket(entrants, { tableSize: 2 });
    if (!bracket.ok) throw new Error(bracket.error.message);
    const results: { match: string; result: TableResult }[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const state = resolveBracket(bracket.value, results, "cumulative");
      if (!state.ok) throw new Error(state.error.message);
      if (state.value.champion) {
        expect(entrants).toContain(state.value.champion);
        expect(state.value.rounds.map((r) => r.length)).toEqual([2, 1]);
        return;
      }
      for (const m of state.value.ready) {
        const plan = firstDealers(2, 2);
        expect(plan).toEqual({ ok: true, value: [0, 1] });
        const games: GameResult[] = (plan.ok ? plan.value : []).map((dealer, g) =>
          gameResultOf(R, playGame(R, setup, `${m.id}-${g}`, dealer), setup),
        );
        expect(games.map((g) => g.firstDealer)).toEqual([0, 1]);
        results.push({ match: m.id, result: { round: m.round, sides: m.entrants as string[], games } });
      }
    }
    throw new Error("no champion");
  });
});

describe("a Sakura 2v2 team Swiss", () => {
  it.each(["cumulative", "victories"] as ScoringMode[])("pairs, seats and ranks teams (%s)", (mode) => {
    const R = getRuleset("sakura")!;
    const teams = [
      [0, 2],
      [1, 3],
    ];
    const setup = setupOf(R, 4, teams, {
      rounds: 2,
      match_scoring: mode === "victories" ? "victories" : "cumulative",
      basa_chu: mode === "victories" ? "chu_only" : "off",
    });
    const members: Record<string, string[]> = {
      red: ["r1", "r2"],
      blue: ["b1", "b2"],
      gold: ["g1", "g2"],
      jade: ["j1", "j2"],
    };
    const entrants = Object.keys(members);
    const rounds: RoundRecord[] = [];
    for (let round = 1; round <= 3; round++) {
      const p = pairSwiss({ entrants, rounds, round, shape: { tableSize: 2 }, scoring: { mode } });
      if (!p.ok) throw new Error(p.error.message);
      expect(p.value.byes).toEqual([]);
      expect(p.value.repeats).toBe(0);
      const tables: TableResult[] = p.value.tables.map((sides, ti) => {
        const seats = seating(sides, (t) => members[t]!, teams);
        expect(seats.ok).toBe(true);
        if (seats.ok)
          expect(seats.value).toEqual([
            members[sides[0]!]![0],
            members[sides[1]!]![0],
            members[sides[0]!]![1],
            members[sides[1]!]![1],
          ]);
        const plan = firstDealers(4, 2);
        if (!plan.ok) throw new Error(plan.error.message);
        // the first dealers alternate the two teams
        expect(plan.value.map((seat) => sideOfSeat(teams, 2)[seat])).toEqual([0, 1]);
        const games = plan.value.map((dealer, g) =>
          gameResultOf(R, playGame(R, setup, `team-${mode}-${round}-${ti}-${g}`, dealer), setup),
        );
        return { round, sides, games };
      });
      rounds.push({ round, tables, byes: [] });
    }
    const st = standings({ entrants, rounds, scoring: { mode } });
    if (!st.ok) throw new Error(st.error.message);
    expect(st.value.map((r) => r.entrant).sort()).toEqual([...entrants].sort());
    expect(st.value.every((r) => r.played === 3)).toBe(true);
    // the scores are the sums of the teams' table points
    const sum = (team: string) =>
      rounds
        .flatMap((r) => r.tables)
        .filter((t) => t.sides.includes(team))
        .reduce(
          (acc, t) =>
            acc +
            t.games.reduce((a, g) => a + (mode === "cumulative" ? g.totals : g.victories!)[t.sides.indexOf(team)]!, 0),
          0,
        );
    for (const row of st.value) expect(row.score).toBe(sum(row.entrant));
  });
});
