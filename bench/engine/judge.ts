// Judge engine benchmark (`npx tsx bench/engine.ts judge`): seeded random matches, with the
// random mover (random acts and timings) and with moves uniform from legalMoves; plus the decision
// table, the live early-close status and record replay. Prints figures; never fails on them.
// Judge has one move per picket round, so moves/s = picket rounds/s; a match is one record round.

import { Rng } from "../../src/engine/core/rng";
import { recordFromMoves, replayRecord } from "../../src/engine/record";
import {
  judgeRuleset as R,
  liveRoundStatus,
  resolvePicket,
  DEFAULT_JUDGE_OPTIONS,
  type JudgeState,
  type SeatActions,
} from "../../src/engine/judge";
import { judgeSetup } from "../../src/engine/judge/testkit";

const BUDGET_MS = Number(process.env.BENCH_MS ?? 1500);

function timed(label: string, unit: string, body: () => number) {
  // Warm-up, then run for the budget.
  body();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let count = 0;
  while (performance.now() - t0 < BUDGET_MS) count += body();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const rate = (n: number, t: number) => Math.round((n / t) * 1000).toLocaleString("en-US");
  console.log(`${label}: ${rate(count, ms)} ${unit}/s wall, ${rate(count, cpuMs)} ${unit}/s cpu`);
}

function playMatches(mode: "random" | "legal", n: number, seedBase: string, counters: { rounds: number }): number {
  const setup = judgeSetup();
  const rng = Rng.fromSeed(seedBase);
  for (let g = 0; g < n; g++) {
    const start = R.newGame(setup, `${seedBase}-${counters.rounds}-${g}`);
    if (!start.ok) throw new Error(start.error.message);
    let s: JudgeState = start.value;
    while (s.phase === "playing") {
      let move: unknown;
      if (mode === "random") move = R.randomMove!(s, rng);
      else {
        const legal = R.legalMoves(s, 0);
        move = legal[rng.int(legal.length)];
      }
      const r = R.applyMove(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      counters.rounds++;
    }
  }
  return n;
}

export async function run() {
  for (const mode of ["random", "legal"] as const) {
    playMatches(mode, 50, `warm-${mode}`, { rounds: 0 });
    const counters = { rounds: 0 };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    let matches = 0;
    while (performance.now() - t0 < BUDGET_MS) matches += playMatches(mode, 50, `bench-${mode}`, counters);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const rate = (n: number, t: number) => Math.round((n / t) * 1000).toLocaleString("en-US");
    console.log(
      `matches (${mode === "random" ? "randomMove: random acts and timings" : "moves uniform from legalMoves"}): ` +
        `${rate(matches, ms)} matches/s, ${rate(counters.rounds, ms)} rounds/s (= moves/s) wall; ` +
        `${rate(matches, cpuMs)} matches/s, ${rate(counters.rounds, cpuMs)} rounds/s cpu; ${(counters.rounds / matches).toFixed(2)} picket rounds per match`,
    );
  }

  const opts = DEFAULT_JUDGE_OPTIONS;
  const rng = Rng.fromSeed("bench-table");
  const cases: { months: [number, number]; acts: SeatActions }[] = [];
  for (let i = 0; i < 1024; i++) {
    const cell = () =>
      rng.next() < 0.2 ? null : { act: rng.next() < 0.5 ? ("hit" as const) : ("defend" as const), ms: rng.int(1500) };
    cases.push({ months: [1 + rng.int(12), 1 + rng.int(12)], acts: [cell(), cell()] });
  }
  timed("decision table (resolvePicket)", "resolutions", () => {
    let x = 0;
    for (const c of cases) x += resolvePicket(c.months, c.acts, opts).winner ?? 2;
    return cases.length + (x < 0 ? 1 : 0);
  });
  timed("live early-close status (liveRoundStatus, one action received)", "calls", () => {
    let n = 0;
    for (const c of cases) {
      const acts: SeatActions = [c.acts[0], null];
      liveRoundStatus(
        {
          pickets: [c.months[0] * 4 - 4, c.months[1] * 4 - 4],
          actions: acts,
          nowMs: (c.acts[0]?.ms ?? 0) + 5,
          graceMs: 60,
        },
        opts,
      );
      n++;
    }
    return n;
  });

  const setup = judgeSetup();
  const records: unknown[] = [];
  for (let i = 0; i < 20; i++) {
    const g = R.newGame(setup, `rec-${i}`);
    if (!g.ok) throw new Error();
    let s = g.value;
    const moves: unknown[] = [];
    const r = Rng.fromSeed(`rec-moves-${i}`);
    while (s.phase === "playing") {
      const m = R.randomMove!(s, r);
      moves.push(m);
      const n = R.applyMove(s, m);
      if (!n.ok) throw new Error();
      s = n.state;
    }
    const rec = recordFromMoves(R, setup, `rec-${i}`, ["a", "b"], moves);
    if (!rec.ok) throw new Error(rec.message);
    records.push(JSON.parse(JSON.stringify(rec.record)));
  }
  timed("record replay (replayRecord, full 23-round matches)", "records", () => {
    for (const rec of records) if (!replayRecord(rec).ok) throw new Error("replay failed");
    return records.length;
  });
}
