// Judge's Ruleset: move validation, deals, setup, options, views, descriptions, final pot and
// sudden death.

import { describe, expect, it } from "vitest";
import { ALL_CARDS, cardCode, type CardCode } from "../core/cards";
import { replayRecord } from "../record";
import { getRuleset } from "../registry";
import { JUDGE_OPTION_SPECS } from "./options";
import { judgeRuleset } from "./ruleset";
import type { JudgeDealJson } from "./deal";
import { currentPickets, revealPickets, type JudgeState } from "./state";
import { apply, deepFreeze, judgeSetup, makeDeal, playScript, stateFromDeal } from "./testkit";
import type { JudgeView } from "./view";

const HEADS: [CardCode, CardCode] = ["M06-0", "M06-1"];
// Round 1: Chrysanthemum (seat 0, later) vs Cherry (seat 1, earlier).
const deal = makeDeal(HEADS, ["M09-2"], ["M03-2"]);
const fresh = () => stateFromDeal(deal);
const tryMove = (s: JudgeState, m: unknown) => judgeRuleset.applyMove(s, m);
const errorOf = (s: JudgeState, m: unknown) => {
  const r = tryMove(s, m);
  return r.ok ? null : r.error;
};

describe("registration and setup", () => {
  it("is registered as judge, 2 players, no teams, no dealer", () => {
    expect(getRuleset("judge")).toBe(judgeRuleset);
    expect([judgeRuleset.minPlayers, judgeRuleset.maxPlayers]).toEqual([2, 2]);
    expect(judgeRuleset.teamLayouts(2)).toEqual([]);
    expect(judgeRuleset.validateSetup({ players: 3, teams: null, options: {} }).ok).toBe(false);
    expect(judgeRuleset.validateSetup({ players: 2, teams: [[0], [1]], options: {} }).ok).toBe(false);
    expect(judgeRuleset.newGame({ players: 3, teams: null, options: {} }, "x").ok).toBe(false);
    expect(judgeRuleset.expectedDealer(fresh())).toBeNull();
  });

  it("options: the documented names and defaults", () => {
    const byName = Object.fromEntries(JUDGE_OPTION_SPECS.map((s) => [s.name, s.default]));
    expect(byName).toEqual({
      tie_hit_vs_def: "hit_wins",
      unanswered_mistake: "pot",
      no_action: "pot",
      final_pot: "discarded",
      tie: "draw",
      false_start: "ignored",
      epsilon_ms: 10,
      window_ms: 1500,
      mistake_extension_ms: 800,
    });
    const w = JUDGE_OPTION_SPECS.find((s) => s.name === "window_ms")!;
    expect(w.kind === "integer" && [w.min, w.max]).toEqual([1000, 3000]);
    for (const s of JUDGE_OPTION_SPECS) expect(s.label.length > 3 && s.help.length > 20).toBe(true);
  });

  it("records with unknown options or values are refused", () => {
    const doc = (options: unknown) => ({
      format: "hanafuda-record/1",
      game: "judge",
      players: ["a", "b"],
      options,
      rounds: [{ deal, moves: [] }],
    });
    expect(replayRecord(doc({ window_ms: 999 })).ok).toBe(false);
    expect(replayRecord(doc({ final_pot: "burn" })).ok).toBe(false);
    expect(replayRecord(doc({ lift: "on" })).ok).toBe(false);
    expect(replayRecord(doc({ false_start: "opponent_wins_round", window_ms: 3000 })).ok).toBe(true);
  });

  it("a live game is dealt at once from its seed, the same deal as dealFromSeed", () => {
    const g = judgeRuleset.newGame(judgeSetup(), "seed-1");
    if (!g.ok) throw new Error();
    expect(judgeRuleset.phase(g.value)).toBe("playing");
    expect(judgeRuleset.dealtRounds(g.value)).toEqual([
      { dealer: null, deal: judgeRuleset.dealFromSeed(judgeRuleset.newGameAwaitingDeal(judgeSetup()), null, "seed-1") },
    ]);
    const other = judgeRuleset.newGame(judgeSetup(), "seed-2");
    expect(other.ok && judgeRuleset.dealtRounds(other.value)[0]!.deal).not.toEqual(
      judgeRuleset.dealtRounds(g.value)[0]!.deal,
    );
  });
});

describe("startRound validates the deal and the dealer", () => {
  const s0 = judgeRuleset.newGameAwaitingDeal(judgeSetup());
  const bad = (d: unknown, dealer: number | null = null) => {
    const r = judgeRuleset.startRound(s0, dealer, d);
    return r.ok ? null : r.error.message;
  };
  it("accepts a good deal, once", () => {
    const r = judgeRuleset.startRound(s0, null, deal);
    expect(r.ok).toBe(true);
    if (r.ok) expect(judgeRuleset.startRound(r.state, null, deal).ok).toBe(false);
  });
  it("refuses a dealer", () => expect(bad(deal, 0)).toMatch(/no dealer/));
  it("refuses malformed deals", () => {
    const d = structuredClone(deal) as JudgeDealJson;
    expect(bad(null)).toMatch(/object/);
    expect(bad({ ...d, hands: [] })).toMatch(/no field "hands"/);
    expect(bad({ heads: [d.heads[0]], piles: d.piles })).toMatch(/2 cards/);
    expect(bad({ heads: d.heads, piles: [d.piles[0]] })).toMatch(/2 piles/);
    expect(bad({ heads: d.heads, piles: [d.piles[0].slice(1), d.piles[1]] })).toMatch(/23 cards/);
    expect(bad({ heads: d.heads, piles: [[d.heads[0], ...d.piles[0].slice(1)], d.piles[1]] })).toMatch(/twice/);
    expect(bad({ heads: ["M13-0", d.heads[1]], piles: d.piles })).toMatch(/not a card code/);
    expect(bad({ heads: d.heads, piles: [[...d.piles[0].slice(0, 22), d.piles[1][0]], d.piles[1]] })).toMatch(/twice/);
  });
});

describe("applyMove validates a round's actions (never throws)", () => {
  const s = fresh();
  const cases: [string, unknown, RegExp][] = [
    ["not an object", "hit", /object/],
    ["an array", [], /object/],
    ["a seat at move level", { seat: 0, round: 1, actions: [] }, /no seat/],
    ["an unknown key", { round: 1, actions: [], extra: 1 }, /no field "extra"/],
    ["no round", { actions: [] }, /round must be a whole number/],
    ["a fractional round", { round: 1.5, actions: [] }, /round must be a whole number/],
    ["a string round", { round: "1", actions: [] }, /round must be a whole number/],
    ["round 2 first", { round: 2, actions: [] }, /picket round 1, not 2/],
    ["round 0", { round: 0, actions: [] }, /picket round 1, not 0/],
    ["actions not a list", { round: 1, actions: {} }, /actions must be a list/],
    [
      "three actions",
      {
        round: 1,
        actions: [
          { seat: 0, act: "hit", ms: 1 },
          { seat: 1, act: "hit", ms: 2 },
          { seat: 0, act: "hit", ms: 3 },
        ],
      },
      /at most one action per seat/,
    ],
    ["an action not an object", { round: 1, actions: [null] }, /must be an object/],
    [
      "an action with an unknown key",
      { round: 1, actions: [{ seat: 0, act: "hit", ms: 1, card: "M01-0" }] },
      /no field "card"/,
    ],
    ["seat 2", { round: 1, actions: [{ seat: 2, act: "hit", ms: 1 }] }, /seat must be 0 or 1/],
    ["seat as a string", { round: 1, actions: [{ seat: "0", act: "hit", ms: 1 }] }, /seat must be 0 or 1/],
    ["a lift", { round: 1, actions: [{ seat: 0, act: "lift", ms: 1 }] }, /"hit" or "defend"/],
    ["HIT in capitals", { round: 1, actions: [{ seat: 0, act: "HIT", ms: 1 }] }, /"hit" or "defend"/],
    ["no ms", { round: 1, actions: [{ seat: 0, act: "hit" }] }, /ms must be/],
    ["negative ms", { round: 1, actions: [{ seat: 0, act: "hit", ms: -1 }] }, /ms must be/],
    ["infinite ms", { round: 1, actions: [{ seat: 0, act: "hit", ms: Infinity }] }, /ms must be/],
    ["NaN ms", { round: 1, actions: [{ seat: 0, act: "hit", ms: NaN }] }, /ms must be/],
    ["ms as a string", { round: 1, actions: [{ seat: 0, act: "hit", ms: "300" }] }, /ms must be/],
    [
      "a seat twice",
      {
        round: 1,
        actions: [
          { seat: 0, act: "hit", ms: 300 },
          { seat: 0, act: "defend", ms: 400 },
        ],
      },
      /acts twice/,
    ],
    [
      "an action after the window",
      { round: 1, actions: [{ seat: 0, act: "hit", ms: 1500.5 }] },
      /after the window had closed at 1500 ms/,
    ],
    [
      "an answer after the extension",
      {
        round: 1,
        actions: [
          { seat: 1, act: "hit", ms: 1400 },
          { seat: 0, act: "hit", ms: 2201 },
        ],
      },
      /seat 0 acted at 2201 ms, after the window had closed at 2200 ms/,
    ],
    [
      "a late action with no mistake to extend",
      {
        round: 1,
        actions: [
          { seat: 1, act: "defend", ms: 1400 },
          { seat: 0, act: "hit", ms: 1600 },
        ],
      },
      /seat 0 acted at 1600 ms/,
    ],
  ];
  for (const [what, move, msg] of cases)
    it(`refuses ${what}`, () => {
      expect(() => tryMove(s, move)).not.toThrow();
      expect(errorOf(s, move)?.message).toMatch(msg);
    });

  it("accepts an empty list (nobody acted), 0 ms, fractional ms and the window's last instant", () => {
    expect(errorOf(s, { round: 1, actions: [] })).toBeNull();
    expect(errorOf(s, { round: 1, actions: [{ seat: 0, act: "hit", ms: 0 }] })).toBeNull();
    expect(errorOf(s, { round: 1, actions: [{ seat: 0, act: "hit", ms: 312.25 }] })).toBeNull();
    expect(errorOf(s, { round: 1, actions: [{ seat: 0, act: "hit", ms: 1500 }] })).toBeNull();
    // Any order of the two actions.
    expect(
      errorOf(s, {
        round: 1,
        actions: [
          { seat: 1, act: "defend", ms: 300 },
          { seat: 0, act: "hit", ms: 200 },
        ],
      }),
    ).toBeNull();
  });

  it("extends the window after a mistake: an earlier-month hit at 1400 ms lets the answer come until 2200 ms", () => {
    const r = tryMove(s, {
      round: 1,
      actions: [
        { seat: 1, act: "hit", ms: 1400 },
        { seat: 0, act: "hit", ms: 2200 },
      ],
    });
    expect(r.ok && r.state.history[0]!.resolution.winner).toBe(0);
    const l = tryMove(s, {
      round: 1,
      actions: [
        { seat: 0, act: "defend", ms: 1300 },
        { seat: 1, act: "defend", ms: 2100 },
      ],
    });
    expect(l.ok && l.state.history[0]!.resolution).toMatchObject({ winner: 1, row: "5" });
  });

  it("a longer window option accepts later actions", () => {
    const long = stateFromDeal(deal, { window_ms: 3000 });
    expect(errorOf(long, { round: 1, actions: [{ seat: 0, act: "hit", ms: 2999 }] })).toBeNull();
    expect(errorOf(long, { round: 1, actions: [{ seat: 0, act: "hit", ms: 3001 }] })?.code).toBe("late-action");
  });

  it("refuses moves once the match is over, and before the deal", () => {
    const { state } = playScript(deal, "A".repeat(23));
    expect(judgeRuleset.phase(state)).toBe("game-over");
    expect(errorOf(state, { round: 24, actions: [] })?.code).toBe("game-over");
    expect(errorOf(judgeRuleset.newGameAwaitingDeal(judgeSetup()), { round: 1, actions: [] })?.code).toBe("not-dealt");
  });
});

describe("toAct, legalMoves and randomMove", () => {
  it("both seats act in every picket round; nobody once the match is over", () => {
    expect(judgeRuleset.toAct(fresh())).toEqual([0, 1]);
    expect(judgeRuleset.toAct(playScript(deal, "B".repeat(23)).state)).toEqual([]);
    expect(judgeRuleset.toAct(judgeRuleset.newGameAwaitingDeal(judgeSetup()))).toEqual([]);
  });
  it("legalMoves: the same 25 representative whole-round moves for either seat, each legal, reaching every different-month row", () => {
    const s = fresh();
    const m0 = judgeRuleset.legalMoves(s, 0);
    expect(m0).toHaveLength(25);
    expect(judgeRuleset.legalMoves(s, 1)).toEqual(m0);
    expect(judgeRuleset.legalMoves(s, 2)).toEqual([]);
    const rows = new Set<string>();
    for (const m of m0) {
      const r = tryMove(s, m);
      expect(r.ok).toBe(true);
      if (r.ok) rows.add(r.state.history[0]!.resolution.row);
    }
    expect([...rows].sort()).toEqual(["1", "2", "3a", "3b", "4", "5", "6", "7", "8", "9"]);
  });
});

describe("playerView", () => {
  it("hides the piles and the pickets until the live server reveals them", () => {
    const s = fresh();
    const v = judgeRuleset.playerView(s, 0) as JudgeView;
    expect(v.revealed).toBeNull();
    expect(v.pileCounts).toEqual([23, 23]);
    expect(v.heads).toEqual(HEADS);
    const text = JSON.stringify(v);
    for (const c of [...deal.piles[0], ...deal.piles[1]]) expect(text).not.toContain(c);
    expect(text).not.toMatch(/rng/i);
    const shown = judgeRuleset.playerView(revealPickets(s), null) as JudgeView;
    expect(shown.revealed).toEqual({ round: 1, pickets: ["M09-2", "M03-2"], later: 0 });
    const after = apply(revealPickets(s), { round: 1, actions: [{ seat: 0, act: "hit", ms: 300 }] });
    const v2 = judgeRuleset.playerView(after, 1) as JudgeView;
    expect(v2.revealed).toBeNull();
    expect(v2.lastOutcome).toMatchObject({
      round: 1,
      pickets: ["M09-2", "M03-2"],
      winner: 0,
      row: "1",
      taken: ["M09-2", "M03-2"],
    });
    expect(v2.scorePiles).toEqual([["M09-2", "M03-2"], []]);
    expect(v2.pileCounts).toEqual([22, 22]);
    expect(v2.round).toBe(2);
    expect(v2.toAct).toEqual([0, 1]);
    expect(v2.points).toEqual([2, 0]);
    for (const c of [...deal.piles[0].slice(1), ...deal.piles[1].slice(1)]) expect(JSON.stringify(v2)).not.toContain(c);
  });
  it("is the same for both seats and spectators but for the seat field", () => {
    const s = apply(fresh(), { round: 1, actions: [] });
    const strip = (v: JudgeView) => ({ ...v, seat: 0 });
    expect(strip(judgeRuleset.playerView(s, 0) as JudgeView)).toEqual(
      strip(judgeRuleset.playerView(s, null) as JudgeView),
    );
  });
});

describe("describeMove", () => {
  it("names the pickets, the actions and the outcome", () => {
    const s = fresh();
    expect(
      judgeRuleset.describeMove(s, {
        round: 1,
        actions: [
          { seat: 0, act: "hit", ms: 420 },
          { seat: 1, act: "defend", ms: 300 },
        ],
      }),
    ).toBe(
      "round 1, Chrysanthemum chaff vs Cherry chaff: seat 0 hits at 420 ms, seat 1 defends at 300 ms. Defended in time: both pickets to the pot (2 cards)",
    );
    expect(judgeRuleset.describeMove(s, { round: 1, actions: [{ seat: 0, act: "hit", ms: 300 }] })).toMatch(
      /seat 1 does nothing\. The later month hit: seat 0 takes 2 cards$/,
    );
    expect(judgeRuleset.describeMove(s, { round: 9, actions: [] })).toBe(
      "round 9: seat 0 does nothing, seat 1 does nothing",
    );
    expect(judgeRuleset.describeMove(s, { nonsense: true } as never)).toMatch(/^an invalid move/);
  });

  it("gives the same facts as a phrase for the app's catalogs", () => {
    const s = fresh();
    expect(
      judgeRuleset.phraseMove!(s, {
        round: 1,
        actions: [
          { seat: 0, act: "hit", ms: 420 },
          { seat: 1, act: "defend", ms: 300 },
        ],
      }),
    ).toEqual({
      key: "judgeRound",
      args: { round: 1, seat: 0, opponent: 1, taker: "none", count: 0, pot: 2 },
      cards: { first: [currentPickets(s)![0]], second: [currentPickets(s)![1]] },
      terms: {
        seatAct: { ns: "Moves", key: "judgeAct.hit", values: { ms: 420 } },
        opponentAct: { ns: "Moves", key: "judgeAct.defend", values: { ms: 300 } },
        reason: { ns: "Moves", key: "judgeReason.defendedInTime" },
      },
    });
    const won = judgeRuleset.phraseMove!(s, { round: 1, actions: [{ seat: 0, act: "hit", ms: 300 }] })!;
    expect([won.args, won.terms!.opponentAct, won.terms!.reason]).toEqual([
      { round: 1, seat: 0, opponent: 1, taker: "seat", count: 2, pot: 0 },
      { ns: "Moves", key: "judgeAct.none" },
      { ns: "Moves", key: "judgeReason.laterHit" },
    ]);
    expect(judgeRuleset.phraseMove!(s, { round: 9, actions: [] })).toMatchObject({ key: "judgeActions" });
    expect(judgeRuleset.phraseMove!(s, { nonsense: true } as never)).toBeNull();
  });
});

describe("immutability", () => {
  it("applyMove, revealPickets and the views never mutate their input", () => {
    const s = deepFreeze(fresh());
    const before = JSON.stringify(s);
    const r = tryMove(s, { round: 1, actions: [{ seat: 0, act: "hit", ms: 300 }] });
    expect(r.ok).toBe(true);
    revealPickets(s);
    judgeRuleset.playerView(s, 0);
    judgeRuleset.describeMove(s, { round: 1, actions: [] });
    expect(JSON.stringify(s)).toBe(before);
  });
});

// A deal whose last four picket pairs hold the four brights on seat 0's side and chaff on seat 1's.
function finalPotDeal(): JudgeDealJson {
  const brights = ["M01-0", "M03-0", "M08-0", "M12-0"];
  const chaff4 = ["M02-2", "M04-2", "M07-2", "M10-2"];
  const rest = ALL_CARDS.map(cardCode).filter((c) => !HEADS.includes(c) && !brights.includes(c) && !chaff4.includes(c));
  return {
    heads: HEADS,
    piles: [
      [...rest.slice(0, 19), ...brights],
      [...rest.slice(19), ...chaff4],
    ],
  };
}

describe("final pot (option final_pot) and the bonus", () => {
  const d = finalPotDeal();
  const script = "ABABABABABABABABABA" + "PPPP"; // 20 cards to 18, then 8 cards in the final pot
  it("discarded: nobody gets the brights", () => {
    const { state } = playScript(d, script);
    expect(judgeRuleset.totals(state)).toEqual([20, 18]);
    expect(state.result!.finalPot).toMatchObject({ kind: "discarded" });
    expect(state.result!.finalPot.kind !== "none" && state.result!.finalPot.cards).toHaveLength(8);
  });
  it("split_evenly: each takes back their own pickets; seat 0's four brights earn the bonus", () => {
    const { state } = playScript(d, script, { final_pot: "split_evenly" });
    expect(judgeRuleset.totals(state)).toEqual([24 + 10, 22]);
  });
  it("to_higher_score: all 8 to seat 0 (20 > 18), bonus recomputed", () => {
    const { state } = playScript(d, script, { final_pot: "to_higher_score" });
    expect(judgeRuleset.totals(state)).toEqual([28 + 10, 18]);
  });
  it("to_higher_score with level scores: discarded, and the match is drawn", () => {
    const { state } = playScript(d, "ABABABABABABABABAB" + "PPPPP", { final_pot: "to_higher_score" });
    expect(judgeRuleset.totals(state)).toEqual([18, 18]);
    expect(state.result!.finalPot).toMatchObject({ kind: "discarded" });
    expect(judgeRuleset.winner(state)).toBeNull();
    expect(judgeRuleset.roundSummaries(state)).toEqual([
      { scores: [18, 18], yaku: [[], []], winner: null, nextDealer: null },
    ]);
  });
});

describe("level scores (option tie)", () => {
  const level = "ABABABABABABABABABABABP"; // 22 each, the last pair discarded
  // Brights split 3 (seat 0: rounds 1 and 3) to 2 (seat 1: round 2): no bonus either side.
  const deal = makeDeal(HEADS, ["M01-0", "M03-0", "M08-0"], ["M11-0", "M12-0"]);
  it("draw (default): winner null", () => {
    const { state } = playScript(deal, level);
    expect(judgeRuleset.phase(state)).toBe("game-over");
    expect(judgeRuleset.totals(state)).toEqual([22, 22]);
    expect(judgeRuleset.winner(state)).toBeNull();
  });
  it("sudden_death_replay: play goes on from round 24 with reshuffled piles; undecided rounds change nothing", () => {
    const { state } = playScript(deal, level, { tie: "sudden_death_replay" });
    expect(judgeRuleset.phase(state)).toBe("playing");
    expect(judgeRuleset.toAct(state)).toEqual([0, 1]);
    expect(judgeRuleset.roundSummaries(state)).toEqual([]);
    expect(errorOf(state, { round: 23, actions: [] })?.code).toBe("wrong-round");
    const v = judgeRuleset.playerView(state, 0) as JudgeView;
    expect(v.round).toBe(24);
    expect(v.suddenDeath).toEqual({ active: true, roundsPlayed: 0, maxRounds: 23, pileCounts: [23, 23] });
    expect(v.points).toEqual([22, 22]);
    const p = currentPickets(state)!;
    expect(p.every((c) => !HEADS.includes(cardCode(c)))).toBe(true);
    const s2 = apply(state, { round: 24, actions: [] });
    expect(judgeRuleset.phase(s2)).toBe("playing");
    expect(s2.scorePiles).toEqual(state.scorePiles);
    expect(s2.pot).toEqual([]);
  });
  it("sudden death: the first decided round decides the match, scores unchanged", () => {
    const { state } = playScript(deal, level, { tie: "sudden_death_replay" });
    const p = currentPickets(state)!;
    const later = p[0] >> 2 === p[1] >> 2 ? 0 : p[0] >> 2 > p[1] >> 2 ? 0 : 1;
    const end = apply(state, { round: 24, actions: [{ seat: later, act: "hit", ms: 250 }] });
    expect(judgeRuleset.phase(end)).toBe("game-over");
    expect(judgeRuleset.winner(end)).toBe(later);
    expect(judgeRuleset.roundSummaries(end)).toEqual([
      { scores: [22, 22], yaku: [[], []], winner: later, nextDealer: null },
    ]);
    const explained = judgeRuleset.explainRound(end, 0)!;
    expect(explained.notes.join(" ")).toMatch(/won sudden-death round 24/);
    expect(explained.notePhrases?.map((n) => n?.key)).toEqual([
      "judgeCardValues",
      "judgePotDiscarded",
      "judgeSuddenDeathWon",
    ]);
    expect(explained.notePhrases![2]!.args).toEqual({ seat: later, round: 24 });
    expect(
      judgeRuleset.phraseMove!(state, { round: 24, actions: [{ seat: later, act: "hit", ms: 250 }] }),
    ).toMatchObject({
      key: "judgeSuddenDeath",
      args: { taker: later === 0 ? "seat" : "opponent" },
    });
  });
  it("sudden death: 23 undecided rounds end in a draw", () => {
    let { state } = playScript(deal, level, { tie: "sudden_death_replay" });
    for (let r = 24; r <= 46; r++) state = apply(state, { round: r, actions: [] });
    expect(judgeRuleset.phase(state)).toBe("game-over");
    expect(judgeRuleset.winner(state)).toBeNull();
    expect(state.result!.decidedBy).toBe("draw");
    const explained = judgeRuleset.explainRound(state, 0)!;
    expect(explained.notes.join(" ")).toMatch(/no sudden-death round was decided/);
    expect(explained.notePhrases?.at(-1)).toEqual({ key: "judgeDraw", args: { suddenDeath: "yes" } });
    expect(explained.notePhrases).toHaveLength(explained.notes.length);
  });
});
