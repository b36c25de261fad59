// Shared helpers of the Sutda tests (not used by the engine).

import { parseCard, type CardId } from "../core/cards";
import { parseOptionValues } from "../core/options";
import type { MatchSetup } from "../core/ruleset";
import { deckCards, type DeckName } from "./deck";
import { newSutdaGameWithStacks, sutdaRuleset } from "./ruleset";
import type { SutdaState } from "./state";

export function setupOf(players: number, options: Record<string, unknown> = {}): MatchSetup {
  const parsed = parseOptionValues(sutdaRuleset.optionSpecs, options, "sutda");
  if (!parsed.ok) throw new Error(parsed.error.message);
  const valid = sutdaRuleset.validateSetup({ players, teams: null, options: parsed.value });
  if (!valid.ok) throw new Error(valid.error.message);
  return valid.value;
}

export function card(code: string): CardId {
  const c = parseCard(code);
  if (c === undefined) throw new Error(`bad card ${code}`);
  return c;
}

/** "M05-x" → every card of month 5 in the deck; "M05-2" → that card. */
export function expandCard(code: string, deck: DeckName): CardId[] {
  if (code.endsWith("-x")) {
    const month = Number(code.slice(1, 3));
    return deckCards(deck).filter((c) => (c >> 2) + 1 === month);
  }
  return [card(code)];
}

/** A record-mode game with one explicit deal and some moves applied (throws on a refused move). */
export function playHand(
  players: number,
  options: Record<string, unknown>,
  dealer: number,
  hands: string[][],
  moves: unknown[],
  stacks?: number[],
): SutdaState {
  const setup = setupOf(players, options);
  let st = stacks ? newSutdaGameWithStacks(setup, stacks) : sutdaRuleset.newGameAwaitingDeal(setup);
  const started = sutdaRuleset.startRound(st, dealer, { hands });
  if (!started.ok) throw new Error(started.error.message);
  st = started.state;
  return applyAll(st, moves);
}

/** The game's next hand (a rematch, say) dealt `hands` by `dealer`, then `moves` applied (throws on a refusal). */
export function nextHand(st: SutdaState, dealer: number | null, hands: string[][], moves: unknown[] = []): SutdaState {
  const next = sutdaRuleset.startRound(st, dealer, { hands });
  if (!next.ok) throw new Error(next.error.message);
  return applyAll(next.state, moves);
}

export function applyAll(st: SutdaState, moves: unknown[]): SutdaState {
  for (const m of moves) {
    const next = sutdaRuleset.applyMove(st, m);
    if (!next.ok) throw new Error(`${JSON.stringify(m)}: ${next.error.message}`);
    st = next.state;
  }
  return st;
}

/** Both auctions at the least: seat 0 (the Oya) opens 1 and every other seat follows, twice. */
export function followedAuctions(players: number): unknown[] {
  const once = [{ seat: 0, bet: 1 }, ...Array.from({ length: players - 1 }, (_, k) => ({ seat: k + 1, call: true }))];
  return [...once, ...once];
}

/** Vector T17's hand: A (the Oya) 2, B follows, C 3, A and B follow; C opens 1, A follows, B folds. */
export const T17_MOVES = [
  { seat: 0, bet: 2 },
  { seat: 1, call: true },
  { seat: 2, bet: 3 },
  { seat: 0, call: true },
  { seat: 1, call: true },
  { seat: 2, bet: 1 },
  { seat: 0, call: true },
  { seat: 1, fold: true },
];
/** T17's cards: C's 9 pair against A's kkeut 5 and B's kkeut 1. */
export const T17_HANDS = [
  ["M02-3", "M03-2"],
  ["M05-2", "M06-2"],
  ["M09-2", "M09-3"],
];
