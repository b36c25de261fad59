// The first dealer (RULES.md §2.2): each player (one per team) draws a card; the earliest month deals.
// Ties redraw, or with `first_dealer_tiebreak = higher_value_wins` the higher Sakura value wins among
// the tied (equal values still redraw). Every attempt is kept so the pages can show the draws.

import { ALL_CARDS, CARD_CODES, monthOf, parseCard, SAKURA_VALUE, type CardCode, type CardId } from "../core/cards";
import { err, ok, type Result } from "../core/result";
import { Rng, type RngState } from "../core/rng";

export interface DealerDraw {
  readonly seat: number;
  readonly card: CardId;
}

/** The seats still in after one attempt: the earliest month, then (tiebreak) the highest value among it. One deals. */
export function attemptLeaders(attempt: readonly DealerDraw[], higherValueWins: boolean): number[] {
  const earliest = Math.min(...attempt.map((d) => monthOf(d.card)));
  let tied = attempt.filter((d) => monthOf(d.card) === earliest);
  if (tied.length > 1 && higherValueWins) {
    const best = Math.max(...tied.map((d) => SAKURA_VALUE[d.card]!));
    tied = tied.filter((d) => SAKURA_VALUE[d.card] === best);
  }
  return tied.map((d) => d.seat);
}

export function drawFirstDealer(
  rngState: RngState,
  drawers: readonly number[],
  higherValueWins: boolean,
): { dealer: number; draws: DealerDraw[][]; rng: RngState } {
  const rng = Rng.from(rngState);
  const draws: DealerDraw[][] = [];
  let candidates = [...drawers];
  for (;;) {
    // Each attempt: the cards go back and the deck is shuffled again.
    const deck = rng.shuffleInPlace(ALL_CARDS.slice());
    const attempt = candidates.map((seat, i) => ({ seat, card: deck[i]! }));
    draws.push(attempt);
    const tied = attemptLeaders(attempt, higherValueWins);
    if (tied.length === 1) return { dealer: tied[0]!, draws, rng: rng.state() };
    candidates = tied;
  }
}

/**
 * The first-dealer draws as views show them (`firstDealerDraws`) and replays carry them (start facts, with the dealer
 * they gave): card codes; no draws when the first dealer was given.
 */
export interface FirstDealerFacts {
  draws: { seat: number; card: CardCode }[][];
  dealer: number;
}

export function drawsToJson(draws: readonly (readonly DealerDraw[])[]): { seat: number; card: CardCode }[][] {
  return draws.map((a) => a.map((d) => ({ seat: d.seat, card: CARD_CODES[d.card]! })));
}

/** More attempts than this (each tie at most about 1 in 3 with 7 players) does not happen with a fair shuffle. */
export const MAX_ATTEMPTS = 50;

/**
 * Checks first-dealer draws given as JSON (a replay's start facts): the first attempt by `drawers` in order, each
 * later one by the seats the one before left tied, in order; different cards within an attempt (one shuffled deck);
 * every attempt but the last a tie, the last one won by `dealer` under the game's rule. No draws at all: a first
 * dealer that was given (any seat).
 */
export function parseFirstDealerFacts(raw: unknown, players: number, drawers: readonly number[], higherValueWins: boolean): Result<{ draws: DealerDraw[][]; dealer: number }> {
  const bad = (message: string) => err("bad-first-dealer-draws", message);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return bad("the first-dealer draws must be an object with draws and dealer");
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d)) if (key !== "draws" && key !== "dealer") return bad(`the first-dealer draws have an unknown field "${key}"`);
  const dealer = d.dealer;
  if (typeof dealer !== "number" || !Number.isInteger(dealer) || dealer < 0 || dealer >= players) return bad(`the first dealer must be a seat from 0 to ${players - 1}`);
  if (!Array.isArray(d.draws) || d.draws.length > MAX_ATTEMPTS) return bad(`the first-dealer draws must be a list of at most ${MAX_ATTEMPTS} attempts`);
  const draws: DealerDraw[][] = [];
  let expected: readonly number[] = drawers;
  for (let i = 0; i < d.draws.length; i++) {
    const rawAttempt: unknown = d.draws[i];
    const where = `attempt ${i + 1} of the first-dealer draw`;
    if (!Array.isArray(rawAttempt) || rawAttempt.length !== expected.length) return bad(`${where} must have ${expected.length} draws, by seats ${expected.join(", ")}`);
    const attempt: DealerDraw[] = [];
    const seen = new Set<CardId>();
    for (let j = 0; j < rawAttempt.length; j++) {
      const one: unknown = rawAttempt[j];
      if (typeof one !== "object" || one === null || Array.isArray(one)) return bad(`${where}: draw ${j + 1} must be an object with seat and card`);
      const o = one as Record<string, unknown>;
      for (const key of Object.keys(o)) if (key !== "seat" && key !== "card") return bad(`${where}: draw ${j + 1} has an unknown field "${key}"`);
      if (o.seat !== expected[j]) return bad(`${where} must have ${expected.length} draws, by seats ${expected.join(", ")}`);
      const card = parseCard(o.card);
      if (card === undefined) return bad(`${where}: seat ${expected[j]} drew ${JSON.stringify(o.card ?? null)}, which is not a card`);
      if (seen.has(card)) return bad(`${where}: ${CARD_CODES[card]} was drawn twice`);
      seen.add(card);
      attempt.push({ seat: expected[j]!, card });
    }
    const leaders = attemptLeaders(attempt, higherValueWins);
    const last = i === d.draws.length - 1;
    if (!last && leaders.length === 1) return bad(`${where} gave seat ${leaders[0]} the deal, yet the cards were drawn again`);
    if (last && leaders.length !== 1) return bad(`${where} is a tie (seats ${leaders.join(", ")}), yet it is the last`);
    if (last && leaders[0] !== dealer) return bad(`the first-dealer draw gives seat ${leaders[0]} the first deal, not seat ${dealer}`);
    draws.push(attempt);
    expected = leaders;
  }
  return ok({ draws, dealer });
}
