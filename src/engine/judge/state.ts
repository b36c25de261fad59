// Judge's immutable game state and its transitions (docs/rules/judge.md; docs/record-format.md).
// One record round object is the whole match: the deal gives the two heads and the two 23-card
// piles; each move is one picket round carrying both seats' timed actions.

import { CARD_COUNT, FIVE_BRIGHTS, type CardId } from "../core/cards";
import type { MatchSetup, Phase, DealtRound } from "../core/ruleset";
import { err, type EngineError } from "../core/result";
import type { RngState } from "../core/rng";
import { dealToJson, suddenDeathPiles, type JudgeDeal, type JudgeDealJson } from "./deal";
import type { PicketMove } from "./move";
import type { JudgeOptions } from "./options";
import { MATCH_ROUNDS } from "./facts";
import { monthOfCard, resolvePicket, windowEnd, type Resolution, type SeatActions } from "./resolve";

export { MATCH_ROUNDS };
/** Sudden death (option tie = sudden_death_replay) lasts at most one reshuffled pair of piles. */
export const SUDDEN_DEATH_ROUNDS = 23;
export const BRIGHT_BONUS = 10;
/** Four or more of the five standard brights earn the bonus (heads never count). */
export const BONUS_BRIGHTS = 4;

const IS_BRIGHT: readonly boolean[] = Array.from({ length: CARD_COUNT }, (_, id) => FIVE_BRIGHTS.includes(id));

export function isBright(card: CardId): boolean {
  return IS_BRIGHT[card] === true;
}

/** One resolved picket round. */
export interface PicketRound {
  /** 1..23; 24.. for sudden-death rounds. */
  round: number;
  pickets: readonly [CardId, CardId];
  actions: SeatActions;
  resolution: Resolution;
  /** The cards the winner took (both pickets and the pot before the round); [] for a pot round. */
  taken: readonly CardId[];
  /** Pot size after the round (sudden-death rounds keep no pot: 0). */
  potAfter: number;
  suddenDeath: boolean;
}

export type FinalPotFate =
  | { kind: "none" }
  | { kind: "discarded"; cards: readonly CardId[] }
  | { kind: "split"; cards: readonly CardId[]; bySeat: readonly [readonly CardId[], readonly CardId[]] }
  | { kind: "to-seat"; seat: 0 | 1; cards: readonly CardId[] };

export interface SideScore {
  cards: number;
  brights: readonly CardId[];
  bonus: number;
  points: number;
}

/** The result of a finished match. */
export interface MatchResult {
  /** Score piles after the final pot was handled. */
  scorePiles: readonly [readonly CardId[], readonly CardId[]];
  sides: readonly [SideScore, SideScore];
  /** Points before the final pot was handled (to_higher_score compares these). */
  pointsBeforePot: readonly [number, number];
  finalPot: FinalPotFate;
  winner: 0 | 1 | null;
  decidedBy: "score" | "sudden-death" | "draw";
  /** The sudden-death round that decided the match, when it did. */
  suddenDeathRound: number | null;
}

export interface SuddenDeath {
  /** The 46 non-head cards reshuffled into two new piles (derived from the deal: replays anywhere). */
  piles: readonly [readonly CardId[], readonly CardId[]];
  /** Sudden-death rounds played so far. */
  played: number;
}

export interface JudgeState {
  readonly setup: MatchSetup;
  readonly opts: JudgeOptions;
  readonly phase: Phase;
  /** The live game's generator (dealt from), null for games from records. Never in a view. */
  readonly rng: RngState | null;
  readonly deal: JudgeDeal | null;
  readonly dealJson: JudgeDealJson | null;
  /** Picket rounds of the match proper resolved so far (0..23). */
  readonly played: number;
  readonly scorePiles: readonly [readonly CardId[], readonly CardId[]];
  /** The pot, in pairs: each pot round appends [seat 0's picket, seat 1's picket]. */
  readonly pot: readonly CardId[];
  readonly history: readonly PicketRound[];
  readonly suddenDeath: SuddenDeath | null;
  readonly result: MatchResult | null;
  /** The live server revealed the current round's pickets (see revealPickets); cleared by the move. */
  readonly revealed: boolean;
  readonly dealt: readonly DealtRound[];
}

// ---------------------------------------------------------------------------------------------
// States

const EMPTY: readonly CardId[] = Object.freeze([]);

export function initialState(setup: MatchSetup, opts: JudgeOptions, rng: RngState | null): JudgeState {
  return {
    setup,
    opts,
    phase: "awaiting-deal",
    rng,
    deal: null,
    dealJson: null,
    played: 0,
    scorePiles: [EMPTY, EMPTY],
    pot: EMPTY,
    history: [],
    suddenDeath: null,
    result: null,
    revealed: false,
    dealt: [],
  };
}

export function withDeal(state: JudgeState, deal: JudgeDeal): JudgeState {
  const dealJson = dealToJson(deal);
  return { ...state, phase: "playing", deal, dealJson, dealt: [...state.dealt, { dealer: null, deal: dealJson }] };
}

/** The number (from 1) of the picket round to be played next, or null when none is. */
export function nextRoundNumber(state: JudgeState): number | null {
  if (state.phase !== "playing") return null;
  return state.suddenDeath ? MATCH_ROUNDS + state.suddenDeath.played + 1 : state.played + 1;
}

/** The two pickets of the round to be played next (server side only: never put them in a view before the reveal). */
export function currentPickets(state: JudgeState): readonly [CardId, CardId] | null {
  if (state.phase !== "playing" || !state.deal) return null;
  if (state.suddenDeath) {
    const i = state.suddenDeath.played;
    return [state.suddenDeath.piles[0][i]!, state.suddenDeath.piles[1][i]!];
  }
  return [state.deal.piles[0][state.played]!, state.deal.piles[1][state.played]!];
}

export function sideScore(pile: readonly CardId[]): SideScore {
  const brights = pile.filter(isBright);
  const bonus = brights.length >= BONUS_BRIGHTS ? BRIGHT_BONUS : 0;
  return { cards: pile.length, brights, bonus, points: pile.length + bonus };
}

/** Current points per seat: cards in the score pile + the four-brights bonus (final scores once over). */
export function currentPoints(state: JudgeState): [number, number] {
  if (state.result) return [state.result.sides[0].points, state.result.sides[1].points];
  return [sideScore(state.scorePiles[0]).points, sideScore(state.scorePiles[1]).points];
}

// ---------------------------------------------------------------------------------------------
// Picket rounds

export type StepResult = { ok: true; state: JudgeState; picket: PicketRound } | { ok: false; error: EngineError };

/** Validates a parsed move against the state (round number, window) and plays it. */
export function playPicket(state: JudgeState, move: PicketMove): StepResult {
  if (state.phase === "game-over") return err("game-over", "the match is over");
  if (state.phase !== "playing") return err("not-dealt", "the match has not been dealt yet");
  const expected = nextRoundNumber(state)!;
  if (move.round !== expected)
    return err("wrong-round", `this is picket round ${expected}, not ${move.round} (rounds go in sequence from 1)`);
  const pickets = currentPickets(state)!;
  const months: [number, number] = [monthOfCard(pickets[0]), monthOfCard(pickets[1])];
  const resolution = resolvePicket(months, move.actions, state.opts);
  const w = windowEnd(resolution.later, move.actions, state.opts);
  if (w.bad !== null)
    return err(
      "late-action",
      `seat ${w.bad} acted at ${move.actions[w.bad]!.ms} ms, after the window had closed at ${w.end} ms`,
    );

  if (state.suddenDeath) return playSuddenDeath(state, state.suddenDeath, move, pickets, resolution);

  let scorePiles = state.scorePiles;
  let pot: readonly CardId[];
  let taken: readonly CardId[] = EMPTY;
  if (resolution.winner === null) {
    pot = [...state.pot, pickets[0], pickets[1]];
  } else {
    taken = [pickets[0], pickets[1], ...state.pot];
    const w = resolution.winner;
    const pile = [...scorePiles[w], ...taken];
    scorePiles = w === 0 ? [pile, scorePiles[1]] : [scorePiles[0], pile];
    pot = EMPTY;
  }
  const picket: PicketRound = {
    round: move.round,
    pickets,
    actions: move.actions,
    resolution,
    taken,
    potAfter: pot.length,
    suddenDeath: false,
  };
  let next: JudgeState = {
    ...state,
    played: state.played + 1,
    scorePiles,
    pot,
    history: [...state.history, picket],
    revealed: false,
  };
  if (next.played === MATCH_ROUNDS) next = finishMatch(next);
  return { ok: true, state: next, picket };
}

function playSuddenDeath(
  state: JudgeState,
  sd: SuddenDeath,
  move: PicketMove,
  pickets: readonly [CardId, CardId],
  resolution: Resolution,
): StepResult {
  const picket: PicketRound = {
    round: move.round,
    pickets,
    actions: move.actions,
    resolution,
    taken: EMPTY,
    potAfter: 0,
    suddenDeath: true,
  };
  const played = sd.played + 1;
  const history = [...state.history, picket];
  const base: JudgeState = { ...state, history, suddenDeath: { piles: sd.piles, played }, revealed: false };
  const r = state.result!;
  if (resolution.winner !== null) {
    const result: MatchResult = {
      ...r,
      winner: resolution.winner,
      decidedBy: "sudden-death",
      suddenDeathRound: move.round,
    };
    return { ok: true, state: { ...base, phase: "game-over", result }, picket };
  }
  if (played === SUDDEN_DEATH_ROUNDS)
    return {
      ok: true,
      state: { ...base, phase: "game-over", result: { ...r, winner: null, decidedBy: "draw" } },
      picket,
    };
  return { ok: true, state: base, picket };
}

/** The end of round 23: the final pot per option, the scores, the winner (or sudden death). */
function finishMatch(state: JudgeState): JudgeState {
  const before: [SideScore, SideScore] = [sideScore(state.scorePiles[0]), sideScore(state.scorePiles[1])];
  const pointsBeforePot: [number, number] = [before[0].points, before[1].points];
  const pot = state.pot;
  let piles = state.scorePiles;
  let finalPot: FinalPotFate = { kind: "none" };
  if (pot.length > 0) {
    switch (state.opts.finalPot) {
      case "discarded":
        finalPot = { kind: "discarded", cards: pot };
        break;
      case "split_evenly": {
        // Each player takes back the pickets they turned: even positions are seat 0's.
        const mine: [CardId[], CardId[]] = [[], []];
        pot.forEach((c, i) => mine[i % 2]!.push(c));
        piles = [
          [...piles[0], ...mine[0]],
          [...piles[1], ...mine[1]],
        ];
        finalPot = { kind: "split", cards: pot, bySeat: mine };
        break;
      }
      case "to_higher_score": {
        const [a, b] = pointsBeforePot;
        if (a === b) finalPot = { kind: "discarded", cards: pot };
        else {
          const seat: 0 | 1 = a > b ? 0 : 1;
          piles = seat === 0 ? [[...piles[0], ...pot], piles[1]] : [piles[0], [...piles[1], ...pot]];
          finalPot = { kind: "to-seat", seat, cards: pot };
        }
        break;
      }
    }
  }
  const sides: [SideScore, SideScore] = [sideScore(piles[0]), sideScore(piles[1])];
  const [p0, p1] = [sides[0].points, sides[1].points];
  const base = { scorePiles: piles, sides, pointsBeforePot, finalPot, suddenDeathRound: null };
  if (p0 !== p1) {
    const result: MatchResult = { ...base, winner: p0 > p1 ? 0 : 1, decidedBy: "score" };
    return { ...state, phase: "game-over", scorePiles: piles, pot: EMPTY, result };
  }
  const result: MatchResult = { ...base, winner: null, decidedBy: "draw" };
  if (state.opts.tie === "sudden_death_replay") {
    return {
      ...state,
      scorePiles: piles,
      pot: EMPTY,
      result,
      suddenDeath: { piles: suddenDeathPiles(state.deal!), played: 0 },
    };
  }
  return { ...state, phase: "game-over", scorePiles: piles, pot: EMPTY, result };
}

/** The match winner: null while unfinished or drawn. */
export function matchWinner(state: JudgeState): 0 | 1 | null {
  return state.phase === "game-over" && state.result ? state.result.winner : null;
}

/** Marks the current round's pickets as revealed (the live server's T0), so views show them. */
export function revealPickets(state: JudgeState): JudgeState {
  return state.phase === "playing" && !state.revealed ? { ...state, revealed: true } : state;
}
