// Property tests over seeded random Mushi games (every house rule drawn at random per game):
// card conservation at every step, sizes, rounds always end, all cards owned at round end,
// zero-sum, write → replay identical, views never show a hidden card, applyMove never mutates.
// MUSHI_PROPERTY_GAMES scales the counts (default 2000 games for the invariants).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARD_CODES, cardCode, type CardId } from "../core/cards";
import { Rng } from "../core/rng";
import { recordFromMoves, replayOutputOf, replayRecord } from "../record";
import { deckOf, stockSize } from "./deck";
import { lotWinner } from "./lots";
import { mushiSetup, randomOptions, randomPlayout } from "./playout";
import { mushiRuleset as R } from "./ruleset";
import type { MushiState } from "./state";
import { breathe } from "../core/testing/breathe";

const GAMES = Number(process.env.MUSHI_PROPERTY_GAMES ?? 2000);

function deepFreeze<T>(o: T): T {
  if (o === null || typeof o !== "object" || Object.isFrozen(o)) return o;
  Object.freeze(o);
  for (const v of Object.values(o as object)) deepFreeze(v);
  return o;
}

/** Every card of the deck exactly once among hands, table, remaining stock and piles. */
function checkConservation(s: MushiState) {
  const r = s.round;
  if (!r) return;
  const deck = deckOf(s.opts.deck);
  const seen = new Uint8Array(48);
  const add = (cards: readonly CardId[]) => {
    for (const c of cards) {
      if (seen[c]) throw new Error(`${cardCode(c)} twice`);
      seen[c] = 1;
    }
  };
  add(r.hands[0]);
  add(r.hands[1]);
  add(r.table);
  add(r.stock.slice(r.next));
  add(r.piles[0]);
  add(r.piles[1]);
  for (const c of deck) if (!seen[c]) throw new Error(`${cardCode(c)} missing`);
  let n = 0;
  for (let i = 0; i < 48; i++) n += seen[i]!;
  if (n !== deck.length) throw new Error(`${n} cards, not ${deck.length}`);
}

const canon = (m: unknown) =>
  JSON.stringify(Object.fromEntries(Object.entries(m as object).sort(([a], [b]) => a.localeCompare(b))));

const CODE_RE = /M\d\d-\d/g;
const CODES = new Set(CARD_CODES);

/** Card codes found in a JSON text. */
function codesIn(json: string): string[] {
  return (json.match(CODE_RE) ?? []).filter((c) => CODES.has(c));
}

describe("Mushi properties over seeded random games", () => {
  it(`invariants at every step of ${GAMES} games (conservation, sizes, rounds end, all cards owned, zero-sum, no mutation)`, async () => {
    const optRng = Rng.fromSeed("mushi-properties");
    let rounds = 0;
    for (let g = 0; g < GAMES; g++) {
      if (g % 20 === 19) await breathe(); // let the runner's RPC replies in (breathe.ts)
      const setup = mushiSetup(randomOptions(optRng));
      const start = R.newGame(setup, `prop/${g}`);
      if (!start.ok) throw new Error(start.error.message);
      checkConservation(start.value);
      let movesInRound = 0;
      const { state } = randomPlayout(setup, `prop/${g}`, `prop/moves/${g}`, ({ before, move, after }) => {
        deepFreeze(before); // a mutation inside applyMove would now throw
        if (g % 50 === 0) {
          const snap = JSON.stringify(before);
          const again = R.applyMove(before, move);
          expect(again.ok).toBe(true);
          expect(JSON.stringify(before)).toBe(snap);
        }
        checkConservation(after);
        movesInRound++;
        // A round is at most 16 plays + 24 draws (a declaration ends it at once): it always ends.
        if (movesInRound > (after.opts.deck === 48 ? 40 : 32)) throw new Error("a round that does not end");
        if (after.results.length > before.results.length) {
          movesInRound = 0;
          for (const res of after.results.slice(before.results.length)) {
            const s = res.summary;
            expect(s.scores[0]! + s.scores[1]!).toBe(0);
            if (s.cancelled) {
              expect(s.nextDealer).toBe(res.dealer);
              expect(s.winner).toBeNull();
              continue;
            }
            rounds++;
            const all = [...res.piles[0], ...res.piles[1]].sort((a, b) => a - b);
            expect(all).toEqual([...deckOf(after.opts.deck)]);
            expect(s.winner).toBe(s.scores[0] === s.scores[1] ? res.dealer : s.scores[0]! > s.scores[1]! ? 0 : 1);
            expect(s.nextDealer).toBe(s.winner);
          }
          if (after.phase === "playing") {
            const r = after.round!;
            expect([r.hands[0].length, r.hands[1].length]).toEqual([8, 8]);
            expect(r.stock.length).toBe(stockSize(after.opts.deck));
            expect(r.table.length + r.piles[r.dealer]!.length).toBe(8);
          }
        }
      });
      expect(state.phase).toBe("game-over");
      expect(state.totals[0] + state.totals[1]).toBe(0);
      const counted = R.roundSummaries(state).filter((s) => !s.cancelled).length;
      if (state.opts.rounds === "target") expect(Math.max(...state.totals)).toBeGreaterThanOrEqual(state.opts.target);
      else expect(counted).toBe(state.opts.rounds);
      const w = R.winner(state);
      if (w !== null) expect(state.totals[w]).toBeGreaterThan(state.totals[1 - w]!);
      else expect(state.totals[0]).toBe(state.totals[1]);
    }
    expect(rounds).toBeGreaterThan(GAMES * 6);
  });

  it(`a record written from a live game replays to identical results (${Math.ceil(GAMES / 4)} games)`, async () => {
    const optRng = Rng.fromSeed("mushi-records");
    for (let g = 0; g < Math.ceil(GAMES / 4); g++) {
      if (g % 20 === 19) await breathe(); // let the runner's RPC replies in (breathe.ts)
      const setup = mushiSetup(randomOptions(optRng));
      const { state, moves } = randomPlayout(setup, `rec/${g}`, `rec/moves/${g}`);
      const written = recordFromMoves(R, setup, `rec/${g}`, ["a", "b"], moves);
      if (!written.ok) throw new Error(written.message);
      const doc = JSON.parse(JSON.stringify(written.record)) as unknown;
      const replayed = replayRecord(doc);
      expect(replayed).toEqual(replayOutputOf(R, state));
      expect(replayed.ok).toBe(true);
    }
  });

  it(`playerView never contains a hidden card (${Math.ceil(GAMES / 8)} games, every step, both seats and a spectator)`, async () => {
    const optRng = Rng.fromSeed("mushi-views");
    for (let g = 0; g < Math.ceil(GAMES / 8); g++) {
      if (g % 20 === 19) await breathe(); // let the runner's RPC replies in (breathe.ts)
      const setup = mushiSetup(randomOptions(optRng));
      const check = (s: MushiState) => {
        const r = s.round;
        for (const viewer of [0, 1, null] as const) {
          const view = R.playerView(s, viewer);
          const hidden = new Set<string>();
          if (r && !r.over) {
            for (const seat of [0, 1]) if (seat !== viewer) for (const c of r.hands[seat]!) hidden.add(cardCode(c));
            const turnedUp = r.step === "draw" ? 1 : 0;
            for (const c of r.stock.slice(r.next + turnedUp)) hidden.add(cardCode(c));
          }
          // Everything but the history (finished rounds, public) and the yaku definitions (the
          // fixed card lists of each combination) must be free of hidden cards.
          const { history, ...current } = view;
          const scanned = {
            ...current,
            round: current.round && { ...current.round, yaku: current.round.yaku.map((ys) => ys.map((y) => y.have)) },
          };
          // Plain checks in this hot loop (an expect per card would dominate the run time).
          const json = JSON.stringify(scanned);
          for (const code of codesIn(json)) if (hidden.has(code)) throw new Error(`${code} leaked to viewer ${viewer}`);
          if (/rng|stock"/.test(json)) throw new Error("the view shows the generator or the stock");
          if (history.summaries.length !== s.results.length) throw new Error("history out of step");
          if (r && !r.over && viewer !== null && view.round!.hand.join() !== r.hands[viewer]!.map(cardCode).join())
            throw new Error("own hand wrong");
          if (r && !r.over && view.round!.stockCount !== r.stock.length - r.next - (r.step === "draw" ? 1 : 0))
            throw new Error("stock count wrong");
        }
      };
      const start = R.newGame(setup, `view/${g}`);
      if (!start.ok) throw new Error(start.error.message);
      check(start.value);
      const { state } = randomPlayout(setup, `view/${g}`, `view/moves/${g}`, ({ after }) => check(after));
      expect(JSON.stringify(R.playerView(state, null))).not.toMatch(/rng|stock"/);
    }
  });

  it("applyMove never throws on arbitrary input and accepts exactly the legal moves (fast-check)", () => {
    const games: MushiState[] = [];
    randomPlayout(mushiSetup(), "fuzz", "fuzz/moves", ({ after }) => {
      if (after.phase === "playing") games.push(after);
    });
    const code = fc.oneof(fc.constantFrom(...CARD_CODES), fc.string(), fc.integer());
    const move = fc.record(
      {
        seat: fc.oneof(fc.constantFrom(0, 1), fc.integer(), fc.string()),
        play: code,
        take: code,
        draw: fc.oneof(fc.constant(true), fc.boolean(), fc.integer()),
        declare: fc.oneof(fc.constant("four"), fc.string()),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: games.length - 1 }), move, (i, m) => {
        const s = games[i]!;
        const res = R.applyMove(s, m);
        const legal = R.legalMoves(s, s.round!.turn).map(canon);
        if (legal.includes(canon(m))) expect(res.ok).toBe(true);
        if (res.ok) {
          // Accepted but not listed: only a take naming the one possible card.
          const { take: _take, ...bare } = m as Record<string, unknown>;
          expect(legal.includes(canon(m)) || legal.includes(canon(bare))).toBe(true);
        }
      }),
      { numRuns: 3000, seed: 42 },
    );
    // Every listed legal move applies.
    for (const s of games) for (const m of R.legalMoves(s, s.round!.turn)) expect(R.applyMove(s, m).ok).toBe(true);
  });

  it("the first elder is drawn by lot and the draws are kept (earliest month; higher card within a month; redraw on a tie)", () => {
    for (let g = 0; g < 300; g++) {
      const res = R.newGame(mushiSetup(g % 2 ? { deck: 48 } : {}), `lot/${g}`);
      if (!res.ok) throw new Error(res.error.message);
      const lots = res.value.lots!;
      const draws = lots.draws;
      expect(draws.length).toBeGreaterThan(0);
      for (const d of draws.slice(0, -1)) expect(lotWinner(d)).toBeNull();
      expect(lotWinner(draws[draws.length - 1]!)).toBe(lots.elder);
      expect(R.dealtRounds(res.value)[0]!.dealer).toBe(lots.elder);
      const again = R.newGame(mushiSetup(g % 2 ? { deck: 48 } : {}), `lot/${g}`);
      expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(res.value));
    }
  });
});
