// The first elder by lot (docs/rules/mushi.md): each player draws a card from the shuffled deck
// (seat 0 first); the earlier month is elder; within one month the higher-valued card wins; two
// cards of equal value (two chaff of a month) are drawn again.

import { cardCode, monthOf, parseCard, type CardCode, type CardId } from "../core/cards";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";
import { cardValue, deckOf } from "./deck";
import type { LotDraws, Pair } from "./state";

/** The winning seat of one draw, or null on a tie. */
export function lotWinner(draw: Pair<CardId>): number | null {
  const [a, b] = draw;
  const ma = monthOf(a),
    mb = monthOf(b);
  if (ma !== mb) return ma < mb ? 0 : 1;
  const va = cardValue(a),
    vb = cardValue(b);
  if (va !== vb) return va > vb ? 0 : 1;
  return null;
}

export function drawLots(rng: Rng, deckSize: 40 | 48): LotDraws {
  const draws: Pair<CardId>[] = [];
  for (;;) {
    const pack = rng.shuffleInPlace(deckOf(deckSize).slice());
    const draw: Pair<CardId> = [pack[0]!, pack[1]!];
    draws.push(draw);
    const w = lotWinner(draw);
    if (w !== null) return { draws, elder: w };
  }
}

/** The lots as views and replays carry them (`history.lots`): card codes; no draws when the first elder was given. */
export interface LotDrawsJson {
  draws: CardCode[][];
  elder: number;
}

export function lotsToJson(lots: LotDraws): LotDrawsJson {
  return { draws: lots.draws.map((d) => d.map(cardCode)), elder: lots.elder };
}

/** More draws than this in a row of ties (each about 1 in 20) does not happen with a fair shuffle. */
const MAX_DRAWS = 50;

/**
 * Checks lots given as JSON (a replay's start facts): two different cards of the deck per draw, every draw but the
 * last a tie, the last one won by `elder`; or no draws at all, for a first elder that was given.
 */
export function parseLots(raw: unknown, deckSize: 40 | 48): Result<LotDraws> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return err("bad-lots", "the lots must be an object with draws and elder");
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d))
    if (key !== "draws" && key !== "elder") return err("bad-lots", `the lots have an unknown field "${key}"`);
  if (d.elder !== 0 && d.elder !== 1) return err("bad-lots", "the elder of the lots must be seat 0 or 1");
  if (!Array.isArray(d.draws) || d.draws.length > MAX_DRAWS)
    return err("bad-lots", `the draws of the lots must be a list of at most ${MAX_DRAWS} pairs of cards`);
  const inDeck = new Set(deckOf(deckSize));
  const draws: Pair<CardId>[] = [];
  for (let i = 0; i < d.draws.length; i++) {
    const pair: unknown = d.draws[i];
    if (!Array.isArray(pair) || pair.length !== 2) return err("bad-lots", `draw ${i} must be a pair of card codes`);
    const a = parseCard(pair[0]),
      b = parseCard(pair[1]);
    if (a === undefined || b === undefined || !inDeck.has(a) || !inDeck.has(b) || a === b)
      return err("bad-lots", `draw ${i} must be two different cards of the ${deckSize}-card Mushi deck`);
    const winner = lotWinner([a, b]);
    const last = i === d.draws.length - 1;
    if (!last && winner !== null) return err("bad-lots", `draw ${i} has a winner, yet the lots were drawn again`);
    if (last && winner !== d.elder)
      return err(
        "bad-lots",
        `the last draw makes seat ${winner === null ? "nobody" : winner} elder, not seat ${d.elder}`,
      );
    draws.push([a, b]);
  }
  return ok({ draws, elder: d.elder });
}
