// Drawing for the first dealer (Sakura, SFJ): the drawers each take a card from a shuffled
// deck; if more than one seat leads the attempt, only those draw again from a freshly shuffled deck, until one leads.
// Who leads an attempt is the game's rule (Sakura: earliest month, optionally higher value; SFJ: highest value), passed
// in as `leaders`. Every attempt is kept so the pages can show the draws and replays can carry them.

import { ALL_CARDS, CARD_CODES, parseCard, type CardCode, type CardId } from "./cards";
import { err, ok, type Result } from "./result";
import type { DealtRound, Phase } from "./ruleset";
import type { Rng } from "./rng";
import { shown } from "./shown";
import type { DealerDraw } from "./first-dealer-leaders";

export type { DealerDraw } from "./first-dealer-leaders";

/** The game's rule: the seats leading one attempt, in draw order. One seat means it deals. */
export type AttemptLeaders = (attempt: readonly DealerDraw[]) => number[];

export { earliestMonthLeaders } from "./first-dealer-leaders";

/**
 * Draws until one seat leads. Each attempt shuffles the 48 cards and the contenders (`drawers` at first, then the
 * tied leaders) take the top cards in order. Returns every attempt.
 */
export function drawUntilOneLeads(
  rng: Rng,
  drawers: readonly number[],
  leaders: AttemptLeaders,
): { dealer: number; draws: DealerDraw[][] } {
  const draws: DealerDraw[][] = [];
  let contenders = [...drawers];
  for (;;) {
    // Each attempt: the cards go back and the deck is shuffled again.
    const deck = rng.shuffleInPlace(ALL_CARDS.slice());
    const attempt = contenders.map((seat, i) => ({ seat, card: deck[i]! }));
    draws.push(attempt);
    const tied = leaders(attempt);
    if (tied.length === 1) return { dealer: tied[0]!, draws };
    contenders = tied;
  }
}

/**
 * The first-dealer draws as views show them (Sakura's `firstDealerDraws`, SFJ's `dealerDraws`) and replays carry them
 * (start facts, with the dealer they gave): card codes; no draws when the first dealer was given.
 */
export interface FirstDealerFacts {
  draws: { seat: number; card: CardCode }[][];
  dealer: number;
}

export function drawsToJson(draws: readonly (readonly DealerDraw[])[]): { seat: number; card: CardCode }[][] {
  return draws.map((a) => a.map((d) => ({ seat: d.seat, card: CARD_CODES[d.card]! })));
}

/**
 * More attempts than this does not happen with a fair shuffle (a Sakura tie is at most about 1 in 3 with 7 players;
 * an SFJ tie on the highest card rarely more likely than 1 in 2).
 */
export const MAX_ATTEMPTS = 50;

/**
 * Checks first-dealer draws given as JSON (a replay's start facts): the first attempt by `drawers` in order, each
 * later one by the seats the one before left tied, in order; different cards within an attempt (one shuffled deck);
 * every attempt but the last a tie, the last one won by `dealer` under the game's rule (`leaders`). No draws at all:
 * a first dealer that was given (any seat).
 */
export function parseFirstDealerDraws(
  raw: unknown,
  players: number,
  drawers: readonly number[],
  leaders: AttemptLeaders,
): Result<{ draws: DealerDraw[][]; dealer: number }> {
  const bad = (message: string) => err("bad-first-dealer-draws", message);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return bad("the first-dealer draws must be an object with draws and dealer");
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d))
    if (key !== "draws" && key !== "dealer") return bad(`the first-dealer draws have an unknown field "${key}"`);
  const dealer = d.dealer;
  if (typeof dealer !== "number" || !Number.isInteger(dealer) || dealer < 0 || dealer >= players)
    return bad(`the first dealer must be a seat from 0 to ${players - 1}`);
  if (!Array.isArray(d.draws) || d.draws.length > MAX_ATTEMPTS)
    return bad(`the first-dealer draws must be a list of at most ${MAX_ATTEMPTS} attempts`);
  const draws: DealerDraw[][] = [];
  let expected: readonly number[] = drawers;
  for (let i = 0; i < d.draws.length; i++) {
    const rawAttempt: unknown = d.draws[i];
    const where = `attempt ${i + 1} of the first-dealer draw`;
    const wrongSeats = () => bad(`${where} must have ${expected.length} draws, by seats ${expected.join(", ")}`);
    if (!Array.isArray(rawAttempt) || rawAttempt.length !== expected.length) return wrongSeats();
    const attempt: DealerDraw[] = [];
    const seen = new Set<CardId>();
    for (let j = 0; j < rawAttempt.length; j++) {
      const one: unknown = rawAttempt[j];
      if (typeof one !== "object" || one === null || Array.isArray(one))
        return bad(`${where}: draw ${j + 1} must be an object with seat and card`);
      const o = one as Record<string, unknown>;
      for (const key of Object.keys(o))
        if (key !== "seat" && key !== "card") return bad(`${where}: draw ${j + 1} has an unknown field "${key}"`);
      if (o.seat !== expected[j]) return wrongSeats();
      const card = parseCard(o.card);
      if (card === undefined)
        return bad(`${where}: seat ${expected[j]} drew ${shown(o.card ?? null)}, which is not a card`);
      if (seen.has(card)) return bad(`${where}: ${CARD_CODES[card]} was drawn twice`);
      seen.add(card);
      attempt.push({ seat: expected[j]!, card });
    }
    const top = leaders(attempt);
    const last = i === d.draws.length - 1;
    if (!last && top.length === 1) return bad(`${where} gave seat ${top[0]} the deal, yet the cards were drawn again`);
    if (last && top.length !== 1) return bad(`${where} is a tie (seats ${top.join(", ")}), yet it is the last`);
    if (last && top[0] !== dealer)
      return bad(`the first-dealer draw gives seat ${top[0]} the first deal, not seat ${dealer}`);
    draws.push(attempt);
    expected = top;
  }
  return ok({ draws, dealer });
}

/** What a game whose first dealer is drawn keeps about it (Sakura, SFJ, Koi-Koi). */
export interface DrawnFirstDealer {
  readonly phase: Phase;
  readonly dealt: readonly DealtRound[];
  /** Live games: the draws, attempt by attempt (public); null for games from records. */
  readonly dealerDraws: readonly (readonly DealerDraw[])[] | null;
  /** Record games given the live game's start facts: the first dealer they name (the first deal must be theirs). */
  readonly firstDealer: number | null;
}

/** `Ruleset.startFacts` of such a game: the draws with the dealer they gave, or null (no draws, or none yet). */
export function firstDealerStartFacts(state: DrawnFirstDealer): FirstDealerFacts | null {
  const dealer = state.dealt[0]?.dealer ?? state.firstDealer;
  return state.dealerDraws && dealer !== null ? { draws: drawsToJson(state.dealerDraws), dealer } : null;
}

/** `Ruleset.withStartFacts` of such a game, with the game's check of the draws (`parse`). */
export function withFirstDealerFacts<S extends DrawnFirstDealer>(
  state: S,
  facts: unknown,
  parse: (raw: unknown) => Result<{ draws: DealerDraw[][]; dealer: number }>,
): Result<S> {
  if (state.phase !== "awaiting-deal" || state.dealt.length > 0 || state.dealerDraws !== null)
    return err("not-at-start", "the first-dealer draws belong to a game before its first deal");
  const parsed = parse(facts);
  if (!parsed.ok) return parsed;
  return ok({ ...state, dealerDraws: parsed.value.draws, firstDealer: parsed.value.dealer });
}
