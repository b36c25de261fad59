// Deck vector D7 and Sutda test vectors T1-T20, read from vectors/sutda.json (scalachess style).

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardCode, monthOf } from "../core/cards";
import { DECK_NAMES, deckCards, type DeckName } from "./deck";
import { configOf } from "./options";
import { bestHands, evaluateHand, gusaRematch } from "./ranking";
import { newSutdaGameWithStacks, sutdaRuleset as R } from "./ruleset";
import type { SutdaState } from "./state";
import { card, expandCard, setupOf } from "./test-helpers";

interface HandVector {
  id: string;
  cards?: [string, string];
  options?: Record<string, unknown>;
  key?: string;
  multiplier?: number;
  cls?: string;
  special?: string;
  beats?: [string, string][];
  losesTo?: [string, string][];
  beatsEveryOtherHand?: boolean;
  beatsEveryKkeut?: boolean;
  order?: [string, string][];
  orderKeys?: string[];
}
interface ShowdownVector {
  id: string;
  options?: Record<string, unknown>;
  hands: [string, string][];
  winners?: number[];
  gusa?: string | null;
}
interface GameVector {
  id: string;
  players: number;
  dealer: number;
  options?: Record<string, unknown>;
  stacks?: number[];
  hands: [string, string][];
  moves: unknown[];
  expect: Record<string, unknown>;
}
const V = JSON.parse(readFileSync(new URL("./vectors/sutda.json", import.meta.url), "utf8")) as {
  deck: { id: string; deck: DeckName; count: number; contains: string[]; noRibbons: boolean; monthSum: number }[];
  hands: HandVector[];
  showdowns: ShowdownVector[];
  games: GameVector[];
};

const rulesOf = (options: Record<string, unknown> = {}) => configOf(2, setupOf(2, options).options);

describe("Sutda deck (D7)", () => {
  for (const v of V.deck)
    it(`${v.id}: ${v.deck}`, () => {
      const cards = deckCards(v.deck);
      expect(cards.length).toBe(v.count);
      expect(new Set(cards).size).toBe(v.count);
      for (const c of v.contains) expect(cards).toContain(card(c));
      if (v.noRibbons) expect(cards.filter((c) => (c & 3) === 1)).toEqual([]);
      expect(cards.reduce((s, c) => s + monthOf(c), 0)).toBe(v.monthSum);
    });
  it("standard20 and all40", () => {
    expect(deckCards("standard20").map(cardCode)).toContain("M01-0");
    expect(deckCards("standard20").every((c) => (c & 3) <= 1 && monthOf(c) <= 10)).toBe(true);
    expect(deckCards("all40").length).toBe(40);
    expect(DECK_NAMES).toEqual(["s4_kasu", "standard20", "all40"]);
  });
});

describe("Sutda hand ranking (T1-T15)", () => {
  for (const v of V.hands) {
    const cfg = rulesOf(v.options);
    const rules = cfg.ranking;
    const deck = cfg.deck;
    const ev = (h: [string, string]) => evaluateHand(card(h[0]), card(h[1]), rules);
    if (v.cards)
      it(`${v.id}: ${v.cards.join(" + ")}${v.options ? " " + JSON.stringify(v.options) : ""} → ${v.key}`, () => {
        for (const a of expandCard(v.cards![0], deck))
          for (const b of expandCard(v.cards![1], deck)) {
            if (a === b) continue;
            for (const [x, y] of [
              [a, b],
              [b, a],
            ] as const) {
              const h = evaluateHand(x, y, rules);
              expect(h.key, `${cardCode(x)} + ${cardCode(y)}`).toBe(v.key);
              if (v.multiplier !== undefined) expect(h.multiplier).toBe(v.multiplier);
              if (v.cls) expect(h.cls).toBe(v.cls);
              if (v.special) expect(h.special).toBe(v.special);
            }
          }
        const mine = evaluateHand(expandCard(v.cards![0], deck)[0]!, expandCard(v.cards![1], deck).at(-1)!, rules);
        for (const other of v.beats ?? [])
          expect(bestHands([0, 1], [mine, ev(other)]), `beats ${other.join("+")}`).toEqual([0]);
        for (const other of v.losesTo ?? [])
          expect(bestHands([0, 1], [mine, ev(other)]), `loses to ${other.join("+")}`).toEqual([1]);
        const all = deckCards(deck);
        if (v.beatsEveryOtherHand || v.beatsEveryKkeut)
          for (const a of all)
            for (const b of all) {
              if (a >= b) continue;
              const other = evaluateHand(a, b, rules);
              if (other.key === mine.key) continue;
              if (v.beatsEveryKkeut && other.cls !== "kkeut" && other.key !== "seryuk") continue;
              expect(bestHands([0, 1], [mine, other]), `vs ${cardCode(a)}+${cardCode(b)}`).toEqual([0]);
            }
      });
    if (v.order)
      it(`${v.id}: ${v.orderKeys!.join(" > ")}`, () => {
        const hands = v.order!.map(ev);
        expect(hands.map((h) => h.key)).toEqual(v.orderKeys);
        for (let i = 0; i + 1 < hands.length; i++) expect(bestHands([0, 1], [hands[i]!, hands[i + 1]!])).toEqual([0]);
      });
  }
});

describe("Sutda showdowns with special hands", () => {
  for (const v of V.showdowns)
    it(`${v.id}`, () => {
      const rules = rulesOf(v.options).ranking;
      const values = v.hands.map((h) => evaluateHand(card(h[0]), card(h[1]), rules));
      const seats = values.map((_, i) => i);
      if (v.winners) expect(bestHands(seats, values)).toEqual(v.winners);
      if (v.gusa !== undefined) expect(gusaRematch(seats, values)).toBe(v.gusa);
    });
});

function playVector(v: GameVector): SutdaState {
  const setup = setupOf(v.players, v.options);
  let st = v.stacks ? newSutdaGameWithStacks(setup, v.stacks) : R.newGameAwaitingDeal(setup);
  const started = R.startRound(st, v.dealer, { hands: v.hands });
  if (!started.ok) throw new Error(started.error.message);
  st = started.state;
  for (const m of v.moves) {
    const next = R.applyMove(st, m);
    if (!next.ok) throw new Error(`${JSON.stringify(m)}: ${next.error.message}`);
    st = next.state;
  }
  return st;
}

describe("Sutda auctions and settlements (T16-T20)", () => {
  for (const v of V.games)
    it(`${v.id}: ${v.expect ? Object.keys(v.expect).join(", ") : ""}`, () => {
      const st = playVector(v);
      const e = v.expect;
      if (e.stage !== undefined) expect(st.round!.stage).toBe(e.stage);
      if (e.oya !== undefined) expect(st.hand!.oya).toBe(e.oya);
      if (e.toAct !== undefined) expect(R.toAct(st)).toEqual(e.toAct);
      if (e.auction1Bids !== undefined)
        expect(st.hand!.segments.find((s) => s.label === "Auction 1")!.amounts.map((x) => x)).toEqual(
          (e.auction1Bids as number[]).map((x) => x),
        );
      if (e.stakes !== undefined) {
        // stakes of the hand in play, or of the settled hand
        const stakes = st.hand
          ? st.hand.stakes
          : st.details
              .at(-1)!
              .segments.reduce((acc, s) => acc.map((x, i) => x + s.amounts[i]!), new Array<number>(v.players).fill(0));
        expect(stakes).toEqual(e.stakes);
      }
      const d = st.details.at(-1);
      const summary = R.roundSummaries(st).at(-1);
      if (e.pot !== undefined)
        expect(d!.segments.reduce((acc, s) => acc + s.amounts.reduce((a, b) => a + b, 0), 0)).toBe(e.pot);
      if (e.completions !== undefined) expect(d!.completionsPaid).toEqual(e.completions);
      if (e.won !== undefined) expect(d!.won).toEqual(e.won);
      if (e.scores !== undefined) {
        expect(summary!.scores).toEqual(e.scores);
        expect(summary!.scores.reduce((a, b) => a + b, 0)).toBe(0);
      }
      if (e.winner !== undefined) expect(summary!.winner).toBe(e.winner);
      if (e.nextDealer !== undefined) expect(summary!.nextDealer).toBe(e.nextDealer);
      if (e.excluded !== undefined) {
        expect(d!.excluded).toEqual(e.excluded);
        for (const s of e.excluded as number[]) expect(st.active[s]).toBe(false);
      }
      if (e.rematchOf !== undefined) {
        expect(st.rematchOf!.flatMap((x, s) => (x ? [s] : []))).toEqual(e.rematchOf);
        expect(R.phase(st)).toBe("awaiting-deal");
        expect(R.expectedDealer(st)).toBe(e.nextDealer);
      }
    });
});
