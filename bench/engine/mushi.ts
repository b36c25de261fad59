// Mushi engine benchmark: seeded random rounds (every move uniform among legalMoves) with
// the default 40-card rules and with the 48-card deck; then the median time to replay a 12-round
// record from scratch (parse + fold, explicit deals) and the cost of a player view. Prints figures,
// never fails on them. MUSHI_BENCH_ROUNDS sets the number of rounds (default 40000).
import { Rng } from "../../src/engine/core/rng";
import { foldRecord, parseRecord, recordFromMoves } from "../../src/engine/record";
import { mushiRuleset as R, type MushiState } from "../../src/engine/mushi";
import { mushiSetup, randomPlayout } from "../../src/engine/mushi/playout";

function randomRounds(options: Record<string, string | number>, minRounds: number, seed: string) {
  const setup = mushiSetup(options);
  const rng = Rng.fromSeed(seed);
  let rounds = 0;
  let moves = 0;
  let game = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (rounds < minRounds) {
    const started = R.newGame(setup, `${seed}/${game++}`);
    if (!started.ok) throw new Error(started.error.message);
    let s: MushiState = started.value;
    while (s.phase === "playing") {
      const legal = R.legalMoves(s, s.round!.turn);
      const next = R.applyMove(s, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      moves++;
    }
    rounds += s.counted;
  }
  const cpu = process.cpuUsage(c0);
  return { rounds, moves, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const fmt = (x: number) => Math.round(x).toLocaleString("en");

export async function run(): Promise<void> {
  const target = Number(process.env.MUSHI_BENCH_ROUNDS ?? 40000);
  randomRounds({}, 2000, "warmup");
  for (const [name, options] of [
    ["40 cards (default rules)", {}],
    ["48 cards", { deck: 48 }],
  ] as const) {
    const r = randomRounds(options, target, `bench/${name}`);
    const secs = r.ms / 1000;
    const cpuSecs = r.cpuMs / 1000;
    console.log(
      `${name}: ${r.rounds} random rounds, ${r.moves} moves (${(r.moves / r.rounds).toFixed(1)} moves/round) in ${r.ms.toFixed(0)} ms wall, ${r.cpuMs.toFixed(0)} ms CPU\n` +
        `  wall: ${fmt(r.rounds / secs)} rounds/s, ${fmt(r.moves / secs)} moves/s; CPU time: ${fmt(r.rounds / cpuSecs)} rounds/s, ${fmt(r.moves / cpuSecs)} moves/s`,
    );
  }

  // Replaying a 12-round record (explicit deals) from scratch.
  const setup = mushiSetup();
  const { moves } = randomPlayout(setup, "bench-record", "bench-record/moves");
  const rec = recordFromMoves(R, setup, "bench-record", ["a", "b"], moves);
  if (!rec.ok) throw new Error(rec.message);
  const doc = JSON.parse(JSON.stringify(rec.record)) as unknown;
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const parsed = parseRecord(doc);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const folded = foldRecord(parsed.value);
    if (!folded.ok) throw new Error(folded.error.message);
    times.push(performance.now() - t);
  }
  console.log(`replay of a 12-round record (${moves.length} moves): median ${median(times).toFixed(3)} ms`);

  // A player view in the middle of the last round (history of 11 finished rounds).
  let mid: MushiState | null = null;
  randomPlayout(setup, "bench-view", "bench-view/moves", ({ after }) => {
    if (after.phase === "playing" && after.counted === 11 && after.round!.moveCount === 10) mid = after;
  });
  if (mid) {
    const state: MushiState = mid;
    const n = 20000;
    const t = performance.now();
    for (let i = 0; i < n; i++) R.playerView(state, i & 1);
    const ms = performance.now() - t;
    console.log(
      `playerView mid-game (11 finished rounds): ${((ms * 1000) / n).toFixed(1)} µs per view, ${fmt(n / (ms / 1000))} views/s`,
    );
  }
  const mem = process.memoryUsage();
  console.log(`heap used ${(mem.heapUsed / 1048576).toFixed(1)} MiB`);
}
