// Property tests over many seeded random live games (PROPERTY_GAMES, default 2000): card
// conservation and sizes at every step, rounds always end, zero-sum rounds, record write → replay
// identical, views never hold a hidden card, applyMove never mutates its input.

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CARD_CODES } from "../../core/cards";
import { Rng } from "../../core/rng";
import { recordFromMoves, replayRecord } from "../../record";
import { DEAL_TABLE } from "../deal";
import type { SfjMove } from "../moves";
import type { SfjState } from "../state";
import { deepFreeze, R, setupOf } from "./kit";
import { breathe } from "../../core/testing/breathe";

const GAMES = Number(process.env.PROPERTY_GAMES ?? 2000);

/** A plain assertion: `expect` is too slow for checks on every card of every step. */
function assert(cond: boolean, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

function checkConservation(s: SfjState): void {
  const r = s.round!;
  const seen = new Uint8Array(48);
  const mark = (c: number) => {
    assert(seen[c] === 0, `card ${CARD_CODES[c]} is in two places`);
    seen[c] = 1;
  };
  r.hands.forEach((h) => h.forEach(mark));
  r.field.forEach(mark);
  for (let i = r.pileTop; i < r.pile.length; i++) mark(r.pile[i]!);
  r.captured.forEach((c) => c.forEach(mark));
  assert(
    seen.every((x) => x === 1),
    "a card is missing",
  );
}

function checkSizes(s: SfjState): void {
  const r = s.round!;
  const n = s.config.players;
  const t = DEAL_TABLE[n]!;
  // Turns completed by each seat so far (a draw ends a turn).
  const draws = r.pileTop;
  for (let k = 0; k < n; k++) {
    const seat = (r.dealer + k) % n;
    const turnsDone = Math.floor(draws / n) + (k < draws % n ? 1 : 0);
    const playing = r.step === 2 && r.turn === seat ? 1 : 0; // played, not yet drawn
    assert(r.hands[seat]!.length === t.hand - turnsDone - playing, `seat ${seat} holds ${r.hands[seat]!.length} cards`);
  }
  assert(r.pile.length - r.pileTop === t.pile - draws, "pile size");
  // Captures come in twos and fours: the table holds what is left over.
  const capturedCount = r.captured.reduce((a, c) => a + c.length, 0);
  assert(capturedCount % 2 === 0, "captures come in twos and fours");
  assert(
    r.field.length + capturedCount === t.field + (t.hand * n - r.hands.reduce((a, h) => a + h.length, 0)) + draws,
    "table + captured = cards come out",
  );
}

/** Every card code in a view must be public for that seat. */
function checkView(s: SfjState, seat: number | null): void {
  const view = R.playerView(s, seat);
  assert(!/rng|pileTop|"pile"|"deal"/i.test(JSON.stringify(view)), "view leaks the pile, the deal or the generator");
  // The first-dealer draws (a separate shuffle before the first deal) and the results of finished
  // rounds name cards of other deals: scan the current round's part of the view only.
  assert(view.results.length === R.roundSummaries(s).length, "results of finished rounds only");
  const text = JSON.stringify({ ...view, dealerDraws: null, results: null });
  const r = s.round;
  if (!r || s.phase !== "playing") return;
  const hidden = new Set<string>();
  r.hands.forEach((h, i) => {
    if (i !== seat) h.forEach((c) => hidden.add(CARD_CODES[c]!));
  });
  const firstHidden = r.step === 2 ? r.pileTop + 1 : r.pileTop; // the turned card of a draw step is public
  for (let i = firstHidden; i < r.pile.length; i++) hidden.add(CARD_CODES[r.pile[i]!]!);
  for (const code of text.match(/M\d\d-\d/g) ?? []) assert(!hidden.has(code), `${code} leaked to seat ${seat}`);
  if (seat !== null) assert(view.hand!.join() === r.hands[seat]!.map((c) => CARD_CODES[c]).join(), "own hand");
  assert(view.handCounts.join() === r.hands.map((h) => h.length).join(), "hand counts");
  assert(view.pileCount === r.pile.length - r.pileTop, "pile count");
}

function randomOptions(rng: Rng): Record<string, string | number | boolean> {
  const o: Record<string, string | number | boolean> = { rounds: rng.int(2) ? 6 : 12 };
  if (rng.int(2)) o.must_play_matching_if_able = true;
  if (rng.int(2)) o.bright_roles_stack = true;
  if (rng.int(3) === 0) o.chaff_value = 1;
  if (rng.int(4) === 0) {
    o.tea_party_sets = "custom";
    o.black_tea_and_cake = ["curtain_cup", "moon_cup", "off"][rng.int(3)]!;
    o.japanese_tea_and_sweets = o.black_tea_and_cake === "off" ? "moon_cup" : "off";
  }
  return o;
}

describe(`SFJ properties over ${GAMES} seeded random games`, () => {
  it("conservation, sizes, ending, zero-sum, views, immutability, record round trip", async () => {
    let rounds = 0;
    let moves = 0;
    for (let g = 0; g < GAMES; g++) {
      if (g % 20 === 19) await breathe(); // let the runner's RPC replies in (breathe.ts)
      const rng = Rng.fromSeed(`prop/${g}`);
      const players = 2 + (g % 3);
      const setup = setupOf(players, randomOptions(rng));
      const started = R.newGame(setup, `game/${g}`);
      if (!started.ok) throw new Error(started.error.message);
      let s = started.value;
      // Only a sample of games runs whole (the rest stop after two rounds) to keep the wall time low.
      const maxRounds = g % 10 === 0 ? Number(setup.options.rounds) : 2;
      const all: SfjMove[] = [];
      // Views of every seat and deep-freeze on every step of every tenth game (two rounds long);
      // the views of the other games at each round's first step.
      const deep = g % 10 === 5;
      let roundMoves = 0;
      while (s.phase === "playing" && R.roundSummaries(s).length < maxRounds) {
        const toAct = R.toAct(s);
        assert(toAct.length === 1, "one seat acts");
        const seat = toAct[0]!;
        const legal = R.legalMoves(s, seat);
        assert(legal.length > 0, "a seat to act has a legal move");
        if (deep)
          for (let other = 0; other < players; other++)
            if (other !== seat) assert(R.legalMoves(s, other).length === 0, "only the seat to act moves");
        const move = legal[rng.int(legal.length)]!;
        let before = "";
        if (!deep && roundMoves === 0) for (let v = -1; v < players; v++) checkView(s, v < 0 ? null : v);
        if (deep) {
          for (let v = -1; v < players; v++) checkView(s, v < 0 ? null : v);
          // Frozen: any write by applyMove throws (modules are strict); the round is compared too.
          before = JSON.stringify(s.round);
          deepFreeze(s);
        }
        const next = R.applyMove(s, move);
        if (!next.ok) throw new Error(next.error.message);
        if (deep) assert(JSON.stringify(s.round) === before, "applyMove mutated its input");
        const finished = R.roundSummaries(next.state).length > R.roundSummaries(s).length;
        s = next.state;
        all.push(move);
        moves++;
        assert(++roundMoves <= 2 * 21 + 40, "the round does not end");
        if (finished) {
          rounds++;
          roundMoves = 0;
          const sum = R.roundSummaries(s).at(-1)!;
          assert(sum.scores.reduce((a, b) => a + b, 0) === 0, "round scores sum to 0");
          if (s.phase === "playing") {
            checkConservation(s);
            checkSizes(s);
          }
        } else if (s.phase === "playing") {
          checkConservation(s);
          checkSizes(s);
        }
      }
      expect(R.totals(s).reduce((a, b) => a + b, 0)).toBe(0);
      // Write the record from the moves and replay it: identical results.
      const rec = recordFromMoves(
        R,
        setup,
        `game/${g}`,
        Array.from({ length: players }, (_, i) => `p${i}`),
        all,
      );
      if (!rec.ok) throw new Error(rec.message);
      const out = replayRecord(JSON.parse(JSON.stringify(rec.record)));
      if (!out.ok) throw new Error(out.error.message);
      // The record holds the dealt next round too (live games deal at once).
      const summaries = R.roundSummaries(s);
      expect(out.rounds).toEqual(
        summaries.map((x) => ({ scores: x.scores, yaku: x.yaku, winner: x.winner, nextDealer: x.nextDealer })),
      );
      expect(out.totals).toEqual(R.totals(s));
      expect(out.winner).toEqual(R.winner(s));
      if (s.phase === "game-over") expect(summaries).toHaveLength(Number(setup.options.rounds));
    }
    expect(rounds).toBeGreaterThan(GAMES);
    expect(moves).toBeGreaterThan(GAMES * 40);
  });

  it("applyMove never throws on arbitrary input and accepts exactly the legal moves", () => {
    const s0 = R.newGame(setupOf(3), "fuzz");
    if (!s0.ok) throw new Error();
    const state = deepFreeze(s0.value);
    const code = fc.constantFrom(...CARD_CODES);
    const moveArb = fc.oneof(
      fc.record(
        { seat: fc.integer({ min: -1, max: 4 }), play: code, take: fc.option(code, { nil: undefined }) },
        { requiredKeys: ["seat", "play"] },
      ),
      fc.record(
        {
          seat: fc.integer({ min: 0, max: 3 }),
          draw: fc.constantFrom(true, false, 1),
          take: fc.option(code, { nil: undefined }),
        },
        { requiredKeys: ["seat", "draw"] },
      ),
      fc.record({ seat: fc.integer({ min: 0, max: 3 }), replace: fc.constantFrom(true, false, "yes") }),
      fc.anything(),
    );
    const legal = new Set(R.legalMoves(state, R.toAct(state)[0]!).map((m) => JSON.stringify(m)));
    fc.assert(
      fc.property(moveArb, (m) => {
        const r = R.applyMove(state, m);
        if (r.ok) {
          // Accepted: it is a legal move, or a legal move plus a take naming the only possible card(s).
          const o = m as { seat: number; play?: string; take?: string };
          const withoutTake = JSON.stringify(o.play !== undefined ? { seat: o.seat, play: o.play } : m);
          expect(legal.has(JSON.stringify(m)) || legal.has(withoutTake)).toBe(true);
        }
        return true;
      }),
      { numRuns: 3000 },
    );
    // And every legal move is accepted.
    for (const m of R.legalMoves(state, R.toAct(state)[0]!)) expect(R.applyMove(state, m).ok).toBe(true);
  });
});
