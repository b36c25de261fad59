// The first dealer (docs/rules/sfj.md, vector F11): every player draws a card, the highest value deals;
// players tied for the highest value draw again (only they), from a freshly shuffled deck.
// The drawing and the check of replayed draws are shared (../core/first-dealer-draws); this is SFJ's rule.

import { SFJ_VALUE } from "../core/cards";
import { drawUntilOneLeads, parseFirstDealerDraws, type DealerDraw } from "../core/first-dealer-draws";
import { ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";

export { drawsToJson, MAX_ATTEMPTS, type DealerDraw, type FirstDealerFacts } from "../core/first-dealer-draws";

/**
 * The seats holding the highest-valued card among `draws` (printed SFJ values, 20/10/5/0, whatever
 * `chaff_value` says: the draw is about the printed number). One seat means it deals.
 */
export function highestDrawers(draws: readonly DealerDraw[]): number[] {
  let best = -1;
  for (const d of draws) best = Math.max(best, SFJ_VALUE[d.card]!);
  return draws.filter((d) => SFJ_VALUE[d.card] === best).map((d) => d.seat);
}

const everySeat = (players: number): number[] => Array.from({ length: players }, (_, i) => i);

/**
 * Draws until one seat has the highest card. Each attempt shuffles the 48 cards and the contenders
 * (all seats at first, then the tied ones) take the top cards in seat order. Returns every attempt.
 */
export function drawFirstDealer(rng: Rng, players: number): { dealer: number; attempts: DealerDraw[][] } {
  const { dealer, draws } = drawUntilOneLeads(rng, everySeat(players), highestDrawers);
  return { dealer, attempts: draws };
}

/**
 * Checks first-dealer draws given as JSON (a replay's start facts): the first attempt by every seat in order, then the
 * seats tied for the highest card, the last attempt won by `dealer`. See parseFirstDealerDraws.
 */
export function parseFirstDealerFacts(
  raw: unknown,
  players: number,
): Result<{ attempts: DealerDraw[][]; dealer: number }> {
  const r = parseFirstDealerDraws(raw, players, everySeat(players), highestDrawers);
  return r.ok ? ok({ attempts: r.value.draws, dealer: r.value.dealer }) : r;
}
