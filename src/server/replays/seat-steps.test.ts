// A seat's replay of a game in play, extended move by move, is the same as folding the whole record again; and each
// position's view is the engine's view for that seat.
import { describe, expect, it } from "vitest";
import type { AnyRuleset } from "~/engine/core/ruleset";
import { foldRecord, parseRecord, recordFromMoves, type GameRecord } from "~/engine/record";
import { randomTwoPlayerGame } from "~/engine/core/testing/random-game";
import { getRuleset } from "~/engine/registry";
import { seatSteps, type SeatFold } from "./seat-steps";
import { decodeViews } from "./view-patch";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function game(name: "sakura" | "sutda" | "mushi" | "sfj", options: Record<string, string | number>, seed: string) {
  const ruleset = getRuleset(name) as AnyRuleset;
  const { setup, start, moves } = randomTwoPlayerGame(ruleset, name, options, seed);
  const recordOf = (k: number): GameRecord => {
    const r = recordFromMoves(ruleset, setup, seed, ["A", "B"], moves.slice(0, k));
    if (!r.ok) throw new Error(r.message);
    return json(r.record);
  };
  return { ruleset, setup, moves, recordOf, startFacts: ruleset.startFacts?.(start) ?? null };
}

function states(record: GameRecord): unknown[] {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const out: unknown[] = [];
  const folded = foldRecord(parsed.value, {
    onRoundStart: (_r, s) => out.push(s),
    onMove: (_r, _m, _b, a) => out.push(a),
  });
  if (!folded.ok) throw new Error(folded.error.message);
  return out;
}

const publicPart = (f: SeatFold) => json({ steps: f.steps, rounds: f.rounds });

/**
 * The views of `seat`'s replay of the whole game with its start facts, folded by extending with a move, then half the
 * game, then the rest; each fold on the way equal to one from scratch, one view per move and per deal.
 */
function viewsExtendedAndAfresh(g: ReturnType<typeof game>, seat: number | null): unknown[] {
  const n = g.moves.length;
  let fold: SeatFold | null = null;
  for (const k of [1, Math.floor(n / 2), n]) {
    fold = seatSteps(g.ruleset, g.setup, g.recordOf(k), seat, [], fold, g.startFacts);
    expect(publicPart(fold)).toEqual(
      publicPart(seatSteps(g.ruleset, g.setup, g.recordOf(k), seat, [], null, g.startFacts)),
    );
  }
  const views = decodeViews(fold!.steps.map((s) => s.view));
  expect(views.length).toBe(n + g.recordOf(n).rounds.length);
  return views;
}

describe("a seat's replay of a game in play", () => {
  for (const [name, options] of [
    ["sakura", { rounds: 3 }],
    ["sutda", { end: "rounds_N", rounds: 4 }],
  ] as const) {
    it(`extended with the moves stored since equals a fold from scratch (${name})`, () => {
      const g = game(name, options, `steps-${name}`);
      const n = g.moves.length;
      const standIn = g.moves.map((_, i) => i % 7 === 3);
      for (const seat of [0, 1, null]) {
        let fold: SeatFold | null = null;
        // prefixes that end inside a round, at a round's end and across rounds
        for (const k of [...new Set([1, 2, Math.floor(n / 3), Math.floor(n / 2), n - 1, n])].sort((a, b) => a - b)) {
          const record = g.recordOf(k);
          fold = seatSteps(g.ruleset, g.setup, record, seat, standIn, fold);
          const fresh = seatSteps(g.ruleset, g.setup, record, seat, standIn);
          expect(publicPart(fold)).toEqual(publicPart(fresh));
        }
        const record = g.recordOf(n);
        const views = decodeViews(fold!.steps.map((s) => s.view));
        const all = states(record);
        expect(views).toEqual(all.map((s) => json(g.ruleset.playerView(s, seat))));
        expect(fold!.steps.filter((s) => s.move !== null).map((s) => s.byStandIn)).toEqual(standIn);
      }
    });
  }

  it("a Mushi game shows the lots for its first elder at every position, extended or folded afresh", () => {
    const g = game("mushi", { rounds: 6 }, "steps-mushi");
    const lots = json(g.startFacts);
    expect(lots).toMatchObject({ elder: expect.any(Number), draws: expect.any(Array) });
    for (const seat of [0, 1, null]) {
      const views = viewsExtendedAndAfresh(g, seat) as { history: { lots: unknown } }[];
      for (const v of views) expect(v.history.lots).toEqual(lots);
    }
    // start facts that do not apply are the server's fault, not the caller's: a plain error
    expect(() => seatSteps(g.ruleset, g.setup, g.recordOf(1), 0, [], null, { draws: [], elder: 5 })).toThrow(
      /start facts do not apply/,
    );
  });

  for (const [name, options, field] of [
    ["sakura", { rounds: 2 }, "firstDealerDraws"],
    ["sfj", { rounds: 6 }, "dealerDraws"],
  ] as const) {
    it(`a ${name} game shows its first-dealer draws at every position, extended or folded afresh`, () => {
      const g = game(name, options, `steps-${name}-draws`);
      const facts = json(g.startFacts) as { draws: unknown[]; dealer: number };
      expect(facts).toMatchObject({ draws: expect.any(Array), dealer: g.recordOf(1).rounds[0]!.dealer });
      expect(facts.draws.length).toBeGreaterThan(0);
      for (const seat of [0, 1, null]) {
        const views = viewsExtendedAndAfresh(g, seat) as Record<string, unknown>[];
        for (const v of views) expect(v[field]).toEqual(facts.draws);
      }
      // draws that do not give the record's first dealer do not apply: a plain error
      expect(() =>
        seatSteps(g.ruleset, g.setup, g.recordOf(1), 0, [], null, { ...facts, dealer: 1 - facts.dealer }),
      ).toThrow(/start facts do not apply/);
    });
  }

  it("starts over when what it is given is not a prefix (another seat)", () => {
    const g = game("sakura", { rounds: 1 }, "steps-other");
    const record = g.recordOf(g.moves.length);
    const other = seatSteps(g.ruleset, g.setup, g.recordOf(3), 1, []);
    expect(publicPart(seatSteps(g.ruleset, g.setup, record, 0, [], other))).toEqual(
      publicPart(seatSteps(g.ruleset, g.setup, record, 0, [])),
    );
  });
});
