// Mushi test vectors (U1-U8 and close variants), data-driven from vectors/mushi-vectors.json.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardCode, parseCard, type CardId } from "../core/cards";
import type { OptionValue } from "../core/options";
import { deckOf } from "./deck";
import { mushiSetup, randomOptions, randomPlayout } from "./playout";
import { positionState, type PositionSpec } from "./position";
import { mushiRuleset as R } from "./ruleset";
import { scoreRound } from "./scoring";
import type { MushiState } from "./state";
import { endOfRound } from "./transfers";
import { mushiOptions } from "./options";
import { Rng } from "../core/rng";

type Vector = { id: string; title: string; kind: string } & Record<string, unknown>;
const file = JSON.parse(readFileSync(new URL("./vectors/mushi-vectors.json", import.meta.url), "utf8")) as {
  vectors: Vector[];
};

const ids = (codes: readonly string[]): CardId[] => codes.map((c) => parseCard(c)!);
const sorted = (codes: readonly string[]) => [...codes].sort();
const codes = (cards: readonly CardId[]) => cards.map(cardCode);

function runRandomRounds(v: Vector) {
  const exp = v.expect as {
    hands: number[];
    table: number;
    stock: number;
    playsEach: number;
    drawsEach: number;
    lastDrawer: string;
  };
  const setup = mushiSetup(v.options as Record<string, OptionValue>);
  let rounds = 0;
  for (let g = 0; g < (v.games as number); g++) {
    let plays = [0, 0],
      draws = [0, 0],
      lastDrawer = -1;
    const check = (s: MushiState) => {
      const r = s.round!;
      expect(r.moveCount).toBe(0);
      expect([r.hands[0].length, r.hands[1].length]).toEqual(exp.hands);
      expect(r.table.length).toBe(exp.table);
      expect(r.stock.length).toBe(exp.stock);
    };
    const start = R.newGame(setup, `${v.id}/${g}`);
    if (!start.ok) throw new Error(start.error.message);
    check(start.value);
    randomPlayout(setup, `${v.id}/${g}`, `${v.id}/moves/${g}`, ({ before, move, after }) => {
      const r = before.round!;
      if ("play" in move) plays[move.seat]!++;
      if ("draw" in move) {
        draws[move.seat]!++;
        lastDrawer = move.seat;
      }
      if (after.results.length > before.results.length) {
        const res = after.results[after.results.length - 1]!;
        if (!res.summary.cancelled) {
          rounds++;
          expect(plays).toEqual([exp.playsEach, exp.playsEach]);
          expect(draws).toEqual([exp.drawsEach, exp.drawsEach]);
          expect(lastDrawer).toBe(exp.lastDrawer === "younger" ? 1 - r.dealer : r.dealer);
        }
        plays = [0, 0];
        draws = [0, 0];
        lastDrawer = -1;
        if (after.phase === "playing") check(after);
      }
    });
  }
  expect(rounds).toBeGreaterThan(0);
}

function runScore(v: Vector) {
  const opts = mushiOptions(mushiSetup(v.options as Record<string, OptionValue>).options);
  const [a, b] = v.piles as [string[], string[] | "rest"];
  const pa = ids(a);
  const pb = b === "rest" ? deckOf(opts.deck).filter((c) => !pa.includes(c)) : ids(b);
  const exp = v.expect as { points: number[]; yaku: string[][]; scores: number[]; winner: number };
  const sc = scoreRound([pa, pb], opts);
  expect(sc.points).toEqual(exp.points);
  expect(sc.yaku.map((ys) => ys.map((y) => y.key))).toEqual(exp.yaku);
  expect(sc.scores).toEqual(exp.scores);
  expect(sc.scores[0] + sc.scores[1]).toBe(0);
}

/** Each vector kind's check. */
const RUNS: Readonly<Record<string, (v: Vector) => void>> = {
  "random-rounds": runRandomRounds,
  score: runScore,
  position: runPositionSteps,
  deal: runDeal,
  transfers: runTransfers,
  "zero-sum": runZeroSum,
};

describe("Mushi test vectors", () => {
  for (const v of file.vectors) {
    it(`${v.id}: ${v.title}`, () => {
      const run = Object.hasOwn(RUNS, v.kind) ? RUNS[v.kind] : undefined;
      if (!run) throw new Error(`unknown vector kind ${v.kind}`);
      run(v);
    });
  }
});

function runPositionSteps(v: Vector) {
  const built = positionState(v.position as PositionSpec);
  if (!built.ok) throw new Error(built.error.message);
  const state = built.value;
  for (const step of v.steps as Record<string, unknown>[]) {
    if (step.legal) {
      const seat = state.round!.turn;
      const legal = R.legalMoves(state, seat).map((m) => JSON.stringify(m));
      expect(sorted(legal)).toEqual(sorted((step.legal as unknown[]).map((m) => JSON.stringify(m))));
    }
    if (!step.move) continue;
    const res = R.applyMove(state, step.move);
    if (step.error) {
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.code).toBe(step.error);
      continue;
    }
    if (!res.ok) throw new Error(`${v.id}: ${res.error.message}`);
    const after = res.state;
    const exp = step.expect as {
      table?: string[];
      gained?: string[][];
      lightningUser?: number | null;
      lightningMonth?: number | null;
      willowPairOwner?: number | null;
      roundOver?: boolean;
    };
    const r0 = state.round!,
      r1 = after.round!;
    if (exp.table) expect(sorted(codes(r1.table))).toEqual(sorted(exp.table));
    if (exp.gained)
      for (const s of [0, 1]) {
        const before = new Set(r0.piles[s]);
        expect(sorted(codes(r1.piles[s]!.filter((c) => !before.has(c))))).toEqual(sorted(exp.gained[s]!));
      }
    if ("lightningUser" in exp) expect(r1.lightningUser).toBe(exp.lightningUser);
    if ("lightningMonth" in exp) expect(r1.lightningMonth).toBe(exp.lightningMonth);
    if ("willowPairOwner" in exp) expect(r1.willowPairOwner).toBe(exp.willowPairOwner);
    if (exp.roundOver) {
      expect(r1.over).toBe(true);
      expect(after.results).toHaveLength(1);
      // Every card of the deck is owned once the round is over.
      const all = [...r1.piles[0], ...r1.piles[1]].sort((a, b) => a - b);
      expect(all).toEqual([...deckOf(after.opts.deck)]);
    }
  }
}

function runDeal(v: Vector) {
  const setup = mushiSetup(v.options as Record<string, OptionValue>);
  const state = R.newGameAwaitingDeal(setup);
  const res = R.startRound(state, v.dealer as number, v.deal);
  if (!res.ok) throw new Error(res.error.message);
  const s = res.state;
  const exp = v.expect as {
    cancelled: boolean;
    nextDealer?: number;
    phase: string;
    table?: number;
    willowTrioPending?: boolean;
    elderPile?: string[];
  };
  expect(R.phase(s)).toBe(exp.phase);
  expect(R.dealtRounds(s)).toHaveLength(1);
  if (exp.cancelled) {
    const sums = R.roundSummaries(s);
    expect(sums).toEqual([
      { scores: [0, 0], yaku: [[], []], winner: null, nextDealer: exp.nextDealer, cancelled: true },
    ]);
    expect(R.expectedDealer(s)).toBe(exp.nextDealer);
    // The same elder must deal again: another elder is refused.
    expect(R.startRound(s, 1 - exp.nextDealer!, v.deal).ok).toBe(false);
  } else {
    expect(R.roundSummaries(s)).toHaveLength(0);
    const r = s.round!;
    if (exp.table !== undefined) expect(r.table).toHaveLength(exp.table);
    if (exp.willowTrioPending !== undefined) expect(r.willowTrioPending).toBe(exp.willowTrioPending);
    if (exp.elderPile) expect(sorted(codes(r.piles[v.dealer as number]!))).toEqual(sorted(exp.elderPile));
  }
}

function runTransfers(v: Vector) {
  const opts = mushiOptions(mushiSetup(v.options as Record<string, OptionValue>).options);
  const e = v.end as {
    table: string[];
    piles: string[][];
    lightningUser: number | null;
    lightningMonth: number | null;
    willowPairOwner: number | null;
    lastDrawer: number;
  };
  const out = endOfRound(
    {
      table: ids(e.table),
      piles: [ids(e.piles[0]!), ids(e.piles[1]!)],
      lightningUser: e.lightningUser,
      lightningMonth: e.lightningMonth,
      willowPairOwner: e.willowPairOwner,
      willowTrioPending: false,
      lastDrawer: e.lastDrawer,
    },
    opts.lastLightning,
  );
  const exp = v.expect as { piles: string[][]; table: string[] };
  expect([sorted(codes(out.piles[0])), sorted(codes(out.piles[1]))]).toEqual([
    sorted(exp.piles[0]!),
    sorted(exp.piles[1]!),
  ]);
  expect(codes(out.table)).toEqual(exp.table);
}

function runZeroSum(v: Vector) {
  const rng = Rng.fromSeed(`zero-sum/${v.id}`);
  let rounds = 0;
  for (let g = 0; g < (v.games as number); g++) {
    const setup = mushiSetup(randomOptions(rng));
    const { state } = randomPlayout(setup, `zs/${g}`, `zs/moves/${g}`);
    for (const s of R.roundSummaries(state)) {
      expect(s.scores[0]! + s.scores[1]!).toBe(0);
      rounds++;
    }
    expect(state.totals[0] + state.totals[1]).toBe(0);
  }
  expect(rounds).toBeGreaterThan(v.games as number);
}
