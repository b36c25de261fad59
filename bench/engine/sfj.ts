// SFJ engine benchmark: seeded random rounds (each move uniform from legalMoves) for 3, 2 and 4
// players, through the public Ruleset interface (legalMoves + applyMove, immutable states).
// Prints rounds/s and moves/s; also whole live 12-round games. A benchmark, not a test.

import { Rng } from "../../src/engine/core/rng";
import { parseOptionValues } from "../../src/engine/core/options";
import type { MatchSetup } from "../../src/engine/core/ruleset";
import { dealToJson, dealWith } from "../../src/engine/sfj/deal";
import { SFJ_OPTION_SPECS } from "../../src/engine/sfj/options";
import { sfjRuleset as R } from "../../src/engine/sfj";
import type { SfjState } from "../../src/engine/sfj/state";

function setup(players: number): MatchSetup {
  const options = parseOptionValues(SFJ_OPTION_SPECS, {}, "sfj");
  if (!options.ok) throw new Error(options.error.message);
  return { players, teams: null, options: options.value };
}

/** Plays random moves until the round in play ends; returns the number of moves. */
function playRound(state: SfjState, rng: Rng): { state: SfjState; moves: number } {
  let s = state;
  let moves = 0;
  const round = s.dealt.length;
  while (s.phase === "playing" && s.dealt.length === round) {
    const seat = s.round!.turn;
    const legal = R.legalMoves(s, seat);
    const r = R.applyMove(s, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves++;
  }
  return { state: s, moves };
}

function benchRounds(players: number, ms: number): { rounds: number; moves: number; seconds: number } {
  const rng = Rng.fromSeed(`bench/sfj/${players}`);
  const empty = R.newGameAwaitingDeal(setup(players));
  let rounds = 0;
  let moves = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let k = 0; k < 200; k++) {
      const started = R.startRound(empty, rounds % players, dealToJson(dealWith(rng, players)));
      if (!started.ok) throw new Error(started.error.message);
      moves += playRound(started.state, rng).moves;
      rounds++;
    }
    t = performance.now();
  }
  return { rounds, moves, seconds: (t - t0) / 1000 };
}

function benchGames(players: number, ms: number): { games: number; seconds: number } {
  const rng = Rng.fromSeed(`bench/sfj/games/${players}`);
  const st = setup(players);
  let games = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    const g = R.newGame(st, `bench/${games}`);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    while (s.phase === "playing") s = playRound(s, rng).state;
    games++;
    t = performance.now();
  }
  return { games, seconds: (t - t0) / 1000 };
}

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");

export async function run(): Promise<void> {
  benchRounds(3, 500); // warm-up
  for (const players of [3, 2, 4]) {
    const r = benchRounds(players, 2000);
    console.log(
      `sfj ${players}p random rounds: ${fmt(r.rounds / r.seconds)} rounds/s, ${fmt(r.moves / r.seconds)} moves/s ` +
        `(${fmt(r.rounds)} rounds, ${fmt(r.moves)} moves in ${r.seconds.toFixed(1)} s; deal validation included)`,
    );
  }
  const g = benchGames(3, 1500);
  console.log(
    `sfj 3p live 12-round games: ${fmt(g.games / g.seconds)} games/s (first-dealer draw, deals, scoring included)`,
  );
}
