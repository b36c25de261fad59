// `npm run bench:bots`: the bots' strength (src/engine/bots/DECISIONS.md). Seeded matches between bot levels, with win
// rates and their 95% Wilson confidence intervals, round counts, and the Judge bots' reaction times.
// A benchmark, not a test: it prints figures and never fails on them.
//
// Flags (all optional):
//   --rounds N         rounds per heuristic-vs-random line (default 2400)
//   --strong-rounds N  rounds of strong vs heuristic in 2-player Sakura (default 960)
//   --strong-games N   games of each other strong-vs-heuristic line (defaults: SFJ 12 games of 12 rounds,
//                      Mushi 8 games of 12 rounds, Sutda 60 games of up to 20 hands). At 200 ms per move
//                      a game takes about 9 s of thinking in SFJ, 12 s in Mushi, 2 s in Sutda, so the
//                      three lines together take about 3 minutes on 2 cores (169 s measured); their CIs
//                      are wide (about ±8 points): for conclusions use --playouts with more --strong-games.
//   --ms M             thinking time of the strong bot per move, ms (default 200)
//   --workers W        processes for the strong lines (default: up to 2, one per core)
//   --playouts P       give the strong bot P playouts per move instead of a time budget (load-independent)
//   --seed S           a suffix for the strong lines' seeds (another sample of deals; default none)
//   --sutda-players L  table sizes of the strong-sutda line, a comma list of 2, 3, 4 (default 2): one line
//                      per size, each with --strong-games games (default 60); 3 and 4 players use their own
//                      seeds (`sutda3p-sh`, `sutda4p-sh`), 2 players keeps `sutda-sh`
//   --only a,b         run only these lines: sakura, sfj, strong, mushi, sutda, judge, strong-sfj,
//                      strong-mushi, strong-sutda
//   --only lead        (in the default run too) what 60% of Sakura rounds against the heuristic takes in score:
//                      the heuristic against itself, its per-round score leads shifted by a constant δ, and
//                      the δ at which the shifted leads win 60% of rounds, checked against the measured lines
//   --only duplicate   the duplicate-deal table (bench/bots-duplicate.ts; also in the default run): every pairing
//                      of levels in every game, each deal played from every seating, the strong level on a playout
//                      budget so that the seed alone fixes the figures. --deals N (default 200) deals per line
//                      without the strong level, --strong-deals N (default 24) with it, --dup-playouts P (default
//                      200) playouts per strong move; --seed S changes the deals (printed as the table's seed);
//                      --dup-games sakura2,sutda3,koikoi2 keeps those games (name and players), --dup-pairs
//                      strong-heuristic those pairings (measured-other); --koikoi search makes
//                      Koi-Koi's strong level search every move (default search-decisions: only the koi-koi
//                      decisions), --koikoi heuristic|always-stop|bolder makes it the heuristic with that decision
//                      rule; --dup-log FILE appends each deal's result to FILE as it ends, and with
//                      --dup-summarise prints the lines from the deals FILE holds (a stopped run's deals 0…k−1)
//                      instead of playing
//   --quick            the duplicate table only, small (10 / 2 deals, 20 playouts): about a minute on 2 quiet cores
//   --reference        also run the perfect-information reference lines (slow): a searcher that sees
//                      every card, to show how much of each target the hidden cards leave reachable
//
// A "win" is a round where the measured bot's seat (or side) has the best round score alone; ties
// are counted apart. Matches are whole seeded games; the measured bot's seat rotates from game to
// game, so it deals first equally often. The strong-vs-heuristic lines of SFJ, Mushi and Sutda play each
// deal once from every seat (games g..g+n−1 share a deal seed, the strong bot in seat g mod n), so the
// luck of the cards mostly cancels out; they report the fair share (1 / players) beside the win rate.

import { fork } from "node:child_process";
import { DUPLICATE_GAMES, DUPLICATE_PAIRS, duplicateLine, playDealsParallel, summariseLog } from "./bots-duplicate";
import { availableParallelism, cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import type { GameName } from "../src/engine/core/ruleset";
import { judgeReactions, leadNeededLine, referenceLine, sutdaLine } from "./bots-lines";
import {
  add,
  emptyTally,
  playLine,
  report,
  reportGames,
  reportPairs,
  reportSutda,
  type LineSpec,
  type Tally,
} from "./bots-tally";

const args = process.argv.slice(2);
function flag(name: string, def: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : def;
}
const only = (() => {
  const i = args.indexOf("--only");
  return i >= 0 ? (args[i + 1] ?? "").split(",") : null;
})();
const wants = (line: string) =>
  args.includes("--quick") ? line === "duplicate" : only === null || only.includes(line);

const QUICK = args.includes("--quick");
const ROUNDS = flag("rounds", 2400);
const STRONG_ROUNDS = flag("strong-rounds", 960);
const MS = flag("ms", 200);
const PLAYOUTS = flag("playouts", 0);
const STRONG_GAMES = flag("strong-games", 0);
const SEED = (() => {
  const i = args.indexOf("--seed");
  return i >= 0 && args[i + 1] ? `/${args[i + 1]}` : "";
})();
const SUTDA_PLAYERS = (() => {
  const i = args.indexOf("--sutda-players");
  const list = i >= 0 ? (args[i + 1] ?? "").split(",").map(Number) : [2];
  for (const n of list) if (!(n === 2 || n === 3 || n === 4)) throw new Error(`--sutda-players: ${n} is not 2, 3 or 4`);
  return list;
})();
const WORKERS = Math.max(
  1,
  flag("workers", Math.min(2, typeof availableParallelism === "function" ? availableParallelism() : cpus().length)),
);

/** Wilson score interval (95%) of k successes in n trials, as percentages. */
/**
 * Runs a line in worker processes (each plays its share of the games) and sums the tallies. With
 * `fixedGames`, exactly that many games (whole mirror groups per worker) and no round cap.
 */
async function parallelLine(spec: LineSpec, rounds: number, seed: string, fixedGames?: number): Promise<Tally> {
  const roundsPerGame = spec.game === "sakura" || spec.game === "sfj" ? 12 : 6;
  const games = fixedGames ?? Math.ceil(rounds / roundsPerGame) + 2;
  const group = spec.mirror ? spec.players : 1;
  const per = group * Math.ceil(games / group / WORKERS);
  const script = fileURLToPath(import.meta.url);
  const jobs = Array.from({ length: WORKERS }, (_, w) => {
    const from = w * per;
    const to = Math.min(games, from + per);
    const share = fixedGames ? Infinity : Math.ceil(rounds / WORKERS);
    return new Promise<Tally>((resolve, reject) => {
      const child = fork(script, ["--worker", JSON.stringify({ spec, from, to, share, seed })], {
        execArgv: process.execArgv,
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      child.on("message", (m) => resolve(m as Tally));
      child.on("error", reject);
      child.on("exit", (code) => {
        if (code !== 0) reject(new Error(`worker exited with ${code}`));
      });
    });
  });
  return (await Promise.all(jobs)).reduce(add, emptyTally());
}

/** The time line after a strong line. */
function reportThinking(t: Tally, since: number): void {
  console.log(
    `  strong bot: ${(t.ms / 1000).toFixed(0)} s thinking over ${t.games} games; line took ${((performance.now() - since) / 1000).toFixed(0)} s with ${WORKERS} worker(s); load average now ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ")}`,
  );
}

/** Koi-Koi's strong level in the duplicate table: `--koikoi search` or `--koikoi <decision rule>` (DECISIONS.md). */
const KOIKOI = (() => {
  const i = args.indexOf("--koikoi");
  const v = i >= 0 ? (args[i + 1] ?? "") : "";
  if (v === "" || v === "search" || v === "search-decisions")
    return { search: v === "search", searchDecisions: true, decision: "heuristic" };
  return { search: false, searchDecisions: false, decision: v };
})();

/** The duplicate-deal table: every game, every pairing of levels, each deal from every seating. */
async function duplicateTable(): Promise<void> {
  const deals = flag("deals", QUICK ? 10 : 200);
  const strongDeals = flag("strong-deals", QUICK ? 2 : 24);
  const playouts = flag("dup-playouts", QUICK ? 20 : 200);
  const seed = `dup${SEED || "/1"}`;
  console.log(
    `duplicate deals: seed "${seed}"; Koi-Koi's strong level: ${KOIKOI.search ? "search" : KOIKOI.searchDecisions ? "the heuristic, the search for koi-koi decisions" : `heuristic, decision rule ${KOIKOI.decision}`}; ${deals} deals per line (${strongDeals} with the strong level, at ${playouts} playouts per move); ${WORKERS} worker(s)`,
  );
  const gi = args.indexOf("--dup-games");
  const games = gi >= 0 ? (args[gi + 1] ?? "").split(",") : null;
  const pi = args.indexOf("--dup-pairs");
  const pairs = pi >= 0 ? (args[pi + 1] ?? "").split(",") : null;
  const li = args.indexOf("--dup-log");
  const log = li >= 0 ? args[li + 1] : undefined;
  for (const game of DUPLICATE_GAMES) {
    if (games && !games.includes(`${game.game}${game.players}`)) continue;
    for (const [measured, other] of DUPLICATE_PAIRS) {
      if (pairs && !pairs.includes(`${measured}-${other}`)) continue;
      const t1 = performance.now();
      const n = measured === "strong" || other === "strong" ? strongDeals : deals;
      const job = { game, measured, other, playouts, seed, from: 0, to: n, koikoi: KOIKOI, log };
      if (log && args.includes("--dup-summarise")) {
        for (const line of summariseLog(log, [job])) console.log(`${line} [from the log]`);
        continue;
      }
      const results = await playDealsParallel(job, WORKERS);
      console.log(`${duplicateLine(job, results)} [${((performance.now() - t1) / 1000).toFixed(0)} s]`);
    }
  }
}

async function main(): Promise<void> {
  const t0 = performance.now();
  console.log(
    `bots benchmark: node ${process.version}, ${process.arch}, ${cpus().length} cpu(s) (${cpus()[0]?.model ?? "?"}), ${WORKERS} worker(s) for the strong line`,
  );
  console.log(
    `settings: ${ROUNDS} rounds per heuristic line, ${STRONG_ROUNDS} rounds of strong vs heuristic in Sakura, ${STRONG_GAMES ? `${STRONG_GAMES} games` : "12 / 8 / 60 games"} in the SFJ / Mushi / Sutda strong lines, at ${PLAYOUTS ? `${PLAYOUTS} playouts` : `${MS} ms (clock: performance.now)`} per move`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ")} (other work on the machine takes thinking time from the timed strong bot)\n`,
  );
  /** The Sakura 2p lines measured in this run, for the `lead` line's checks. */
  const measured: { label: string; lead: number; rate: number }[] = [];
  const note = (label: string, t: Tally) =>
    measured.push({ label, lead: t.diff / t.rounds, rate: (100 * t.wins) / t.rounds });
  if (wants("sakura")) {
    const t = playLine(
      { game: "sakura", players: 2, options: {}, measured: "heuristic", others: "random", ms: 0 },
      0,
      1e9,
      ROUNDS,
      "sakura-hr",
    );
    report("Sakura 2 players, heuristic vs random", t, 75);
    note("heuristic vs random", t);
  }
  if (wants("sfj")) {
    const t = playLine(
      { game: "sfj", players: 3, options: {}, measured: "heuristic", others: "random", ms: 0 },
      0,
      1e9,
      ROUNDS,
      "sfj-hr",
    );
    report("SFJ 3 players, heuristic vs 2 random", t, 75);
    reportPairs("SFJ 3 players, heuristic vs each random", t);
  }
  if (wants("mushi"))
    report(
      "Mushi, heuristic vs random",
      playLine(
        { game: "mushi", players: 2, options: {}, measured: "heuristic", others: "random", ms: 0 },
        0,
        1e9,
        ROUNDS,
        "mushi-hr",
      ),
    );
  if (wants("sutda")) {
    sutdaLine(2, Math.max(50, Math.round(ROUNDS / 12)));
    sutdaLine(4, Math.max(50, Math.round(ROUNDS / 12)));
  }
  if (wants("judge")) judgeReactions();
  if (wants("strong")) {
    const t1 = performance.now();
    const t = await parallelLine(
      { game: "sakura", players: 2, options: {}, measured: "strong", others: "heuristic", ms: MS, playouts: PLAYOUTS },
      STRONG_ROUNDS,
      "sakura-sh",
    );
    report(`Sakura 2 players, strong (${PLAYOUTS ? `${PLAYOUTS} playouts` : `${MS} ms`} per move) vs heuristic`, t, 60);
    note("strong vs heuristic", t);
    console.log(
      `  strong bot: ${(t.ms / 1000).toFixed(0)} s thinking over ${t.rounds} rounds; line took ${((performance.now() - t1) / 1000).toFixed(0)} s with ${WORKERS} worker(s); load average now ${loadavg()
        .map((x) => x.toFixed(1))
        .join(" / ")}`,
    );
  }
  if (wants("lead")) leadNeededLine(ROUNDS, measured);
  const budget = PLAYOUTS ? `${PLAYOUTS} playouts` : `${MS} ms`;
  const strongSpec = (game: GameName, players: number, options: LineSpec["options"]): LineSpec => ({
    game,
    players,
    options,
    measured: "strong",
    others: "heuristic",
    ms: MS,
    playouts: PLAYOUTS,
    mirror: true,
  });
  if (wants("strong-sfj")) {
    const t1 = performance.now();
    const t = await parallelLine(strongSpec("sfj", 3, {}), 0, `sfj-sh${SEED}`, STRONG_GAMES || 12);
    report(`SFJ 3 players, strong (${budget} per move) vs 2 heuristic`, t, undefined, 100 / 3);
    reportPairs("SFJ 3 players, strong vs each heuristic", t);
    reportGames(t, 3);
    reportThinking(t, t1);
  }
  if (wants("strong-mushi")) {
    const t1 = performance.now();
    const t = await parallelLine(strongSpec("mushi", 2, {}), 0, `mushi-sh${SEED}`, STRONG_GAMES || 8);
    report(`Mushi 2 players, strong (${budget} per move) vs heuristic`, t, undefined, 50);
    reportGames(t, 2);
    reportThinking(t, t1);
  }
  if (wants("strong-sutda")) {
    for (const players of SUTDA_PLAYERS) {
      const t1 = performance.now();
      const seed = players === 2 ? `sutda-sh${SEED}` : `sutda${players}p-sh${SEED}`;
      const t = await parallelLine(
        strongSpec("sutda", players, { end: "rounds_N", rounds: 20 }),
        0,
        seed,
        STRONG_GAMES || 60,
      );
      const vs = players === 2 ? "heuristic" : `${players - 1} heuristic`;
      reportSutda(
        `Sutda ${players} players, strong (${budget} per move) vs ${vs} (stack 100, ante 1, up to 20 hands a game)`,
        t,
        players,
      );
      reportThinking(t, t1);
    }
  }
  if (args.includes("--reference")) {
    console.log("\nreference (not a bot: a search that sees every card, 300 playouts per move):");
    report("  Sakura 2 players, perfect information vs random", referenceLine("sakura", 2, "random", 240, 300));
    report("  SFJ 3 players, perfect information vs 2 random", referenceLine("sfj", 3, "random", 480, 300));
    const t = referenceLine("sakura", 2, "heuristic", 240, 300);
    report("  Sakura 2 players, perfect information vs heuristic", t);
    if (wants("lead"))
      leadNeededLine(ROUNDS, [
        { label: "perfect information vs heuristic", lead: t.diff / t.rounds, rate: (100 * t.wins) / t.rounds },
      ]);
  }
  if (wants("duplicate")) await duplicateTable();
  console.log(`\ntotal ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

if (args[0] === "--worker") {
  const job = JSON.parse(args[1]!) as { spec: LineSpec; from: number; to: number; share: number | null; seed: string };
  const t = playLine(job.spec, job.from, job.to, job.share ?? Infinity, job.seed);
  process.send!(t, () => process.exit(0));
} else {
  await main();
}
