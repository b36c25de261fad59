// The lines of `npm run bench:bots` (bench/bots.ts) that run in one process: the Judge bots' reactions and matches,
// Sutda heuristic against random, the perfect-information reference, and what 60% of Sakura rounds takes in score.

import type { BotLevel } from "../src/engine/bots";
import { chooseMove } from "../src/engine/bots";
import { HEURISTIC_REACTION, reactWith, STRONG_REACTION } from "../src/engine/judge/bot/reaction";
import { sakuraPlayout } from "../src/engine/sakura/bot/search";
import { searchBest } from "../src/engine/bots/search";
import { sfjPlayout } from "../src/engine/sfj/bot/search";
import { inputFor, playBotGame } from "../src/engine/bots/testing/harness";
import { rulesetOf, setupFor } from "../src/engine/bots/testing/positions";
import { Rng } from "../src/engine/core/rng";
import type { RoundSummary } from "../src/engine/core/ruleset";
import { emptyTally, pct, tallyRounds, wilson, type Tally } from "./bots-tally";

export function judgeReactions(): void {
  for (const [label, profile] of [
    ["heuristic", HEURISTIC_REACTION],
    ["strong", STRONG_REACTION],
  ] as const) {
    const rng = Rng.fromSeed(`judge-reactions/${label}`);
    const n = 20000;
    const times: number[] = [];
    let mistakes = 0;
    for (let i = 0; i < n; i++) {
      const later = rng.int(3) === 0 ? null : rng.int(2);
      const a = reactWith(profile, 0, later, 1500, rng);
      times.push(a.ms);
      const right = later === null || later === 0 ? "hit" : "defend";
      if (a.act !== right) mistakes++;
    }
    times.sort((x, y) => x - y);
    const mean = times.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(times.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
    const q = (p: number) => times[Math.floor(p * (n - 1))]!;
    const [lo, hi] = wilson(mistakes, n);
    console.log(
      `Judge ${label} reactions (${n} pickets): mean ${mean.toFixed(0)} ms, sd ${sd.toFixed(0)} ms, p10 ${q(0.1)} / median ${q(0.5)} / p90 ${q(0.9)} ms (range ${times[0]}–${times[n - 1]}), wrong action ${pct((100 * mistakes) / n)} (95% CI ${pct(lo)}–${pct(hi)})`,
    );
  }
  // Whole matches (23 picket rounds, default options): the winner is the higher score.
  for (const [a, b] of [
    ["heuristic", "random"],
    ["strong", "heuristic"],
  ] as const) {
    const setup = setupFor("judge", 2);
    let wins = 0;
    let draws = 0;
    const n = 400;
    for (let g = 0; g < n; g++) {
      const seat = g % 2;
      const levels: BotLevel[] = seat === 0 ? [a, b] : [b, a];
      const played = playBotGame("judge", setup, levels, `judge-match/${a}/${g}`);
      const w = rulesetOf("judge").winner(played.state);
      if (w === seat) wins++;
      else if (w === null) draws++;
    }
    const [lo, hi] = wilson(wins, n);
    console.log(
      `Judge ${a} vs ${b}: wins ${pct((100 * wins) / n)} of ${n} matches (95% CI ${pct(lo)}–${pct(hi)}), ${draws} draws`,
    );
  }
}

export function sutdaLine(players: number, games: number): void {
  const setup = setupFor("sutda", players, { end: "rounds_N", rounds: 20 });
  const r = rulesetOf("sutda");
  let hands = 0;
  let mine = 0;
  let theirs = 0;
  let best = 0;
  let gameWins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const levels = Array.from({ length: players }, (_, s): BotLevel => (s === seat ? "heuristic" : "random"));
    const played = playBotGame("sutda", setup, levels, `sutda/${players}/${g}`);
    const total = new Array<number>(players).fill(0);
    for (const s of r.roundSummaries(played.state) as RoundSummary[]) {
      if (s.scores.every((x) => x === 0)) continue;
      hands++;
      s.scores.forEach((x, i) => (total[i] = total[i]! + x));
      if (s.scores[seat]! >= Math.max(...s.scores)) best++;
    }
    mine += total[seat]!;
    theirs += (total.reduce((x, y) => x + y, 0) - total[seat]!) / (players - 1);
    if (r.winner(played.state) === seat) gameWins++;
  }
  const [lo, hi] = wilson(gameWins, games);
  const [blo, bhi] = wilson(best, hands);
  console.log(
    `Sutda ${players} players, heuristic vs ${players - 1} random (stack 100, ante 1, up to 20 hands a game): games won ${pct((100 * gameWins) / games)} of ${games} (95% CI ${pct(lo)}–${pct(hi)}; even share ${pct(100 / players)}); ` +
      `${hands} settled hands: chips per hand ${(mine / hands).toFixed(2)} (the randoms ${(theirs / hands).toFixed(2)} each), best hand result ${pct((100 * best) / hands)} (95% CI ${pct(blo)}–${pct(bhi)})`,
  );
}

/**
 * Reference only (never a bot): the strong level's search handed the true state instead of sampled
 * ones, so it sees every hidden card. It plays `seat` against `others`; returns the tally.
 */
export function referenceLine(
  game: "sakura" | "sfj",
  players: number,
  others: BotLevel,
  rounds: number,
  playouts: number,
): Tally {
  const setup = setupFor(game, players);
  const r = rulesetOf(game);
  const t = emptyTally();
  for (let g = 0; t.rounds < rounds; g++) {
    const seat = g % players;
    const started = r.newGame(setup, `reference/${game}/${g}`);
    if (!started.ok) throw new Error(started.error.message);
    let s = started.value;
    const rng = Rng.fromSeed(`reference/${g}`);
    while (r.phase(s) === "playing") {
      const turn = r.toAct(s)[0]!;
      const legal = r.legalMoves(s, turn) as unknown[];
      let move: unknown;
      if (turn === seat && legal.length > 1) {
        // Without its deal generator, so that a playout stops at the end of the round.
        const truth = cutRng(s);
        const world = {
          sample: () => truth,
          apply: (st: unknown, m: unknown) => {
            const n = r.applyMove(st, m);
            return n.ok ? n.state : null;
          },
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          playout: (st: any, pr: Rng) =>
            game === "sakura" ? sakuraPlayout(st, seat, pr, 1) : sfjPlayout(st, seat, pr, 1),
        };
        move = legal[searchBest(legal, world, rng, { playouts })];
      } else move = chooseMove(inputFor(game, setup, s, turn, others, rng));
      const next = r.applyMove(s, move);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    t.games++;
    tallyRounds(t, r.roundSummaries(s), seat);
  }
  return t;
}

/** Per round of heuristic-vs-heuristic Sakura 2p games, the measured seat's score minus the other's. */
export function sakuraSelfLeads(rounds: number): number[] {
  const setup = setupFor("sakura", 2);
  const r = rulesetOf("sakura");
  const leads: number[] = [];
  for (let g = 0; leads.length < rounds; g++) {
    const seat = g % 2;
    const played = playBotGame("sakura", setup, ["heuristic", "heuristic"], `sakura-hh/${g}`);
    for (const s of r.roundSummaries(played.state)) if (!s.cancelled) leads.push(s.scores[seat]! - s.scores[1 - seat]!);
  }
  return leads;
}

/** The share of rounds won alone (in %) if every round's lead were `shift` points higher. */
export function shiftedWins(leads: readonly number[], shift: number): number {
  return (100 * leads.filter((d) => d + shift > 0).length) / leads.length;
}

/**
 * How large a score lead per round 60% of rounds won takes against the heuristic (2-player Sakura). The
 * heuristic against itself gives each round's lead; a bot better by δ points per round is modelled as those
 * leads shifted by δ. The model is checked on the lines measured in the same run (their mean lead and their
 * measured win rate), so the figure can be trusted only as far as those checks agree.
 */
export function leadNeededLine(
  rounds: number,
  measured: readonly { label: string; lead: number; rate: number }[],
): void {
  const leads = sakuraSelfLeads(rounds);
  const mean = leads.reduce((a, b) => a + b, 0) / leads.length;
  const sd = Math.sqrt(leads.reduce((a, b) => a + (b - mean) ** 2, 0) / leads.length);
  let need = 0;
  while (need < 500 && shiftedWins(leads, need) < 60) need++;
  console.log(
    `Sakura 2 players, what 60% takes: heuristic vs heuristic, ${leads.length} rounds: ${pct(shiftedWins(leads, 0))} won alone, per-round lead sd ${sd.toFixed(1)}; ` +
      `shifted by δ points per round, the leads win 60% of rounds from δ = ${need} (50%: ${pct(shiftedWins(leads, 0))}, +10: ${pct(shiftedWins(leads, 10))}, +20: ${pct(shiftedWins(leads, 20))}, +40: ${pct(shiftedWins(leads, 40))})`,
  );
  for (const m of measured)
    console.log(
      `  check: ${m.label}: mean lead ${m.lead.toFixed(1)}, measured ${pct(m.rate)} won alone; the model says ${pct(shiftedWins(leads, m.lead))}`,
    );
}

/** The state without its deal generator. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function cutRng(st: any): any {
  return { ...st, rng: null };
}
