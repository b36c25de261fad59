// Sakura engine benchmark: seeded random rounds, 2 and 4 players, default options, every
// move drawn uniformly from legalMoves; then the median time to replay a 12-round record from
// scratch (parse + fold, explicit deals) and the heap in use. Prints figures, never fails on them.
import v8 from "node:v8";
import vm from "node:vm";
import { parseOptionValues } from "../../src/engine/core/options";
import { Rng } from "../../src/engine/core/rng";
import type { MatchSetup } from "../../src/engine/core/ruleset";
import { foldRecord, parseRecord, recordFromMoves } from "../../src/engine/record";
import { sakuraRuleset as R, type SakuraState } from "../../src/engine/sakura";

function setupFor(players: number, options: Record<string, unknown> = {}): MatchSetup {
  const parsed = parseOptionValues(R.optionSpecs, options, "sakura");
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { players, teams: null, options: parsed.value };
}

/** Plays whole default games (12 rounds) with random legal moves until `minRounds` rounds are done. */
function randomRounds(
  players: number,
  minRounds: number,
  seed: string,
): { rounds: number; moves: number; ms: number; cpuMs: number } {
  const setup = setupFor(players);
  const rng = Rng.fromSeed(seed);
  let rounds = 0;
  let moves = 0;
  let game = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (rounds < minRounds) {
    const started = R.newGame(setup, `${seed}/${game++}`);
    if (!started.ok) throw new Error(started.error.message);
    let s: SakuraState = started.value;
    while (s.phase === "playing") {
      const seat = s.round!.turn;
      const legal = R.legalMoves(s, seat);
      const next = R.applyMove(s, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      moves++;
    }
    rounds += s.played;
  }
  const cpu = process.cpuUsage(c0);
  return { rounds, moves, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

function twelveRoundRecord(players: number, seed: string): unknown {
  const setup = setupFor(players);
  const started = R.newGame(setup, seed);
  if (!started.ok) throw new Error(started.error.message);
  let s: SakuraState = started.value;
  const rng = Rng.fromSeed(`${seed}/moves`);
  const moves: unknown[] = [];
  while (s.phase === "playing") {
    const legal = R.legalMoves(s, s.round!.turn);
    const m = legal[rng.int(legal.length)];
    moves.push(m);
    const next = R.applyMove(s, m);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
  }
  const rec = recordFromMoves(
    R,
    setup,
    seed,
    Array.from({ length: players }, (_, i) => `p${i}`),
    moves,
  );
  if (!rec.ok) throw new Error(rec.message);
  return JSON.parse(JSON.stringify(rec.record));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * CPU per move of 2-player random games: the bare move (legal moves and applyMove), and the engine's whole part of a
 * move on the server (described and phrased, rounds counted, both seats' board views built and written as JSON, the
 * next mover's legal moves), which bench:server's real server pays beside its floor.
 */
function serverMoveWork(games: number, full: boolean): { moves: number; usPerMove: number } {
  const setup = setupFor(2);
  const rng = Rng.fromSeed("server-move");
  let moves = 0;
  const c0 = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const started = R.newGame(setup, `server-move-${g}`);
    if (!started.ok) throw new Error(started.error.message);
    let s: SakuraState = started.value;
    while (s.phase === "playing") {
      const legal = R.legalMoves(s, s.round!.turn);
      const m = legal[rng.int(legal.length)]!;
      const next = R.applyMove(s, m);
      if (!next.ok) throw new Error(next.error.message);
      if (full) {
        R.describeMove(s, m);
        R.phraseMove?.(s, m);
        void (R.roundSummaries(next.state).length > R.roundSummaries(s).length);
        R.dealtRounds(s);
        for (const seat of [0, 1]) JSON.stringify(R.boardView(R.playerView(next.state, seat)));
        R.totals(next.state);
        const toAct = R.toAct(next.state);
        if (toAct.length > 0) R.legalMoves(next.state, toAct[0]!);
      }
      s = next.state;
      moves++;
    }
  }
  const cpu = process.cpuUsage(c0);
  return { moves, usPerMove: (cpu.user + cpu.system) / moves };
}

export async function run(): Promise<void> {
  const target = Number(process.env.SAKURA_BENCH_ROUNDS ?? 60000);
  randomRounds(2, 2000, "warmup-2");
  randomRounds(4, 2000, "warmup-4");
  for (const players of [2, 4]) {
    const r = randomRounds(players, target, `bench-${players}`);
    const secs = r.ms / 1000;
    const cpuSecs = r.cpuMs / 1000;
    const fmt = (x: number) => Math.round(x).toLocaleString("en");
    console.log(
      `${players} players: ${r.rounds} random rounds, ${r.moves} moves (${(r.moves / r.rounds).toFixed(1)} moves/round) in ${r.ms.toFixed(0)} ms wall, ${r.cpuMs.toFixed(0)} ms CPU\n` +
        `  wall: ${fmt(r.rounds / secs)} rounds/s, ${fmt(r.moves / secs)} moves/s; CPU time: ${fmt(r.rounds / cpuSecs)} rounds/s, ${fmt(r.moves / cpuSecs)} moves/s`,
    );
  }
  serverMoveWork(20, true);
  const bare = serverMoveWork(100, false);
  const whole = serverMoveWork(100, true);
  console.log(
    `a move's engine work on the server (2 players, ${whole.moves} moves): ${whole.usPerMove.toFixed(1)} µs CPU ` +
      `against ${bare.usPerMove.toFixed(1)} µs for the bare move (legal moves and applyMove)`,
  );
  for (const players of [2, 4]) {
    const doc = twelveRoundRecord(players, `replay-${players}`);
    const times: number[] = [];
    let moves = 0;
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      const parsed = parseRecord(doc);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const folded = foldRecord<SakuraState>(parsed.value);
      if (!folded.ok) throw new Error(folded.error.message);
      times.push(performance.now() - t0);
      moves = folded.value.results.reduce((a, r) => a + (r.cancelled ? 0 : 1), 0);
    }
    console.log(
      `replay of a ${moves}-round ${players}-player record (explicit deals, from scratch): median ${median(times).toFixed(3)} ms, best ${Math.min(...times).toFixed(3)} ms`,
    );
  }
  // Heap after a forced collection, and what finished 12-round game states retain.
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  gc();
  const base = process.memoryUsage().heapUsed;
  const kept: SakuraState[] = [];
  const rng = Rng.fromSeed("heap");
  for (let i = 0; i < 200; i++) {
    const started = R.newGame(setupFor(2), `heap-${i}`);
    if (!started.ok) throw new Error(started.error.message);
    let s: SakuraState = started.value;
    while (s.phase === "playing") {
      const legal = R.legalMoves(s, s.round!.turn);
      const next = R.applyMove(s, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    kept.push(s);
  }
  gc();
  const perGame = (process.memoryUsage().heapUsed - base) / kept.length;
  const mem = process.memoryUsage();
  console.log(
    `heap used ${(base / 1048576).toFixed(1)} MB after GC (rss ${(mem.rss / 1048576).toFixed(1)} MB); ` +
      `a finished 12-round 2-player game state retains about ${(perGame / 1024).toFixed(1)} KB (${kept.length} kept)`,
  );
}
