// The Koi-Koi bot plays legal moves, the koi-koi decision included, through whole seeded games, and beats random play.

import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng";
import { koikoiRuleset as R } from "../index";
import type { KoikoiState } from "../index";
import { chooseMove, type BotLevel } from "../../bots";

const setup = {
  players: 2,
  teams: null,
  options: (
    R.validateSetup({ players: 2, teams: null, options: {} }) as {
      ok: true;
      value: { options: Record<string, string | number> };
    }
  ).value.options,
};

/** Plays one seeded 12-round game with the given levels per seat; returns the totals and the rounds played. */
function playGame(seed: string, levels: readonly BotLevel[]): { totals: number[]; rounds: number; decisions: number } {
  const g = R.newGame(setup, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s: KoikoiState = g.value;
  const rng = Rng.fromSeed(`bot/${seed}`);
  let decisions = 0;
  while (s.phase === "playing") {
    const seat = R.toAct(s)[0]!;
    const legal = R.legalMoves(s, seat);
    const move = chooseMove({
      game: "koikoi",
      setup,
      seat,
      level: levels[seat]!,
      rng,
      view: R.playerView(s, seat),
      legalMoves: legal,
    });
    if ("koikoi" in move) decisions++;
    expect(legal).toContainEqual(move);
    const next = R.applyMove(s, move);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
  }
  return { totals: R.totals(s), rounds: R.roundSummaries(s).length, decisions };
}

describe("Koi-Koi bot", () => {
  it("plays 300 seeded rounds of legal moves at every level, and the heuristic beats random", () => {
    let rounds = 0;
    let decisions = 0;
    let heuristicPoints = 0;
    let randomPoints = 0;
    for (let i = 0; i < 25; i++) {
      const levels: BotLevel[] = i % 2 === 0 ? ["heuristic", "random"] : ["random", "strong"];
      const r = playGame(`g${i}`, levels);
      rounds += r.rounds;
      decisions += r.decisions;
      for (const seat of [0, 1]) {
        if (levels[seat] === "random") randomPoints += r.totals[seat]!;
        else heuristicPoints += r.totals[seat]!;
      }
    }
    expect(rounds).toBe(300);
    expect(decisions).toBeGreaterThan(50);
    expect(heuristicPoints).toBeGreaterThan(randomPoints);
  });
});
