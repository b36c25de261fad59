// The tallies of `npm run bench:bots` (bench/bots.ts): a line's games played and counted (rounds won alone, ties,
// score leads, Sutda's chips per hand), and the printed figures with their 95% confidence intervals.

import type { BotLevel } from "../src/engine/bots";
import { playBotGame } from "../src/engine/bots/testing/harness";
import { rulesetOf, setupFor } from "../src/engine/bots/testing/positions";
import type { GameName, MatchSetup, RoundSummary } from "../src/engine/core/ruleset";

/** The Wilson score interval of `k` successes in `n` trials, in percent (95% for the default z). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 100];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [100 * (center - half), 100 * (center + half)];
}

export const pct = (x: number) => `${x.toFixed(1)}%`;

export interface Tally {
  rounds: number;
  wins: number;
  ties: number;
  diff: number;
  games: number;
  /** Thinking time of the measured bot, ms, and its decisions. */
  ms: number;
  decisions: number;
  /** Pairwise: (round, opponent) pairs, those where the measured side scored strictly more, and ties. */
  pairs: number;
  pairWins: number;
  pairTies: number;
  /** Games the measured seat won (the ruleset's winner). */
  gameWins: number;
  /** Per round, the measured side's score minus the opponents' mean: sum and sum of squares. */
  lead: number;
  leadSq: number;
  /** Sutda: settled hands, the measured seat's chips over them (sum, sum of squares), the others' mean, best results. */
  hands: number;
  chips: number;
  chipsSq: number;
  othersChips: number;
  handBest: number;
}

export const emptyTally = (): Tally => ({
  rounds: 0,
  wins: 0,
  ties: 0,
  diff: 0,
  games: 0,
  ms: 0,
  decisions: 0,
  pairs: 0,
  pairWins: 0,
  pairTies: 0,
  gameWins: 0,
  lead: 0,
  leadSq: 0,
  hands: 0,
  chips: 0,
  chipsSq: 0,
  othersChips: 0,
  handBest: 0,
});

export function add(a: Tally, b: Tally): Tally {
  const sum = emptyTally();
  for (const k of Object.keys(sum) as (keyof Tally)[]) sum[k] = a[k] + b[k];
  return sum;
}

/** Scores a finished game's counted rounds for the side of `seat`. */
export function tallyRounds(t: Tally, summaries: readonly RoundSummary[], side: number): void {
  for (const s of summaries) {
    if (s.cancelled) continue;
    const mine = s.scores[side]!;
    let best = -Infinity;
    let others = 0;
    s.scores.forEach((v, i) => {
      if (i === side) return;
      others += v;
      if (v > best) best = v;
      t.pairs++;
      if (mine > v) t.pairWins++;
      else if (mine === v) t.pairTies++;
    });
    const lead = mine - others / (s.scores.length - 1);
    t.lead += lead;
    t.leadSq += lead * lead;
    t.rounds++;
    if (mine > best) t.wins++;
    else if (mine === best) t.ties++;
    t.diff += mine - best;
  }
}

/** Sutda: a game's settled hands (a rematched round object scores 0 for everyone and is skipped). */
export function tallyHands(t: Tally, summaries: readonly RoundSummary[], seat: number): void {
  for (const s of summaries) {
    if (s.scores.every((x) => x === 0)) continue;
    const mine = s.scores[seat]!;
    t.hands++;
    t.chips += mine;
    t.chipsSq += mine * mine;
    t.othersChips += (s.scores.reduce((x, y) => x + y, 0) - mine) / (s.scores.length - 1);
    if (mine >= Math.max(...s.scores)) t.handBest++;
  }
}

export interface LineSpec {
  game: GameName;
  players: number;
  options: Record<string, string | number | boolean>;
  measured: BotLevel;
  others: BotLevel;
  ms: number;
  /** A playout budget instead of the time budget (0: use `ms`). */
  playouts?: number;
  /** Each deal seed played once from every seat (games g..g+players−1 share it). */
  mirror?: boolean;
}

/** Plays games [from, to) of a line (game g: the measured seat is g mod players) until `rounds` rounds. */
export function playLine(spec: LineSpec, from: number, to: number, maxRounds: number, seed: string): Tally {
  const setup: MatchSetup = setupFor(spec.game, spec.players, spec.options);
  const r = rulesetOf(spec.game);
  const t = emptyTally();
  for (let g = from; g < to && t.rounds < maxRounds; g++) {
    const seat = g % spec.players;
    const levels = Array.from({ length: spec.players }, (_, s): BotLevel => (s === seat ? spec.measured : spec.others));
    const timed =
      spec.measured !== "strong"
        ? undefined
        : spec.playouts
          ? { playouts: spec.playouts }
          : { ms: spec.ms, now: () => performance.now() };
    const deal = spec.mirror ? Math.floor(g / spec.players) : g;
    const played = playBotGame(
      spec.game,
      setup,
      levels,
      `${seed}/${deal}`,
      (s) => (s === seat ? timed : undefined),
      () => performance.now(),
    );
    t.games++;
    t.ms += played.time[seat]!;
    t.decisions += played.moves;
    if (r.winner(played.state) === seat) t.gameWins++;
    if (spec.game === "sutda") tallyHands(t, r.roundSummaries(played.state), seat);
    else tallyRounds(t, r.roundSummaries(played.state), seat);
  }
  return t;
}

export function report(label: string, t: Tally, target?: number, fairShare?: number): void {
  const [lo, hi] = wilson(t.wins, t.rounds);
  const rate = (100 * t.wins) / t.rounds;
  const withTies = (100 * (t.wins + t.ties)) / t.rounds;
  let line = `${label}: ${pct(rate)} of ${t.rounds} rounds (95% CI ${pct(lo)}–${pct(hi)}), ${t.ties} ties (best or shared best ${pct(withTies)}), mean score lead ${(t.diff / t.rounds).toFixed(1)}; ${t.games} games`;
  if (fairShare !== undefined) line += `; fair share ${pct(fairShare)} (the round's best alone, ties apart)`;
  if (target !== undefined)
    line += `; target ≥ ${target}%: ${lo >= target ? "met (CI above)" : rate >= target ? "met by the estimate, CI overlaps" : "NOT met"}`;
  console.log(line);
}

/**
 * The pairwise figure (for lines with several opponents): the share of (round, opponent) pairs in
 * which the measured side's round score is strictly higher than that opponent's, ties counted apart.
 * A second view of the same rounds; the "best round score alone" figure above stays the target's.
 */
export function reportPairs(label: string, t: Tally): void {
  const [lo, hi] = wilson(t.pairWins, t.pairs);
  console.log(
    `  ${label} pairwise: higher score than a given opponent in ${pct((100 * t.pairWins) / t.pairs)} of ${t.pairs} (round, opponent) pairs (95% CI ${pct(lo)}–${pct(hi)}), ${t.pairTies} tied pairs (${pct((100 * t.pairTies) / t.pairs)}); the two pairs of a round are not independent, so this CI is somewhat narrow; not the target's measure`,
  );
}

/** Sutda strong vs heuristic: games won (Wilson CI) and chips per settled hand (normal 95% CI over the hands). */
export function reportSutda(label: string, t: Tally, players: number): void {
  const [lo, hi] = wilson(t.gameWins, t.games);
  const mean = t.chips / t.hands;
  const sd = Math.sqrt(Math.max(0, t.chipsSq / t.hands - mean * mean));
  const half = (1.96 * sd) / Math.sqrt(t.hands);
  const [blo, bhi] = wilson(t.handBest, t.hands);
  console.log(
    `${label}: games won ${pct((100 * t.gameWins) / t.games)} of ${t.games} (95% CI ${pct(lo)}–${pct(hi)}; fair share ${pct(100 / players)}); ` +
      `${t.hands} settled hands: chips per hand ${mean.toFixed(2)} (95% CI ${(mean - half).toFixed(2)} to ${(mean + half).toFixed(2)}, sd ${sd.toFixed(1)}; the heuristics ${(t.othersChips / t.hands).toFixed(2)} each), best hand result ${pct((100 * t.handBest) / t.hands)} (95% CI ${pct(blo)}–${pct(bhi)})`,
  );
}

/**
 * The match view of a strong line: games won (the game's winner; Wilson CI) and the mean score lead per
 * round over the opponents' mean (normal 95% CI over the rounds), which is what decides a game on totals.
 */
export function reportGames(t: Tally, players: number): void {
  const [lo, hi] = wilson(t.gameWins, t.games);
  const mean = t.lead / t.rounds;
  const sd = Math.sqrt(Math.max(0, t.leadSq / t.rounds - mean * mean));
  const half = (1.96 * sd) / Math.sqrt(t.rounds);
  console.log(
    `  games won ${pct((100 * t.gameWins) / t.games)} of ${t.games} (95% CI ${pct(lo)}–${pct(hi)}; fair share ${pct(100 / players)}); score lead over the opponents' mean ${mean.toFixed(2)} points per round (95% CI ${(mean - half).toFixed(2)} to ${(mean + half).toFixed(2)}, sd ${sd.toFixed(1)})`,
  );
}
