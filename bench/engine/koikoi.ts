// Koi-Koi engine benchmark: seeded random rounds (every move uniform among legalMoves, the koi-koi decisions
// included) with the default rules, then the median time to replay a 12-round record (parse + fold, explicit
// deals). Prints figures, never fails on them. KOIKOI_BENCH_ROUNDS sets the number of rounds (default 60000, as
// Sakura's lines).
import { Rng } from "../../src/engine/core/rng";
import type { MatchSetup } from "../../src/engine/core/ruleset";
import { everyEngineGame, foldRecord, parseRecord, recordFromMoves } from "../../src/engine/record";
import { koikoiRuleset as R, type KoikoiState } from "../../src/engine/koikoi";

function defaultSetup(): MatchSetup {
  const checked = R.validateSetup({ players: 2, teams: null, options: {} });
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}
const setup = defaultSetup();

/** Plays random games until `minRounds` rounds are finished; the moves of the first game are kept. */
function randomRounds(minRounds: number, seed: string) {
  const rng = Rng.fromSeed(seed);
  let rounds = 0;
  let moves = 0;
  const firstGame: unknown[] = [];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let game = 0; rounds < minRounds; game++) {
    const started = R.newGame(setup, `${seed}/${game}`);
    if (!started.ok) throw new Error(started.error.message);
    let s: KoikoiState = started.value;
    while (s.phase === "playing") {
      const legal = R.legalMoves(s, s.round!.turn);
      const move = legal[rng.int(legal.length)];
      if (game === 0) firstGame.push(move);
      const next = R.applyMove(s, move);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      moves++;
    }
    rounds += s.finished.length;
  }
  const cpu = process.cpuUsage(c0);
  return { rounds, moves, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, firstGame };
}

const fmt = (x: number) => Math.round(x).toLocaleString("en");

export function run(): void {
  randomRounds(1000, "warmup");
  const r = randomRounds(Number(process.env.KOIKOI_BENCH_ROUNDS ?? 60000), "bench");
  const secs = r.ms / 1000;
  const cpuSecs = r.cpuMs / 1000;
  console.log(
    `2 players: ${r.rounds} random rounds, ${r.moves} moves (${(r.moves / r.rounds).toFixed(1)} moves/round) in ${r.ms.toFixed(0)} ms wall, ${r.cpuMs.toFixed(0)} ms CPU\n` +
      `  wall: ${fmt(r.rounds / secs)} rounds/s, ${fmt(r.moves / secs)} moves/s; CPU time: ${fmt(r.rounds / cpuSecs)} rounds/s, ${fmt(r.moves / cpuSecs)} moves/s`,
  );
  const rec = recordFromMoves(R, setup, "bench/0", ["a", "b"], r.firstGame);
  if (!rec.ok) throw new Error(rec.message);
  const doc = JSON.parse(JSON.stringify(rec.record)) as unknown;
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const parsed = parseRecord(doc, everyEngineGame);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const folded = foldRecord(parsed.value);
    if (!folded.ok) throw new Error(folded.error.message);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`replay of a 12-round record (${r.firstGame.length} moves): median ${times[100]!.toFixed(3)} ms`);
}
