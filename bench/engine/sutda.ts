// Sutda engine benchmark (`npx tsx bench/engine.ts sutda`): seeded random 4-player games with every
// move uniform from legalMoves, default options; rounds/s counts round objects (hands and rematches).
// Also: the same with the standard_seotda preset, record replay, and playerView. Prints figures only.

import { parseOptionValues } from "../../src/engine/core/options";
import { Rng } from "../../src/engine/core/rng";
import type { MatchSetup } from "../../src/engine/core/ruleset";
import { recordFromMoves, replayRecord } from "../../src/engine/record";
import { sutdaRuleset as R, type SutdaState } from "../../src/engine/sutda";

const BUDGET_MS = Number(process.env.BENCH_MS ?? 2000);
const PLAYERS = Number(process.env.P ?? 4);

function setupOf(options: Record<string, unknown>): MatchSetup {
  const parsed = parseOptionValues(R.optionSpecs, options, "sutda");
  if (!parsed.ok) throw new Error(parsed.error.message);
  const valid = R.validateSetup({ players: PLAYERS, teams: null, options: parsed.value });
  if (!valid.ok) throw new Error(valid.error.message);
  return valid.value;
}

function playGame(setup: MatchSetup, seed: string, rng: Rng): { st: SutdaState; moves: unknown[] } {
  const start = R.newGame(setup, seed);
  if (!start.ok) throw new Error(start.error.message);
  let st = start.value;
  const moves: unknown[] = [];
  while (st.phase === "playing") {
    const seat = R.toAct(st)[0]!;
    const legal = R.legalMoves(st, seat);
    const move = legal[rng.int(legal.length)]!;
    const next = R.applyMove(st, move);
    if (!next.ok) throw new Error(next.error.message);
    st = next.state;
    moves.push(move);
  }
  return { st, moves };
}

function measure(label: string, body: () => { rounds: number; moves: number; hands: number; games: number }) {
  for (const w0 = performance.now(); performance.now() - w0 < Math.min(500, BUDGET_MS / 4);) body(); // warm-up
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const tot = { rounds: 0, moves: 0, hands: 0, games: 0 };
  while (performance.now() - t0 < BUDGET_MS) {
    const r = body();
    tot.rounds += r.rounds;
    tot.moves += r.moves;
    tot.hands += r.hands;
    tot.games += r.games;
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const rate = (n: number, t: number) => Math.round((n / t) * 1000).toLocaleString("en-US");
  console.log(
    `${label}: ${rate(tot.rounds, ms)} rounds/s, ${rate(tot.moves, ms)} moves/s wall; ${rate(tot.rounds, cpuMs)} rounds/s, ${rate(tot.moves, cpuMs)} moves/s cpu` +
      (tot.games
        ? ` (${(tot.hands / tot.games).toFixed(1)} hands/game, ${(tot.moves / Math.max(1, tot.rounds)).toFixed(1)} moves/round)`
        : ""),
  );
}

export async function run() {
  console.log(`Sutda, ${PLAYERS} players, moves uniform from legalMoves, budget ${BUDGET_MS} ms per line`);
  for (const [label, options] of [
    ["default options (S4)", {}],
    ["standard_seotda preset", R.presets.find((p) => p.name === "standard_seotda")!.values],
  ] as const) {
    const setup = setupOf(options as Record<string, unknown>);
    const rng = Rng.fromSeed("bench");
    let g = 0;
    measure(`random games, ${label}`, () => {
      const { st, moves } = playGame(setup, `b${g++}`, rng);
      return { rounds: st.dealt.length, moves: moves.length, hands: st.handsPlayed, games: 1 };
    });
  }
  // Replaying records through the generic record module (parse, validate, fold).
  const setup = setupOf({});
  const rng = Rng.fromSeed("records");
  const records = Array.from({ length: 50 }, (_, i) => {
    const { moves } = playGame(setup, `r${i}`, rng);
    const rec = recordFromMoves(
      R,
      setup,
      `r${i}`,
      Array.from({ length: PLAYERS }, (_, s) => `p${s}`),
      moves,
    );
    if (!rec.ok) throw new Error(rec.message);
    return { doc: rec.record, moves: moves.length };
  });
  let k = 0;
  measure("record replay", () => {
    const r = records[k++ % records.length]!;
    const out = replayRecord(r.doc);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    return { rounds: out.rounds.length, moves: r.moves, hands: 0, games: 0 };
  });
  // playerView for every seat after every move of a game.
  let v = 0;
  const vr = Rng.fromSeed("views");
  measure("playerView (all seats, every move; rounds/s = views/s)", () => {
    const start = R.newGame(setup, `v${v++}`);
    if (!start.ok) throw new Error();
    let st = start.value;
    let views = 0;
    let moves = 0;
    while (st.phase === "playing") {
      for (let s = 0; s < PLAYERS; s++) R.playerView(st, s);
      views += PLAYERS;
      const legal = R.legalMoves(st, R.toAct(st)[0]!);
      const next = R.applyMove(st, legal[vr.int(legal.length)]);
      if (!next.ok) throw new Error();
      st = next.state;
      moves++;
    }
    return { rounds: views, moves, hands: 0, games: 0 };
  });
}
