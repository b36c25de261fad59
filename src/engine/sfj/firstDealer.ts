// The first dealer (RULES.md §3.2, vector F11): every player draws a card, the highest value deals;
// players tied for the highest value draw again (only they), from a freshly shuffled deck.

import { ALL_CARDS, CARD_CODES, parseCard, SFJ_VALUE, type CardCode, type CardId } from "../core/cards";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";

/** One draw of one attempt. */
export interface DealerDraw {
  readonly seat: number;
  readonly card: CardId;
}

/**
 * The seats holding the highest-valued card among `draws` (printed SFJ values, 20/10/5/0, whatever
 * `chaff_value` says: the draw is about the printed number). One seat means it deals.
 */
export function highestDrawers(draws: readonly DealerDraw[]): number[] {
  let best = -1;
  for (const d of draws) best = Math.max(best, SFJ_VALUE[d.card]!);
  return draws.filter((d) => SFJ_VALUE[d.card] === best).map((d) => d.seat);
}

/**
 * Draws until one seat has the highest card. Each attempt shuffles the 48 cards and the contenders
 * (all seats at first, then the tied ones) take the top cards in seat order. Returns every attempt.
 */
export function drawFirstDealer(rng: Rng, players: number): { dealer: number; attempts: DealerDraw[][] } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const attempts: DealerDraw[][] = [];
  for (;;) {
    const deck = rng.shuffleInPlace(ALL_CARDS.slice());
    const draws = contenders.map((seat, i) => ({ seat, card: deck[i]! }));
    attempts.push(draws);
    const top = highestDrawers(draws);
    if (top.length === 1) return { dealer: top[0]!, attempts };
    contenders = top;
  }
}

/**
 * The first-dealer draws as views show them (`dealerDraws`) and replays carry them (start facts, with the dealer they
 * gave): card codes; no draws when the first dealer was given.
 */
export interface FirstDealerFacts {
  draws: { seat: number; card: CardCode }[][];
  dealer: number;
}

export function drawsToJson(attempts: readonly (readonly DealerDraw[])[]): { seat: number; card: CardCode }[][] {
  return attempts.map((a) => a.map((d) => ({ seat: d.seat, card: CARD_CODES[d.card]! })));
}

/** More attempts than this (ties on the highest card are rarely more likely than 1 in 2) does not happen with a fair shuffle. */
export const MAX_ATTEMPTS = 50;

/**
 * Checks first-dealer draws given as JSON (a replay's start facts): the first attempt by every seat in order, each
 * later one by the seats tied for the highest card before, in order; different cards within an attempt (one shuffled
 * deck); every attempt but the last a tie, the last one won by `dealer`. No draws at all: a first dealer that was given.
 */
export function parseFirstDealerFacts(raw: unknown, players: number): Result<{ attempts: DealerDraw[][]; dealer: number }> {
  const bad = (message: string) => err("bad-first-dealer-draws", message);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return bad("the first-dealer draws must be an object with draws and dealer");
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d)) if (key !== "draws" && key !== "dealer") return bad(`the first-dealer draws have an unknown field "${key}"`);
  const dealer = d.dealer;
  if (typeof dealer !== "number" || !Number.isInteger(dealer) || dealer < 0 || dealer >= players) return bad(`the first dealer must be a seat from 0 to ${players - 1}`);
  if (!Array.isArray(d.draws) || d.draws.length > MAX_ATTEMPTS) return bad(`the first-dealer draws must be a list of at most ${MAX_ATTEMPTS} attempts`);
  const attempts: DealerDraw[][] = [];
  let expected: readonly number[] = Array.from({ length: players }, (_, i) => i);
  for (let i = 0; i < d.draws.length; i++) {
    const rawAttempt: unknown = d.draws[i];
    const where = `attempt ${i + 1} of the first-dealer draw`;
    const wrongSeats = bad(`${where} must have ${expected.length} draws, by seats ${expected.join(", ")}`);
    if (!Array.isArray(rawAttempt) || rawAttempt.length !== expected.length) return wrongSeats;
    const attempt: DealerDraw[] = [];
    const seen = new Set<CardId>();
    for (let j = 0; j < rawAttempt.length; j++) {
      const one: unknown = rawAttempt[j];
      if (typeof one !== "object" || one === null || Array.isArray(one)) return bad(`${where}: draw ${j + 1} must be an object with seat and card`);
      const o = one as Record<string, unknown>;
      for (const key of Object.keys(o)) if (key !== "seat" && key !== "card") return bad(`${where}: draw ${j + 1} has an unknown field "${key}"`);
      if (o.seat !== expected[j]) return wrongSeats;
      const card = parseCard(o.card);
      if (card === undefined) return bad(`${where}: seat ${expected[j]} drew ${JSON.stringify(o.card ?? null)}, which is not a card`);
      if (seen.has(card)) return bad(`${where}: ${CARD_CODES[card]} was drawn twice`);
      seen.add(card);
      attempt.push({ seat: expected[j]!, card });
    }
    const top = highestDrawers(attempt);
    const last = i === d.draws.length - 1;
    if (!last && top.length === 1) return bad(`${where} gave seat ${top[0]} the deal, yet the cards were drawn again`);
    if (last && top.length !== 1) return bad(`${where} is a tie (seats ${top.join(", ")}), yet it is the last`);
    if (last && top[0] !== dealer) return bad(`the first-dealer draw gives seat ${top[0]} the first deal, not seat ${dealer}`);
    attempts.push(attempt);
    expected = top;
  }
  return ok({ attempts, dealer });
}
