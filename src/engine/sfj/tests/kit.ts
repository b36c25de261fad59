// Test helpers for the SFJ tests (not a test file itself).

import { ALL_CARDS, CARD_CODES, parseCard, type CardId } from "../../core/cards";
import { parseOptionValues, type OptionValue } from "../../core/options";
import { Rng } from "../../core/rng";
import type { MatchSetup } from "../../core/ruleset";
import { splitDeck, dealToJson, type SfjDealJson } from "../deal";
import type { SfjMove } from "../moves";
import { SFJ_OPTION_SPECS } from "../options";
import { sfjRuleset } from "../ruleset";
import type { SfjState } from "../state";

export const R = sfjRuleset;

export const id = (code: string): CardId => {
  const c = parseCard(code);
  if (c === undefined) throw new Error(`bad card ${code}`);
  return c;
};

export function setupOf(players: number, options: Record<string, OptionValue> = {}): MatchSetup {
  const parsed = parseOptionValues(SFJ_OPTION_SPECS, options, "sfj");
  if (!parsed.ok) throw new Error(parsed.error.message);
  const v = R.validateSetup({ players, teams: null, options: parsed.value });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** A game from a record, with round 0 started from `deal`. */
export function startedGame(
  players: number,
  dealer: number,
  deal: SfjDealJson,
  options: Record<string, OptionValue> = {},
): SfjState {
  const s = R.startRound(R.newGameAwaitingDeal(setupOf(players, options)), dealer, deal);
  if (!s.ok) throw new Error(s.error.message);
  return s.state;
}

/** A hand-built deal whose draw pile is every card not dealt, in deck order (top first). */
export function dealWithRestAsPile(deal: Omit<SfjDealJson, "pile">): SfjDealJson {
  const dealt = new Set([...deal.hands.flat(), ...deal.field]);
  return { ...deal, pile: CARD_CODES.filter((code) => !dealt.has(code)) };
}

export function randomDeal(rng: Rng, players: number): SfjDealJson {
  return dealToJson(splitDeck(rng.shuffleInPlace(ALL_CARDS.slice()), players));
}

export function apply(state: SfjState, move: unknown): SfjState {
  const r = R.applyMove(state, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.message}`);
  return r.state;
}

export function applyAll(state: SfjState, moves: readonly unknown[]): SfjState {
  return moves.reduce<SfjState>((s, m) => apply(s, m), state);
}

/** Plays uniformly random legal moves until the round in play is over; returns the moves. */
export function playRandomRound(
  state: SfjState,
  rng: Rng,
  onMove?: (before: SfjState, move: SfjMove, after: SfjState) => void,
): { state: SfjState; moves: SfjMove[] } {
  const round = state.dealt.length;
  const moves: SfjMove[] = [];
  let s = state;
  while (s.phase === "playing" && s.dealt.length === round) {
    const seat = R.toAct(s)[0]!;
    const legal = R.legalMoves(s, seat);
    if (legal.length === 0) throw new Error("no legal move");
    const move = legal[rng.int(legal.length)]!;
    const next = apply(s, move);
    onMove?.(s, move, next);
    moves.push(move);
    s = next;
  }
  return { state: s, moves };
}

/** Deep-freezes a value (to prove applyMove does not mutate its input). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
