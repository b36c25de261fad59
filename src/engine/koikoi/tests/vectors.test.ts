// Koi-Koi test vectors KK1-KK40, read from vectors/koikoi-vectors.json (scalachess style).

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ALL_CARDS } from "../../core/cards";
import { packetDeal } from "../deal";
import { attemptLeaders } from "../first-dealer";
import { configOf } from "../options";
import { stopScore } from "../scoring";
import { yakuOf } from "../yaku";
import { completeDeal, ids, play, position, R, setupOf, yakuList, type PositionSpec } from "./kit";
import { randomGames } from "./random";

type Json = Record<string, unknown>;
interface Vector {
  id: string;
  rule: string;
  kind: string;
  [k: string]: unknown;
}

const file = JSON.parse(readFileSync(new URL("../vectors/koikoi-vectors.json", import.meta.url), "utf8")) as {
  vectors: Vector[];
};

const asMap = (yaku: readonly { key: string; points: number }[]) =>
  Object.fromEntries(yaku.map((y) => [y.key, y.points]));

function checkPositionExpect(state: ReturnType<typeof position>, expected: Json) {
  const r = state.round!;
  if (expected.summary) {
    expect(state.phase).not.toBe("playing");
    expect(R.roundSummaries(state).at(-1)).toEqual(expected.summary);
    return;
  }
  expect(state.phase).toBe("playing");
  if (expected.step !== undefined) expect(r.step).toBe(expected.step);
  if (expected.turn !== undefined) expect(r.turn).toBe(expected.turn);
  if (expected.calls !== undefined) expect(r.calls).toEqual(expected.calls);
  if (expected.offered !== undefined) expect(asMap(r.offered)).toEqual(expected.offered);
  if (expected.field !== undefined) expect(r.field).toEqual(ids(expected.field as string[]));
  if (expected.captured !== undefined) expect(r.captured).toEqual((expected.captured as string[][]).map(ids));
  if (expected.legalAfter !== undefined) expect(R.legalMoves(state, r.turn)).toEqual(expected.legalAfter);
}

function runVector(v: Vector) {
  switch (v.kind) {
    case "deal": {
      const deal = packetDeal(ALL_CARDS, v.dealer as number);
      const e = v.expect as Json;
      expect([deal.hands[0]!.length, deal.hands[1]!.length, deal.field.length, deal.pile.length]).toEqual(e.sizes);
      expect(deal.hands[1]).toEqual(e.ko);
      expect(deal.hands[0]).toEqual(e.dealer);
      expect(deal.field).toEqual(e.field);
      expect(deal.pile[0]).toBe(e.pileFirst);
      // The dealer's seat gets the dealer's packets whichever seat deals.
      expect(packetDeal(ALL_CARDS, 1).hands[1]).toEqual(e.dealer);
      return;
    }
    case "first-dealer":
      for (const c of v.cases as { draws: string[]; leader: number | null }[]) {
        const leaders = attemptLeaders(ids(c.draws).map((card, seat) => ({ seat, card })));
        expect(leaders.length === 1 ? leaders[0] : null).toBe(c.leader);
      }
      return;
    case "yaku":
      for (const c of v.cases as { options?: Json; pile: string[]; field?: string[]; round?: number; expect: Json }[]) {
        const config = configOf(setupOf(c.options).options);
        const got = yakuOf(config, ids(c.pile), { field: ids(c.field ?? []), month: c.round ?? 1 });
        expect(asMap(got)).toEqual(c.expect);
      }
      return;
    case "stop-score":
      for (const c of v.cases as {
        options?: Json;
        base: number;
        calls: number[];
        dealtField?: string[];
        score: number;
      }[]) {
        const config = configOf(setupOf(c.options).options);
        const facts = { index: 0, dealer: 0, calls: c.calls, dealtField: ids(c.dealtField ?? []) };
        const { score, steps } = stopScore(config, facts, 0, yakuList({ tane: c.base }));
        expect(score).toBe(c.score);
        expect(steps.reduce((a, s) => a + s.points, 0)).toBe(c.score);
      }
      return;
    case "position": {
      const spec = v.position as PositionSpec;
      const moves = v.moves as unknown[];
      if (v.cases) {
        for (const c of v.cases as { options: Json; summary: Json }[])
          checkPositionExpect(play(position(spec, c.options), moves), { summary: c.summary });
        return;
      }
      const start = position(spec, v.options as Json | undefined);
      const e = v.expect as Json;
      if (e.legalBefore) expect(R.legalMoves(start, spec.turn)).toEqual(e.legalBefore);
      let state = play(start, moves);
      checkPositionExpect(state, e);
      for (const t of (v.then ?? []) as { options?: Json; position?: PositionSpec; moves: unknown[]; expect: Json }[]) {
        if (t.position) state = position(t.position, t.options);
        state = play(state, t.moves);
        checkPositionExpect(state, t.expect);
      }
      return;
    }
    case "deal-check": {
      const d = v.deal as { hands: string[][]; field: string[] };
      for (const c of v.cases as { options?: Json; summary?: Json; refused?: boolean; playing?: boolean }[]) {
        const state = R.newGameAwaitingDeal(setupOf(c.options));
        const started = R.startRound(state, v.dealer as number, completeDeal(d.hands, d.field));
        if (c.refused) {
          expect(started.ok).toBe(false);
          continue;
        }
        if (!started.ok) throw new Error(started.error.message);
        if (c.playing) expect(started.state.phase).toBe("playing");
        else {
          expect(started.state.phase).toBe("awaiting-deal");
          expect(R.roundSummaries(started.state)).toEqual([c.summary]);
        }
      }
      return;
    }
    case "golden":
      // Checked by golden.test.ts.
      expect(readFileSync(new URL(`../golden/${v.golden as string}`, import.meta.url), "utf8")).toContain("koikoi");
      return;
    case "random-play":
      randomGames(v.games as number);
      return;
    default:
      throw new Error(`unknown vector kind ${v.kind}`);
  }
}

describe("Koi-Koi vectors", () => {
  it("covers KK1 to KK40", () =>
    expect(file.vectors.map((v) => v.id)).toEqual(Array.from({ length: 40 }, (_, i) => `KK${i + 1}`)));
  for (const v of file.vectors) it(`${v.id}: ${v.rule}`, () => runVector(v));
});
