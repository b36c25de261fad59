// Starting a round: the deal laid out, the opening checks, and in live games the next deal at once
// (docs/rules/sakura.md).

import type { DealtRound } from "../core/ruleset";
import { dealToJson, shuffledDeal, type SakuraDeal, type SakuraDealJson } from "./deal";
import { expectedDealerOf, finishWith, withRound } from "./match-state";
import { openingChecks } from "./opening";
import { cancelledRoundResult, teshiRoundResult } from "./result";
import {
  FIELD,
  filled,
  packHands,
  PILE,
  STEP_BID,
  STEP_OVER,
  STEP_PLAY,
  type RoundInfo,
  type RoundState,
  type SakuraState,
} from "./state";

/** Live games deal the next round at once (redeals included), so they never wait between rounds. */
export function continueLive(state: SakuraState): SakuraState {
  let s = state;
  while (s.phase === "awaiting-deal" && s.rng !== null) {
    const dealer = expectedDealerOf(s);
    if (dealer === null) break;
    const { deal, rng } = shuffledDeal(s.rng, s.cfg.players, s.cfg.sizes);
    s = startDealtRound({ ...s, rng }, dealer, deal);
  }
  return s;
}

/** Runs the opening checks and either starts play or ends the round object at once. */
export function openRound(state: SakuraState, round: RoundState): SakuraState {
  const cfg = state.cfg;
  const loc = round.loc.slice();
  const outcome = openingChecks(cfg, loc, round.info.active);
  if (outcome.kind === "teshi") {
    const r = { ...round, step: STEP_OVER };
    return finishWith(state, r, teshiRoundResult(cfg, r, outcome.win));
  }
  if (outcome.kind === "cancel") {
    const r = { ...round, step: STEP_OVER };
    return finishWith(state, r, cancelledRoundResult(cfg, r, outcome.reason));
  }
  const info: RoundInfo = outcome.events.length
    ? { ...round.info, opening: [...round.info.opening, ...outcome.events] }
    : round.info;
  return withRound(state, {
    ...round,
    info,
    loc,
    hands: packHands(loc),
    turn: info.leader,
    step: STEP_PLAY,
    gajiSide: outcome.gajiSide,
    gajiMonth: outcome.gajiSide >= 0 ? 11 : 0,
    gajiPair: outcome.gajiPair,
  });
}

/** Seat cycles by player count and dealer, built once. */
const seatCycles: ({ active: number[]; next: number[] } | undefined)[] = [];

/** Seats in turn order from `dealer`, and each seat's successor (shared, never mutated). */
function seatCycle(n: number, dealer: number): { active: number[]; next: number[] } {
  const key = n * 8 + dealer;
  let c = seatCycles[key];
  if (!c) {
    const active: number[] = [];
    const next: number[] = [];
    for (let k = 0; k < n; k++) {
      active.push((dealer + k) % n);
      next.push((k + 1) % n);
    }
    c = { active: Object.freeze(active) as number[], next: Object.freeze(next) as number[] };
    seatCycles[key] = c;
  }
  return c;
}

/** A record round object whose JSON deal is built only when someone reads it. */
function dealtRound(dealer: number, deal: SakuraDeal): DealtRound {
  let json: SakuraDealJson | undefined;
  return {
    dealer,
    get deal(): SakuraDealJson {
      // Shared with every record written from this state: frozen.
      if (!json) {
        const d = dealToJson(deal);
        d.hands.forEach((h) => Object.freeze(h));
        Object.freeze(d.hands);
        Object.freeze(d.field);
        Object.freeze(d.pile);
        json = Object.freeze(d);
      }
      return json;
    },
  };
}

/** Starts a round object from an explicit deal (already validated). */
export function startDealtRound(state: SakuraState, dealer: number, deal: SakuraDeal): SakuraState {
  const cfg = state.cfg;
  const n = cfg.players;
  // Built by push so the array stays packed (fast element access on the hot path).
  const loc: number[] = [];
  for (let c = 0; c < 48; c++) loc.push(PILE);
  for (let s = 0; s < n; s++) {
    const h = deal.hands[s]!;
    for (let i = 0; i < h.length; i++) loc[h[i]!] = s;
  }
  for (let i = 0; i < deal.field.length; i++) loc[deal.field[i]!] = FIELD;
  const cycle = seatCycle(n, dealer);
  const info: RoundInfo = {
    index: state.dealt.length,
    dealer,
    deal,
    pile: deal.pile,
    active: cycle.active,
    next: cycle.next,
    leader: dealer,
    finalists: null,
    opening: [],
  };
  const lastDealerOfTeam = cfg.teams
    ? state.lastDealerOfTeam.map((d, t) => (t === cfg.sideOf[dealer] ? dealer : d))
    : state.lastDealerOfTeam;
  const oibana = cfg.rules.oibana;
  const round: RoundState = {
    info,
    loc,
    hands: packHands(loc),
    pileTop: 0,
    turn: dealer,
    step: oibana ? STEP_BID : STEP_PLAY,
    gajiSide: -1,
    gajiMonth: 0,
    gajiPair: -1,
    gajiFromDraw: false,
    willowSeats: 0,
    bids: oibana ? filled(n, 0) : null,
    last: null,
    moveCount: 0,
  };
  const dealt = state.dealt.slice();
  dealt.push(dealtRound(dealer, deal));
  const s: SakuraState = {
    game: "sakura",
    cfg,
    phase: "playing",
    rng: state.rng,
    dealerDraws: state.dealerDraws,
    firstDealer: state.firstDealer,
    dealt,
    results: state.results,
    summaries: state.summaries,
    totals: state.totals,
    played: state.played,
    lastDealerOfTeam,
    round,
  };
  return oibana ? s : openRound(s, round);
}
