// The life of a game: first dealer, deals (live or from a record), opening checks, moves, round ends,
// next dealer, match totals and the end of the game (docs/rules/sakura.md).

import { err, ok, type EngineError, type Result } from "../core/result";
import type { DealtRound, MatchSetup } from "../core/ruleset";
import { Rng, type RngState } from "../core/rng";
import { dealToJson, parseDeal, shuffledDeal, type SakuraDeal, type SakuraDealJson } from "./deal";
import { drawFirstDealer, type DealerDraw } from "./first-dealer";
import {
  betMove,
  canonicalMove,
  dealerMove,
  decodeMove,
  KIND_BET,
  KIND_DEALER,
  MAX_BID,
  MIN_BID,
  type SakuraMove,
} from "./moves";
import { oibanaSetup } from "./oibana";
import { openingChecks } from "./opening";
import { NEXT_DEALER_EARLIEST, NEXT_DEALER_TEAM_CHOOSES } from "./options";
import { applyPlayMove, playMoves } from "./play";
import { cancelledRoundResult, playedRoundResult, teshiRoundResult } from "./result";
import { teamNextDealer } from "./scoring";
import { configOf, type SakuraConfig } from "./setup";
import {
  FIELD,
  filled,
  packHands,
  PILE,
  STEP_BID,
  STEP_CHOOSE_DEALER,
  STEP_OVER,
  STEP_PLAY,
  type RoundInfo,
  type RoundResult,
  type RoundState,
  type SakuraState,
} from "./state";

function initialState(
  cfg: SakuraConfig,
  rng: RngState | null,
  dealerDraws: readonly (readonly DealerDraw[])[] | null,
): SakuraState {
  return {
    game: "sakura",
    cfg,
    phase: "awaiting-deal",
    rng,
    dealerDraws,
    firstDealer: null,
    dealt: [],
    results: [],
    summaries: [],
    totals: filled(cfg.sides, 0),
    played: 0,
    lastDealerOfTeam: cfg.teams ? cfg.teams.map(() => -1) : [],
    round: null,
  };
}

/** The same state with another round (the per-move path: one small object, fields listed for a stable shape). */
function withRound(s: SakuraState, round: RoundState): SakuraState {
  return {
    game: "sakura",
    cfg: s.cfg,
    phase: s.phase,
    rng: s.rng,
    dealerDraws: s.dealerDraws,
    firstDealer: s.firstDealer,
    dealt: s.dealt,
    results: s.results,
    summaries: s.summaries,
    totals: s.totals,
    played: s.played,
    lastDealerOfTeam: s.lastDealerOfTeam,
    round,
  };
}

export function expectedDealerOf(state: SakuraState): number | null {
  const last = state.results[state.results.length - 1];
  return last ? last.nextDealer : state.dealt.length === 0 ? state.firstDealer : null;
}

/** Appends a finished round object and moves the match on (totals, round count, game over). */
function finishWith(state: SakuraState, round: RoundState, result: RoundResult): SakuraState {
  const rules = state.cfg.rules;
  const totals = state.totals.slice();
  if (!result.cancelled && result.winner !== null) {
    if (rules.victories) totals[result.winner] = totals[result.winner]! + result.victories;
    else result.summary.scores.forEach((v, i) => (totals[i] = totals[i]! + v));
  }
  const played = state.played + (result.cancelled ? 0 : 1);
  return {
    ...state,
    phase: played >= rules.rounds ? "game-over" : "awaiting-deal",
    round: round.step === STEP_OVER ? round : { ...round, step: STEP_OVER },
    results: [...state.results, result],
    summaries: [...state.summaries, result.summary],
    totals,
    played,
  };
}

/** Live games deal the next round at once (redeals included), so they never wait between rounds. */
function continueLive(state: SakuraState): SakuraState {
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
function openRound(state: SakuraState, round: RoundState): SakuraState {
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

/** Starts a round object from an explicit deal (already validated). */
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

/** The seats that draw for the first dealer (docs/rules/sakura.md): every player, or one per team (its first seat). */
export function firstDealerDrawers(cfg: SakuraConfig): number[] {
  return cfg.teams ? cfg.teams.map((t) => t[0]!) : Array.from({ length: cfg.players }, (_, s) => s);
}

/** A live game; `firstDealer` (a checked seat) skips the first-dealer draw (no draws are shown then). */
export function newLiveGame(setup: MatchSetup, seed: string, firstDealer: number | null = null): SakuraState {
  const cfg = configOf(setup);
  const drawers = firstDealerDrawers(cfg);
  const first =
    firstDealer === null
      ? drawFirstDealer(Rng.fromSeed(seed).state(), drawers, cfg.rules.tiebreakHigher)
      : { dealer: firstDealer, draws: [], rng: Rng.fromSeed(seed).state() };
  const s = initialState(cfg, first.rng, first.draws);
  const { deal, rng } = shuffledDeal(first.rng, cfg.players, cfg.sizes);
  return continueLive(startDealtRound({ ...s, rng }, first.dealer, deal));
}

export function newRecordGame(setup: MatchSetup): SakuraState {
  return initialState(configOf(setup), null, null);
}

export function startRoundFromRecord(
  state: SakuraState,
  dealer: number | null,
  raw: unknown,
): { ok: true; state: SakuraState } | { ok: false; error: EngineError } {
  if (state.phase !== "awaiting-deal")
    return err("not-awaiting-deal", state.phase === "game-over" ? "the game is over" : "a round is still being played");
  const n = state.cfg.players;
  if (dealer === null || !Number.isInteger(dealer) || dealer < 0 || dealer >= n)
    return err("bad-dealer", `the dealer must be a seat number from 0 to ${n - 1}`);
  const expected = expectedDealerOf(state);
  if (expected !== null && dealer !== expected)
    return err(
      "bad-dealer",
      state.dealt.length === 0
        ? `the dealer of the first deal must be seat ${expected}, ${state.dealerDraws?.length ? "who won the first-dealer draw" : "who was named to deal first"}, not ${dealer}`
        : `the dealer must be seat ${expected} (given by the previous round), not ${dealer}`,
    );
  const parsed = parseDeal(raw, n, state.cfg.sizes);
  if (!parsed.ok) return err("bad-deal", parsed.message);
  return { ok: true, state: startDealtRound(state, dealer, parsed.deal) };
}

/** The winning team's member who names the next dealer under team_chooses, and that team. */
function chooser(state: SakuraState, round: RoundState): { seat: number; team: readonly number[] } {
  const cfg = state.cfg;
  const res = playedRoundResult(cfg, round, state.lastDealerOfTeam, null);
  const team = cfg.teams![res.winner!]!;
  return { seat: teamNextDealer(NEXT_DEALER_EARLIEST, round.info.dealer, team, -1, cfg.players), team };
}

/** A round played to its last card: the result, or first the winning team's choice of dealer. */
function endPlayedRound(state: SakuraState, round: RoundState): SakuraState {
  const cfg = state.cfg;
  if (cfg.teams && cfg.rules.teamNextDealer === NEXT_DEALER_TEAM_CHOOSES && state.played + 1 < cfg.rules.rounds) {
    return withRound(state, { ...round, step: STEP_CHOOSE_DEALER, turn: chooser(state, round).seat });
  }
  return continueLive(finishWith(state, round, playedRoundResult(cfg, round, state.lastDealerOfTeam, null)));
}

export function toActOf(state: SakuraState): readonly number[] {
  return state.phase === "playing" && state.round ? [state.round.turn] : [];
}

export function legalMovesOf(state: SakuraState, seat: number): readonly SakuraMove[] {
  const r = state.round;
  if (state.phase !== "playing" || r === null || seat !== r.turn) return [];
  if (r.step === STEP_BID) {
    const out: SakuraMove[] = [];
    for (let b = MIN_BID; b <= MAX_BID; b++) out.push(betMove(seat, b));
    return out;
  }
  if (r.step === STEP_CHOOSE_DEALER) return chooser(state, r).team.map((d) => dealerMove(seat, d));
  return playMoves(state.cfg, r, seat);
}

export function applyMoveTo(
  state: SakuraState,
  raw: unknown,
): { ok: true; state: SakuraState } | { ok: false; error: EngineError } {
  const r = state.round;
  if (state.phase !== "playing" || r === null)
    return err("no-round", state.phase === "game-over" ? "the game is over" : "no round is being played");
  const decoded = decodeMove(raw, state.cfg.players);
  if (!decoded.ok) return err("bad-move", decoded.message);
  const d = decoded.move;
  if (d.seat !== r.turn) return err("not-your-turn", `it is seat ${r.turn}'s turn, not seat ${d.seat}'s`);
  const cfg = state.cfg;
  if (r.step === STEP_BID) {
    if (d.kind !== KIND_BET) return err("bid-now", `Oi-bana: bid first, e.g. { "seat": ${d.seat}, "bet": 3 }`);
    const bids = r.bids!.slice();
    bids[d.seat] = d.value;
    const n = cfg.players;
    const nextBidder = (d.seat + 1) % n;
    const last = { seat: d.seat, move: canonicalMove(d), card: -1, taken: [], wild: false, block: null };
    if (nextBidder !== r.info.dealer)
      return ok1(withRound(state, { ...r, bids, turn: nextBidder, last, moveCount: r.moveCount + 1 }));
    const loc = r.loc.slice();
    const info = oibanaSetup(cfg, r.info, loc, bids);
    const round: RoundState = { ...r, info, loc, hands: packHands(loc), bids, last, moveCount: r.moveCount + 1 };
    return ok1(continueLive(openRound(withRound(state, round), round)));
  }
  if (r.step === STEP_CHOOSE_DEALER) {
    if (d.kind !== KIND_DEALER)
      return err(
        "choose-dealer",
        `your team won the round: name the next dealer, e.g. { "seat": ${d.seat}, "dealer": ${d.seat} }`,
      );
    const { team } = chooser(state, r);
    if (!team.includes(d.value))
      return err("bad-dealer", `the next dealer must be a member of the winning team (${team.join(", ")})`);
    const chosen: RoundState = {
      ...r,
      last: { seat: d.seat, move: canonicalMove(d), card: -1, taken: [], wild: false, block: null },
      moveCount: r.moveCount + 1,
    };
    return ok1(
      continueLive(finishWith(state, chosen, playedRoundResult(cfg, chosen, state.lastDealerOfTeam, d.value))),
    );
  }
  const applied = applyPlayMove(cfg, r, d);
  if (!applied.ok) return applied;
  const next = applied.round;
  if (next.step === STEP_OVER) return ok1(endPlayedRound(state, next));
  return { ok: true, state: withRound(state, next) };
}

function ok1(state: SakuraState): { ok: true; state: SakuraState } {
  return { ok: true, state };
}

/** The winning side once the game is over; null while unfinished or tied at the top. */
export function gameWinner(state: SakuraState): number | null {
  if (state.phase !== "game-over") return null;
  const t = state.totals;
  let best = 0;
  for (let i = 1; i < t.length; i++) if (t[i]! > t[best]!) best = i;
  return t.filter((v) => v === t[best]).length === 1 ? best : null;
}

export function validateAndStart(
  setup: MatchSetup,
  seed: string,
  validate: (s: MatchSetup) => Result<MatchSetup>,
): Result<SakuraState> {
  const v = validate(setup);
  if (!v.ok) return v;
  return ok(newLiveGame(v.value, seed));
}
