// Bench only (never a bot): how much of the perfect-information reference's lead over the heuristic in
// 2-player Sakura comes from knowing the opponent's hand rather than the pile order. The measured seat
// runs the strong level's search (same anchor, same playout policy) with one of these samplers:
//
//   strong  the real bot (chooseMove, strong level): hands and pile sampled from the view
//   replica the same search rebuilt here with the bot's determinizer (a check: equals "strong")
//   hand    the opponent's real hand kept, only the pile (its order and its cards) sampled
//   all     every card known (the true state; the --reference line of bots.ts, with the anchor)
//
//   tsx bench/bots-oracle.ts --modes strong,hand --rounds 480 --playouts 400
//
// All modes play the same seeded games (the game deal, both seats' Rngs), so they are paired.

import { loadavg } from "node:os";
import { chooseMove } from "../src/engine/bots";
import type { SakuraBotInput } from "../src/engine/sakura/bot";
import { sakuraHeuristicIndex } from "../src/engine/sakura/bot/heuristic";
import { sakuraPosFromView } from "../src/engine/sakura/bot/position";
import { LEAF_DEPTH, sakuraPlayout } from "../src/engine/sakura/bot/search";
import { searchBest, type SearchWorld } from "../src/engine/bots/search";
import { inputFor } from "../src/engine/bots/testing/harness";
import { setupFor } from "../src/engine/bots/testing/positions";
import type { CardId } from "../src/engine/core/cards";
import { wilson } from "./bots-tally";
import { Rng } from "../src/engine/core/rng";
import type { MatchSetup } from "../src/engine/core/ruleset";
import { sakuraDeterminizer, sakuraStateFromView, sakuraUnseen } from "../src/engine/sakura/determinize";
import { legalMovesOf } from "../src/engine/sakura/match";
import type { SakuraMove } from "../src/engine/sakura/moves";
import { sakuraRuleset } from "../src/engine/sakura/ruleset";
import { configOf } from "../src/engine/sakura/setup";
import type { SakuraState } from "../src/engine/sakura/state";
import type { SakuraView } from "../src/engine/sakura/view";

const args = process.argv.slice(2);
const flag = (name: string, def: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
};
const MODES = flag("modes", "strong,hand").split(",");
const ROUNDS = Number(flag("rounds", "480"));
const PLAYOUTS = Number(flag("playouts", "400"));
const SEED = flag("seed", "oracle");

type Sampler = (r: Rng) => SakuraState | null;

const key = (m: SakuraMove) => JSON.stringify(m);

/** The opponent's true hand kept, the pile dealt anew from the rest of the unseen cards. */
function handSampler(setup: MatchSetup, truth: SakuraState, view: SakuraView, seat: number): Sampler {
  const u = sakuraUnseen(view);
  if (!u.ok) throw new Error(u.error.message);
  const hands: CardId[][] = [];
  for (let s = 0; s < truth.cfg.players; s++) hands[s] = [];
  for (let c = 0; c < 48; c++) {
    const w = truth.round!.loc[c]!;
    if (w >= 0 && w < truth.cfg.players && w !== seat) hands[w]!.push(c);
  }
  const inHand = new Set(hands.flat());
  const top = u.value.top;
  const pool0 = u.value.cards.filter((c) => !inHand.has(c) && c !== top);
  const check = view.round!.turn === seat && view.round!.step === "draw";
  const legal = view.round!.legalMoves.map(key).join("|");
  return (r) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const pool = r.shuffleInPlace(pool0.slice());
      const pile = top === null ? pool : [top, ...pool];
      const built = sakuraStateFromView(setup, view, { hands, pile });
      if (!built.ok) throw new Error(built.error.message);
      if (!check || legalMovesOf(built.value, seat).map(key).join("|") === legal) return built.value;
    }
    return null;
  };
}

/** The strong level's search (as in src/engine/sakura/bot/search.ts) with the given sampler. */
function search(setup: MatchSetup, view: SakuraView, moves: readonly SakuraMove[], rng: Rng, sample: Sampler): number {
  const cfg = configOf(setup);
  const { pos, ctx } = sakuraPosFromView(view, cfg);
  const mySide = cfg.sideOf[view.seat!]!;
  const world: SearchWorld<SakuraState, SakuraMove> = {
    sample,
    apply: (s, m) => {
      const next = sakuraRuleset.applyMove(s, m);
      return next.ok ? next.state : null;
    },
    playout: (s, r) => sakuraPlayout(s, mySide, r, 1, LEAF_DEPTH),
  };
  const prior = sakuraHeuristicIndex(pos, ctx, moves, rng);
  return searchBest(moves, world, rng, { playouts: PLAYOUTS }, undefined, prior, 0);
}

function line(mode: string): { rounds: number; wins: number; ties: number; diff: number; sec: number } {
  const setup = setupFor("sakura", 2);
  const t0 = performance.now();
  let rounds = 0;
  let wins = 0;
  let ties = 0;
  let diff = 0;
  for (let g = 0; rounds < ROUNDS; g++) {
    const seat = g % 2;
    const seed = `${SEED}/${g}`;
    const started = sakuraRuleset.newGame(setup, seed);
    if (!started.ok) throw new Error(started.error.message);
    let s = started.value;
    const rngs = [0, 1].map((i) => Rng.fromSeed(`${seed}/bot${i}`));
    while (sakuraRuleset.phase(s) === "playing") {
      const turn = sakuraRuleset.toAct(s)[0]!;
      const input = inputFor("sakura", setup, s, turn, turn === seat ? "strong" : "heuristic", rngs[turn]!, {
        playouts: PLAYOUTS,
      }) as SakuraBotInput;
      let move: SakuraMove;
      if (turn !== seat || mode === "strong" || input.legalMoves.length === 1) move = chooseMove(input);
      else {
        const view = input.view;
        const moves = input.legalMoves;
        let sample: Sampler;
        if (mode === "all") {
          const truth = { ...s, rng: null } as SakuraState;
          sample = () => truth;
        } else if (mode === "hand") sample = handSampler(setup, s, view, seat);
        else {
          const det = sakuraDeterminizer(setup, view);
          if (!det.ok) throw new Error(det.error.message);
          sample = (r) => {
            const x = det.value(r);
            return x.ok ? x.value : null;
          };
        }
        move = moves[search(setup, view, moves, input.rng, sample)]!;
      }
      const next = sakuraRuleset.applyMove(s, move);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    for (const sum of sakuraRuleset.roundSummaries(s)) {
      if (sum.cancelled) continue;
      const mine = sum.scores[seat]!;
      const other = sum.scores[1 - seat]!;
      rounds++;
      if (mine > other) wins++;
      else if (mine === other) ties++;
      diff += mine - other;
    }
  }
  return { rounds, wins, ties, diff, sec: (performance.now() - t0) / 1000 };
}

console.log(
  `oracle bench: modes ${MODES.join(",")}, ${ROUNDS} rounds, ${PLAYOUTS} playouts per move, seed ${SEED}; load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" / ")}`,
);
for (const mode of MODES) {
  const t = line(mode);
  const [lo, hi] = wilson(t.wins, t.rounds);
  console.log(
    `${mode}: ${((100 * t.wins) / t.rounds).toFixed(1)}% of ${t.rounds} rounds (95% CI ${lo.toFixed(1)}–${hi.toFixed(1)}%), ${t.ties} ties, mean lead ${(t.diff / t.rounds).toFixed(1)}; ${t.sec.toFixed(0)} s; load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ")}`,
  );
}
