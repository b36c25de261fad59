// The life of a game: first dealer, deals (live or from a record), moves, round ends, next dealer and
// the end of the game (docs/rules/sakura.md). Starting a round is in round-start.ts, the match's
// bookkeeping between rounds in match-state.ts.

import { err, ok, type EngineError, type Result } from "../core/result";
import type { MatchSetup } from "../core/ruleset";
import { fishingToAct } from "../core/fishing-state";
import { Rng } from "../core/rng";
import { parseDeal, shuffledDeal } from "./deal";
import { drawFirstDealer } from "./first-dealer";
import { expectedDealerOf, finishWith, initialState, withRound } from "./match-state";
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
import { NEXT_DEALER_EARLIEST, NEXT_DEALER_TEAM_CHOOSES } from "./options";
import { applyPlayMove } from "./play";
import { playedRoundResult } from "./result";
import { continueLive, openRound, startDealtRound } from "./round-start";
import { teamNextDealer } from "./scoring";
import { configOf, type SakuraConfig } from "./setup";
import { packHands, STEP_BID, STEP_CHOOSE_DEALER, STEP_OVER, type RoundState, type SakuraState } from "./state";
import { playMoves } from "./turn-moves";

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

export const toActOf: (state: SakuraState) => readonly number[] = fishingToAct;

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
