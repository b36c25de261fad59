// Property tests over thousands of seeded random Judge matches (PROPERTY_GAMES, default 2000):
// every card accounted for at every step, scores = cards + bonus, the match always ends, a
// record written from the game replays identically, playerView never shows an unrevealed picket
// or the piles, applyMove never mutates. Plus fast-check properties of the decision table.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, FIVE_BRIGHTS, type CardId } from "../core/cards";
import { Rng } from "../core/rng";
import { recordFromMoves, replayOutputOf, replayRecord } from "../record";
import { randomPlay } from "../../cli/hanafuda";
import { judgeOptions } from "./options";
import { resolvePicket, type SeatActions, type TimedAction } from "./resolve";
import { judgeRuleset } from "./ruleset";
import { currentPickets, MATCH_ROUNDS, revealPickets, SUDDEN_DEATH_ROUNDS, type JudgeState } from "./state";
import { deepFreeze, judgeSetup } from "./testkit";
import type { JudgeView } from "./view";
import { breathe } from "../core/testing/breathe";

const GAMES = Number(process.env.PROPERTY_GAMES ?? 2000);

const OPTION_CHOICES: Record<string, readonly unknown[]> = {
  tie_hit_vs_def: ["hit_wins", "defence_wins"],
  unanswered_mistake: ["pot", "later_wins"],
  no_action: ["pot", "earlier_wins"],
  final_pot: ["discarded", "split_evenly", "to_higher_score"],
  tie: ["draw", "sudden_death_replay"],
  false_start: ["ignored", "opponent_wins_round"],
  epsilon_ms: [0, 10, 25],
  window_ms: [1000, 1500, 3000],
  mistake_extension_ms: [0, 800],
};

function randomOptions(rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, vs] of Object.entries(OPTION_CHOICES)) if (rng.next() < 0.5) out[k] = vs[rng.int(vs.length)];
  return out;
}

/**
 * 46 pile cards: remaining piles + score piles + pot + discarded final pot, each exactly once;
 * heads apart. Returns a problem or null (plain checks: expect() per card is too slow here).
 */
function accountingProblem(s: JudgeState): string | null {
  const deal = s.deal!;
  const remaining = [...deal.piles[0].slice(s.played), ...deal.piles[1].slice(s.played)];
  const discarded = s.result && s.result.finalPot.kind === "discarded" ? s.result.finalPot.cards : [];
  const all = [...remaining, ...s.scorePiles[0], ...s.scorePiles[1], ...s.pot, ...discarded];
  if (all.length !== 46) return `${all.length} cards accounted for, not 46`;
  const seen = new Uint8Array(48);
  for (const c of all) {
    if (c === deal.heads[0] || c === deal.heads[1]) return `head ${cardCode(c)} among the pile cards`;
    if (seen[c]) return `${cardCode(c)} twice`;
    seen[c] = 1;
  }
  if (s.pot.length % 2 !== 0) return "odd pot";
  return null;
}

/** Scores = cards + 10 for 4+ of the five brights, computed independently. */
function expectedPoints(pile: readonly CardId[]): number {
  const brights = pile.filter((c) => FIVE_BRIGHTS.includes(c)).length;
  return pile.length + (brights >= 4 ? 10 : 0);
}

function checkView(s: JudgeState) {
  const deal = s.deal!;
  const hiddenMain = [...deal.piles[0].slice(s.played), ...deal.piles[1].slice(s.played)].map(cardCode);
  for (const seat of [0, 1, null]) {
    const v = judgeRuleset.playerView(s, seat) as JudgeView;
    const text = JSON.stringify(v);
    expect(text).not.toMatch(/rng/i);
    if (!s.suddenDeath) expect(hiddenMain.filter((c) => text.includes(`"${c}"`))).toEqual([]);
    expect(v.revealed).toBeNull();
    expect(v.pileCounts).toEqual([23 - s.played, 23 - s.played]);
    expect(v.scorePiles.map((p) => p.length)).toEqual([s.scorePiles[0].length, s.scorePiles[1].length]);
    expect(v.pot).toHaveLength(s.pot.length);
    // Every shown picket is one already resolved.
    expect(v.outcomes).toHaveLength(s.history.length);
    if (v.suddenDeath) {
      expect(Object.keys(v.suddenDeath).sort()).toEqual(["active", "maxRounds", "pileCounts", "roundsPlayed"]);
      expect(v.outcomes.filter((o) => o.suddenDeath)).toHaveLength(v.suddenDeath.roundsPlayed);
    }
  }
  if (s.phase === "playing") {
    // After the reveal, exactly the current pickets become public.
    const p = currentPickets(s)!;
    const v = judgeRuleset.playerView(revealPickets(s), null) as JudgeView;
    expect(v.revealed?.pickets).toEqual([cardCode(p[0]), cardCode(p[1])]);
    if (!s.suddenDeath) {
      const text = JSON.stringify(v);
      expect(hiddenMain.filter((c) => c !== cardCode(p[0]) && c !== cardCode(p[1]) && text.includes(`"${c}"`))).toEqual(
        [],
      );
    }
  }
}

describe(`Judge: ${GAMES} seeded random matches`, () => {
  it("keep every invariant, end, and replay identically from their written records", async () => {
    let suddenDeaths = 0;
    let draws = 0;
    const rows = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      if (g % 20 === 19) await breathe(); // let the runner's RPC replies in (breathe.ts)
      const seed = `judge-prop-${g}`;
      const rng = Rng.fromSeed(`${seed}/moves`);
      const setup = judgeSetup(randomOptions(rng));
      const started = judgeRuleset.newGame(setup, seed);
      if (!started.ok) throw new Error(started.error.message);
      let s = started.value;
      const moves: unknown[] = [];
      const deep = g % 20 === 0; // views and freezing on a sample: they are the slow checks
      expect(accountingProblem(s)).toBeNull();
      if (deep) checkView(s);
      let steps = 0;
      while (judgeRuleset.phase(s) === "playing") {
        const move = judgeRuleset.randomMove!(s, rng);
        if (deep) deepFreeze(s);
        const snapshot = deep ? JSON.stringify(s) : "";
        const r = judgeRuleset.applyMove(s, move);
        if (!r.ok) throw new Error(`${seed}: own random move refused: ${r.error.message}`);
        if (deep && JSON.stringify(s) !== snapshot) throw new Error(`${seed}: applyMove mutated its input`);
        moves.push(move);
        s = r.state;
        steps++;
        rows.add(s.history[s.history.length - 1]!.resolution.row);
        const problem = accountingProblem(s);
        if (problem) throw new Error(`${seed}, after move ${steps}: ${problem}`);
        const t = judgeRuleset.totals(s);
        if (!s.suddenDeath && (t[0] !== expectedPoints(s.scorePiles[0]) || t[1] !== expectedPoints(s.scorePiles[1])))
          throw new Error(`${seed}, after move ${steps}: totals ${t} are not cards + bonus`);
        if (deep) checkView(s);
        if (steps > MATCH_ROUNDS + SUDDEN_DEATH_ROUNDS) throw new Error(`${seed}: the match does not end`);
      }
      expect(judgeRuleset.phase(s)).toBe("game-over");
      const r = s.result!;
      // Final scores = cards + bonus; the winner is the higher score unless sudden death decided.
      expect(r.sides.map((x) => x.points)).toEqual([expectedPoints(r.scorePiles[0]), expectedPoints(r.scorePiles[1])]);
      const [a, b] = [r.sides[0].points, r.sides[1].points];
      if (a !== b) expect(judgeRuleset.winner(s)).toBe(a > b ? 0 : 1);
      else {
        if (setup.options.tie === "draw") expect(judgeRuleset.winner(s)).toBeNull();
        if (s.suddenDeath) suddenDeaths++;
        if (judgeRuleset.winner(s) === null) draws++;
      }
      expect(steps).toBe(s.history.length);
      // The record written from the game replays to the same result.
      const rec = recordFromMoves(judgeRuleset, setup, seed, ["p1", "p2"], moves);
      if (!rec.ok) throw new Error(rec.message);
      expect(rec.record.rounds).toHaveLength(1);
      expect(rec.record.rounds[0]).not.toHaveProperty("dealer");
      expect(replayRecord(JSON.parse(JSON.stringify(rec.record)))).toEqual(replayOutputOf(judgeRuleset, s));
    }
    // The random mover reaches every row of both tables.
    expect([...rows].sort()).toEqual(["1", "2", "3a", "3b", "4", "5", "6", "7", "8", "9", "S1", "S2", "S3", "S4"]);
    if (GAMES >= 1000) {
      expect(suddenDeaths).toBeGreaterThan(0);
      expect(draws).toBeGreaterThan(0);
    }
  });

  it("the CLI's random-play completes a new Judge record (randomMove), which replays", () => {
    for (let i = 0; i < 20; i++) {
      const g = judgeRuleset.newGame(judgeSetup(i % 2 ? { tie: "sudden_death_replay" } : {}), `cli-${i}`);
      if (!g.ok) throw new Error();
      const start = {
        format: "hanafuda-record/1",
        game: "judge",
        players: ["a", "b"],
        options: i % 2 ? { tie: "sudden_death_replay" } : {},
        rounds: [{ deal: judgeRuleset.dealtRounds(g.value)[0]!.deal, moves: [] }],
      };
      const done = randomPlay(start, 1, `rp-${i}`);
      const out = replayRecord(JSON.parse(JSON.stringify(done)));
      expect(out.ok).toBe(true);
      if (out.ok) expect(out.rounds).toHaveLength(1);
    }
  });
});

describe("decision table properties (fast-check)", () => {
  const cell = fc.option(
    fc.record({ act: fc.constantFrom("hit" as const, "defend" as const), ms: fc.integer({ min: 0, max: 3000 }) }),
    { nil: null },
  );
  const opts = fc.record({
    tieHitVsDef: fc.constantFrom("hit_wins" as const, "defence_wins" as const),
    unansweredMistake: fc.constantFrom("pot" as const, "later_wins" as const),
    noAction: fc.constantFrom("pot" as const, "earlier_wins" as const),
    epsilonMs: fc.integer({ min: 0, max: 100 }),
  });
  const month = fc.integer({ min: 1, max: 12 });

  it("swapping the seats swaps the winner", () => {
    fc.assert(
      fc.property(month, month, cell, cell, opts, (m0, m1, a, b, o) => {
        const r = resolvePicket([m0, m1], [a, b], o);
        const s = resolvePicket([m1, m0], [b, a], o);
        expect(s.winner).toBe(r.winner === null ? null : 1 - r.winner);
        expect(s.row).toBe(r.row);
        expect(s.tie).toBe(r.tie);
      }),
      { numRuns: 2000 },
    );
  });

  it("only the relative timing matters (shifting both times changes nothing)", () => {
    fc.assert(
      fc.property(month, month, cell, cell, opts, fc.integer({ min: 0, max: 5000 }), (m0, m1, a, b, o, d) => {
        const shift = (x: TimedAction | null) => (x ? { ...x, ms: x.ms + d } : null);
        expect(resolvePicket([m0, m1], [shift(a), shift(b)], o)).toEqual(resolvePicket([m0, m1], [a, b], o));
      }),
      { numRuns: 2000 },
    );
  });

  it("the month order, not the months, decides; the later month that hits alone always wins", () => {
    fc.assert(
      fc.property(month, month, cell, opts, (m0, m1, b, o) => {
        fc.pre(m0 > m1);
        const acts: SeatActions = [{ act: "hit", ms: 300 }, b];
        const r = resolvePicket([m0, m1], acts, o);
        expect(resolvePicket([12, 1], acts, o)).toEqual(r);
        if (b === null || b.act === "hit") expect(r.winner).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it("default options are the documented defaults", () => {
    expect(judgeOptions(judgeSetup().options)).toMatchObject({
      tieHitVsDef: "hit_wins",
      unansweredMistake: "pot",
      noAction: "pot",
      epsilonMs: 10,
    });
  });
});
