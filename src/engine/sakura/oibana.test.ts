// Oi-bana (docs/rules/sakura.md): one bidding pass, the two highest bidders play a two-player round.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { oibanaFinalists } from "./oibana";
import { oibanaStake } from "./scoring";
import { STAKE_HIGHER, STAKE_LOSER, STAKE_WINNER } from "./options";
import { validateSakuraSetup } from "./setup";
import { FIELD, PILE, STEP_BID, STEP_PLAY, type SakuraState } from "./state";
import { buildDeal, codesAt, handOf, legalJson, playMoves, R, setupOf, startFrom } from "./testing/kit";

function finish(s: SakuraState, seed: string): SakuraState {
  const rng = Rng.fromSeed(seed);
  let g = s;
  const index = g.round!.info.index;
  while (g.phase === "playing" && g.round!.info.index === index) {
    const legal = R.legalMoves(g, R.toAct(g)[0]!);
    g = playMoves(g, [legal[rng.int(legal.length)]]);
  }
  return g;
}

describe("Oi-bana", () => {
  it("is for 3 to 6 players, individual, with cumulative scoring", () => {
    const opts = setupOf(4, { oibana: "on" }).options;
    expect(validateSakuraSetup({ players: 2, teams: null, options: opts }).ok).toBe(false);
    expect(validateSakuraSetup({ players: 7, teams: null, options: opts }).ok).toBe(false);
    expect(
      validateSakuraSetup({
        players: 4,
        teams: [
          [0, 2],
          [1, 3],
        ],
        options: opts,
      }).ok,
    ).toBe(false);
    expect(validateSakuraSetup({ players: 4, teams: null, options: { ...opts, match_scoring: "victories" } }).ok).toBe(
      false,
    );
    for (const n of [3, 4, 5, 6]) expect(validateSakuraSetup({ players: n, teams: null, options: opts }).ok).toBe(true);
  });

  it("deals 8 cards to everyone and no field; everyone bids once from the dealer", () => {
    const deal = buildDeal(4, {}, true);
    expect(deal.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
    expect(deal.field.length).toBe(0);
    expect(deal.pile.length).toBe(16);
    let s = startFrom(setupOf(4, { oibana: "on" }), 2, deal);
    expect(s.round!.step).toBe(STEP_BID);
    expect(R.toAct(s)).toEqual([2]);
    expect(legalJson(s, 2)).toEqual(Array.from({ length: 10 }, (_, i) => ({ seat: 2, bet: i + 1 })));
    expect(R.applyMove(s, { seat: 2, play: deal.hands[2]![0] }).ok).toBe(false);
    expect(R.applyMove(s, { seat: 2, bet: 0 }).ok).toBe(false);
    expect(R.applyMove(s, { seat: 2, bet: 11 }).ok).toBe(false);
    expect(R.applyMove(s, { seat: 3, bet: 1 }).ok).toBe(false);
    // Other seats' hands stay hidden while bidding.
    expect(R.playerView(s, 0).round!.hand!.length).toBe(8);
    expect(JSON.stringify(R.playerView(s, 0).round)).not.toContain(deal.hands[1]![0]);
    s = playMoves(s, [
      { seat: 2, bet: 3 },
      { seat: 3, bet: 5 },
      { seat: 0, bet: 2 },
      { seat: 1, bet: 5 },
    ]);
    // 5 (seat 3) and 5 (seat 1): both play; seat 3 bid first. Seat 3 is first in turn order from dealer 2.
    expect(s.round!.info.finalists).toEqual([3, 1]);
    expect(s.round!.step).toBe(STEP_PLAY);
    expect(s.round!.turn).toBe(3);
    expect(codesAt(s, FIELD).length).toBe(8);
    expect(codesAt(s, PILE).length).toBe(24);
    expect(handOf(s, 0)).toEqual([]);
    expect(handOf(s, 2)).toEqual([]);
    expect(handOf(s, 1).length).toBe(8);
    expect(handOf(s, 3).length).toBe(8);
    expect(R.playerView(s, null).round!.bids).toEqual([2, 5, 3, 5]);
  });

  it("finalists: the two highest; ties go to the earlier bidder", () => {
    expect(oibanaFinalists([3, 5, 5, 4], 0)).toEqual([1, 2]);
    expect(oibanaFinalists([3, 5, 5, 4], 2)).toEqual([2, 1]);
    expect(oibanaFinalists([7, 7, 7], 1)).toEqual([1, 2]);
    expect(oibanaFinalists([1, 2, 3, 4, 5, 6], 0)).toEqual([5, 4]);
  });

  it("the reshuffle comes from the deal: replaying the same deal and bids gives the same field and pile", () => {
    const deal = buildDeal(5, {}, true);
    const bids = [
      { seat: 1, bet: 4 },
      { seat: 2, bet: 6 },
      { seat: 3, bet: 1 },
      { seat: 4, bet: 2 },
      { seat: 0, bet: 9 },
    ];
    const a = playMoves(startFrom(setupOf(5, { oibana: "on" }), 1, deal), bids);
    const b = playMoves(startFrom(setupOf(5, { oibana: "on" }), 1, deal), bids);
    expect(codesAt(a, FIELD)).toEqual(codesAt(b, FIELD));
    expect(a.round!.info.pile).toEqual(b.round!.info.pile);
    expect(a.round!.info.finalists).toEqual([2, 0]);
  });

  it("six players: all 48 cards are dealt, the four losers' hands make the field and pile", () => {
    const deal = buildDeal(6, {}, true);
    expect(deal.pile.length).toBe(0);
    const s = playMoves(
      startFrom(setupOf(6, { oibana: "on" }), 0, deal),
      [0, 1, 2, 3, 4, 5].map((seat) => ({ seat, bet: seat + 1 })),
    );
    expect(s.round!.info.finalists).toEqual([4, 5]);
    expect(codesAt(s, FIELD).length + codesAt(s, PILE).length).toBe(32);
  });

  it("the loser pays the winner the stake; non-finalists score 0", () => {
    for (const stake of ["loser_bid", "winner_bid", "higher_bid"]) {
      const deal = buildDeal(4, {}, true);
      let s = startFrom(setupOf(4, { oibana: "on", oibana_stake: stake }), 0, deal);
      s = playMoves(s, [
        { seat: 0, bet: 2 },
        { seat: 1, bet: 7 },
        { seat: 2, bet: 1 },
        { seat: 3, bet: 4 },
      ]);
      s = finish(s, `pay-${stake}`);
      const res = s.results[0]!;
      if (res.cancelled) continue;
      const w = res.winner!;
      const l = w === 1 ? 3 : 1;
      const bids = [2, 7, 1, 4];
      const rule = { loser_bid: STAKE_LOSER, winner_bid: STAKE_WINNER, higher_bid: STAKE_HIGHER }[stake]!;
      const pay = oibanaStake(bids[w]!, bids[l]!, rule);
      expect(res.summary.scores[w]).toBe(pay);
      expect(res.summary.scores[l]).toBe(-pay);
      expect(res.summary.scores[0]).toBe(0);
      expect(res.summary.scores[2]).toBe(0);
      expect(res.summary.nextDealer).toBe(w);
      expect(R.explainRound(s, 0)!.notes.join(" ")).toContain(`paid ${pay}`);
    }
  });

  it("with Basa/Chu a double victor is paid twice the stake, a triple victor three times", () => {
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const g0 = R.newGame(setupOf(3, { oibana: "on", basa_chu: "both", rounds: 1 }), `bc-${i}`);
      if (!g0.ok) throw new Error(g0.error.message);
      const g = finish(g0.value, `bcm-${i}`);
      const res = g.results.find((r) => !r.cancelled);
      if (!res || res.teshi) continue;
      const [a, b] = res.participants;
      const margin = Math.abs(res.points[a!]! - res.points[b!]!);
      const mult = margin >= 100 ? 3 : margin >= 50 ? 2 : 1;
      const w = res.winner!;
      const l = w === a ? b! : a!;
      expect(res.summary.scores[w]).toBe(res.bids![l]! * mult);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("records of Oi-bana games replay to the same result", () => {
    const g0 = R.newGame(setupOf(4, { oibana: "on", rounds: 3 }), "obrec");
    if (!g0.ok) throw new Error(g0.error.message);
    const rng = Rng.fromSeed("obm");
    let g = g0.value;
    const moves: unknown[][] = [];
    while (g.phase === "playing") {
      const idx = g.round!.info.index;
      const legal = R.legalMoves(g, R.toAct(g)[0]!);
      const m = legal[rng.int(legal.length)];
      (moves[idx] ??= []).push(JSON.parse(JSON.stringify(m)));
      g = playMoves(g, [m]);
    }
    let r = R.newGameAwaitingDeal(g.cfg.setup);
    g.dealt.forEach((d, i) => {
      const started = R.startRound(r, d.dealer, JSON.parse(JSON.stringify(d.deal)));
      if (!started.ok) throw new Error(started.error.message);
      r = playMoves(started.state, moves[i] ?? []);
    });
    expect(r.summaries).toEqual(g.summaries);
    expect(r.totals).toEqual(g.totals);
  });
});
