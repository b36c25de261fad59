// The duplicate-deal table of `npm run bench:bots` (`--only duplicate`, or `--quick` for about a minute): every
// pairing of bot levels plays each deal from every seating, so the luck of the cards cancels out. A "deal" is one
// game seed: the game is played once per seating (the measured level in seat k, the other level in every other
// seat, k = 0 … players − 1) with the same seed, hence the same first deal in each seating (later deals follow the
// same generator, but who deals them depends on the play). The deal is the statistical unit: its figure is the
// measured level's mean lead per round over all its seatings, and the confidence interval is over deals.
//
// The strong level always gets a playout budget here (never a time budget), so a seed gives the same figures on
// any machine and under any load.

import { fork } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BotLevel } from "../src/engine/bots";
import { KOIKOI_STRONG } from "../src/engine/koikoi/bot/search";
import { plural } from "../src/engine/core/plural";
import { playBotGame } from "../src/engine/bots/testing/harness";
import { rulesetOf, setupFor } from "../src/engine/bots/testing/positions";
import type { EngineGameName, RoundSummary } from "../src/engine/core/ruleset";
import { wilson } from "./bots-tally";

export interface DuplicateGame {
  label: string;
  game: EngineGameName;
  players: number;
  options: Record<string, string | number | boolean>;
  /** What one scored unit is: a round, a settled hand (Sutda), a match (Judge: one summary per match). */
  unit: "round" | "hand" | "match";
}

export const DUPLICATE_GAMES: readonly DuplicateGame[] = [
  { label: "Sakura 2 players", game: "sakura", players: 2, options: {}, unit: "round" },
  { label: "Sakura 4 players", game: "sakura", players: 4, options: {}, unit: "round" },
  { label: "SFJ 3 players", game: "sfj", players: 3, options: {}, unit: "round" },
  { label: "Mushi", game: "mushi", players: 2, options: {}, unit: "round" },
  { label: "Sutda 2 players", game: "sutda", players: 2, options: { end: "rounds_N", rounds: 20 }, unit: "hand" },
  { label: "Sutda 3 players", game: "sutda", players: 3, options: { end: "rounds_N", rounds: 20 }, unit: "hand" },
  { label: "Sutda 4 players", game: "sutda", players: 4, options: { end: "rounds_N", rounds: 20 }, unit: "hand" },
  { label: "Judge", game: "judge", players: 2, options: {}, unit: "match" },
  { label: "Koi-Koi", game: "koikoi", players: 2, options: {}, unit: "round" },
];

export const DUPLICATE_PAIRS: readonly (readonly [BotLevel, BotLevel])[] = [
  ["heuristic", "random"],
  ["strong", "random"],
  ["strong", "heuristic"],
];

/** One deal's result for the measured level, summed over its seatings. */
export interface DealResult {
  units: number;
  lead: number;
  wins: number;
  ties: number;
}

export interface DuplicateJob {
  game: DuplicateGame;
  measured: BotLevel;
  other: BotLevel;
  playouts: number;
  seed: string;
  from: number;
  to: number;
  /** Koi-Koi's strong level as measured (KOIKOI_STRONG): search or not, its decision rule. */
  koikoi?: { search: boolean; searchDecisions: boolean; decision: string };
  /** A file to which each deal's result is appended as it ends (a JSON line), so a stopped run still counts. */
  log?: string;
}

/** What a log line names besides its deal's result: the line it belongs to. */
const lineKey = (job: DuplicateJob) =>
  `${job.game.label}, ${job.measured} vs ${job.other}, ${job.playouts} playouts, seed ${job.seed}`;

/** Adds one finished game's scored units for the measured `seat` to `d`. */
function addGame(d: DealResult, summaries: readonly RoundSummary[], seat: number, unit: DuplicateGame["unit"]): void {
  for (const s of summaries) {
    if (s.cancelled) continue;
    // A Sutda rematch scores 0 for everyone: not a settled hand.
    if (unit === "hand" && s.scores.every((x) => x === 0)) continue;
    const mine = s.scores[seat]!;
    let best = -Infinity;
    let others = 0;
    s.scores.forEach((v, i) => {
      if (i === seat) return;
      others += v;
      if (v > best) best = v;
    });
    d.units++;
    d.lead += mine - others / (s.scores.length - 1);
    if (mine > best) d.wins++;
    else if (mine === best) d.ties++;
  }
}

/** Plays deals [from, to) of a job, every seating of each; one result per deal. */
export function playDeals(job: DuplicateJob): DealResult[] {
  const { game: g, measured, other } = job;
  if (job.koikoi) Object.assign(KOIKOI_STRONG, job.koikoi);
  const setup = setupFor(g.game, g.players, g.options);
  const r = rulesetOf(g.game);
  const out: DealResult[] = [];
  for (let deal = job.from; deal < job.to; deal++) {
    const d: DealResult = { units: 0, lead: 0, wins: 0, ties: 0 };
    for (let seat = 0; seat < g.players; seat++) {
      const levels = Array.from({ length: g.players }, (_, s): BotLevel => (s === seat ? measured : other));
      const played = playBotGame(g.game, setup, levels, `${job.seed}/${g.game}${g.players}/${deal}`, (s) =>
        levels[s] === "strong" ? { playouts: job.playouts } : undefined,
      );
      addGame(d, r.roundSummaries(played.state), seat, g.unit);
    }
    out.push(d);
    if (job.log) appendFileSync(job.log, `${JSON.stringify({ line: lineKey(job), deal, ...d })}\n`);
  }
  return out;
}

/** Runs a job's deals in `workers` processes (deal ranges split evenly); the results in deal order. */
export async function playDealsParallel(job: DuplicateJob, workers: number): Promise<DealResult[]> {
  const n = job.to - job.from;
  const per = Math.ceil(n / workers);
  const script = fileURLToPath(import.meta.url);
  const parts = Array.from({ length: workers }, (_, w) => {
    const from = job.from + w * per;
    const to = Math.min(job.to, from + per);
    if (from >= to) return Promise.resolve([] as DealResult[]);
    return new Promise<DealResult[]>((resolve, reject) => {
      const child = fork(script, ["--duplicate-worker", JSON.stringify({ ...job, from, to })], {
        execArgv: process.execArgv,
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      child.on("message", (m) => resolve(m as DealResult[]));
      child.on("error", reject);
      child.on("exit", (code) => {
        if (code !== 0) reject(new Error(`duplicate worker exited with ${code}`));
      });
    });
  });
  return (await Promise.all(parts)).flat();
}

/** Mean and 95% half-width (normal) of the per-deal mean leads per unit. */
export function dealLeads(deals: readonly DealResult[]): { mean: number; half: number } {
  const xs = deals.filter((d) => d.units > 0).map((d) => d.lead / d.units);
  const k = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, k);
  const sd = k > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (k - 1)) : NaN;
  return { mean, half: (1.96 * sd) / Math.sqrt(k) };
}

const UNIT_WORDS: Record<DuplicateGame["unit"], [string, string]> = {
  round: ["points per round", "rounds"],
  hand: ["chips per settled hand", "settled hands"],
  match: ["points per match", "matches"],
};

export function duplicateLine(job: DuplicateJob, deals: readonly DealResult[]): string {
  const g = job.game;
  const units = deals.reduce((a, d) => a + d.units, 0);
  const wins = deals.reduce((a, d) => a + d.wins, 0);
  const ties = deals.reduce((a, d) => a + d.ties, 0);
  const { mean, half } = dealLeads(deals);
  const [lo, hi] = wilson(wins, units);
  const [what, unitName] = UNIT_WORDS[g.unit];
  const f = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(2);
  const seatings = g.players === 2 ? "both seatings" : `all ${g.players} seatings`;
  const ci = deals.length > 1 ? `95% CI ${f(mean - half)} to ${f(mean + half)}, over deals` : "no CI from one deal";
  return (
    `${g.label}, ${job.measured} vs ${job.other}: ${plural(deals.length, "deal")} × ${seatings}, ${units} ${unitName}; ` +
    `mean lead ${f(mean)} ${what} (${ci}); ` +
    `${unitName} won alone ${((100 * wins) / units).toFixed(1)}% (95% CI ${lo.toFixed(1)}–${hi.toFixed(1)}%), tied ${((100 * ties) / units).toFixed(1)}%`
  );
}

/**
 * The lines of a deal log (`--dup-log`) from the deals it holds, each line's deals taken in order from deal 0 up to
 * the first one missing: a stopped run reports the deals it finished, with no gap that could favour a side.
 */
export function summariseLog(path: string, jobs: readonly DuplicateJob[]): string[] {
  const rows = readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as DealResult & { line: string; deal: number });
  return jobs.flatMap((job) => {
    const byDeal = new Map(rows.filter((r) => r.line === lineKey(job)).map((r) => [r.deal, r]));
    const deals: DealResult[] = [];
    for (let k = job.from; byDeal.has(k); k++) deals.push(byDeal.get(k)!);
    return deals.length ? [duplicateLine(job, deals)] : [];
  });
}

if (process.argv[2] === "--duplicate-worker") {
  const job = JSON.parse(process.argv[3]!) as DuplicateJob;
  const deals = playDeals(job);
  process.send!(deals, () => process.exit(0));
}
