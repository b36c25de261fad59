// Helpers for Sakura's tests: setups, hand-built deals, states from deals, move sequences.
// Pure (no I/O) so it obeys the engine's lint rules; only tests import it.

import { CARD_CODES, parseCard, type CardCode, type CardId } from "../../core/cards";
import { parseOptionValues, type OptionValue } from "../../core/options";
import type { MatchSetup } from "../../core/ruleset";
import type { SakuraDealJson } from "../deal";
import { sakuraRuleset } from "../ruleset";
import { dealSizes, validateSakuraSetup } from "../setup";
import { packHands, type SakuraState } from "../state";

export const R = sakuraRuleset;

export function card(code: string): CardId {
  const c = parseCard(code);
  if (c === undefined) throw new Error(`not a card: ${code}`);
  return c;
}

export function setupOf(
  players: number,
  options: Record<string, OptionValue> = {},
  teams: number[][] | null = null,
): MatchSetup {
  const parsed = parseOptionValues(R.optionSpecs, options, "sakura");
  if (!parsed.ok) throw new Error(parsed.error.message);
  const v = validateSakuraSetup({ players, teams, options: parsed.value });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/**
 * Cards not named in a deal spec fill the gaps in this order: every month's first card, then every
 * month's second card, …, so filler hands and fields hold no pairs (no accidental hiki or Teshi).
 */
const SPREAD: readonly CardId[] = [0, 1, 2, 3].flatMap((idx) => Array.from({ length: 12 }, (_, m) => m * 4 + idx));

export interface DealSpec {
  /** Cards per seat; the rest of each hand is filled. */
  hands?: (readonly string[] | undefined)[];
  field?: readonly string[];
  /** The top of the pile, first card first; the rest is filled. */
  pile?: readonly string[];
  /** Cards that must go to the bottom of the pile (after the filler), in order. */
  pileBottom?: readonly string[];
}

/** A complete deal JSON from a partial spec (throws if the spec is impossible). */
export function buildDeal(players: number, spec: DealSpec, oibana = false): SakuraDealJson {
  const sizes = dealSizes(players, oibana);
  const used = new Set<CardId>();
  const take = (codes: readonly string[] | undefined) =>
    (codes ?? []).map((code) => {
      const c = card(code);
      if (used.has(c)) throw new Error(`${code} used twice in the deal spec`);
      used.add(c);
      return c;
    });
  const hands = Array.from({ length: players }, (_, s) => take(spec.hands?.[s]));
  const field = take(spec.field);
  const pileTop = take(spec.pile);
  const pileBottom = take(spec.pileBottom);
  const filler = SPREAD.filter((c) => !used.has(c));
  let k = 0;
  const fill = (list: CardId[], size: number) => {
    if (list.length > size) throw new Error(`deal spec: ${list.length} cards where ${size} fit`);
    while (list.length < size) list.push(filler[k++]!);
  };
  hands.forEach((h) => fill(h, sizes.hand));
  fill(field, sizes.field);
  const pile = [...pileTop];
  fill(pile, sizes.pile - pileBottom.length);
  pile.push(...pileBottom);
  if (k !== filler.length) throw new Error("deal spec: cards left over");
  const codes = (l: CardId[]): CardCode[] => l.map((c) => CARD_CODES[c]!);
  return { hands: hands.map(codes), field: codes(field), pile: codes(pile) };
}

/** A record-style game with its first round dealt from `deal`. */
export function startFrom(setup: MatchSetup, dealer: number, deal: unknown): SakuraState {
  const s = R.newGameAwaitingDeal(setup);
  const r = R.startRound(s, dealer, deal);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Applies moves in order; throws with the index and message of the first refused one. */
export function playMoves(state: SakuraState, moves: readonly unknown[]): SakuraState {
  let s = state;
  moves.forEach((m, i) => {
    const r = R.applyMove(s, m);
    if (!r.ok) throw new Error(`move ${i} ${JSON.stringify(m)} refused: ${r.error.message}`);
    s = r.state;
  });
  return s;
}

export function handOf(state: SakuraState, seat: number): string[] {
  const loc = state.round!.loc;
  const out: string[] = [];
  for (let c = 0; c < 48; c++) if (loc[c] === seat) out.push(CARD_CODES[c]!);
  return out;
}

export function codesAt(state: SakuraState, where: number): string[] {
  const loc = state.round!.loc;
  const out: string[] = [];
  for (let c = 0; c < 48; c++) if (loc[c] === where) out.push(CARD_CODES[c]!);
  return out;
}

/** Legal moves as plain JSON (for toEqual comparisons). */
export function legalJson(state: SakuraState, seat: number): unknown[] {
  return R.legalMoves(state, seat).map((m) => JSON.parse(JSON.stringify(m)) as unknown);
}

/**
 * Moves cards of the current round (test set-ups only): `where` maps card codes to a location
 * (a seat for a hand, or FIELD, DEAD, CAPTURED + side…). Hand sizes are recomputed.
 */
export function arrange(state: SakuraState, where: Record<string, number>): SakuraState {
  const r = state.round!;
  const loc = r.loc.slice();
  for (const [code, w] of Object.entries(where)) loc[card(code)] = w;
  return { ...state, round: { ...r, loc, hands: packHands(loc) } };
}

/** Every card at `from` goes to `to` (e.g. clear the field into the dead pile), except `keep`. */
export function clear(state: SakuraState, from: number, to: number, keep: readonly string[] = []): SakuraState {
  const where: Record<string, number> = {};
  for (const code of codesAt(state, from)) if (!keep.includes(code)) where[code] = to;
  return arrange(state, where);
}
