// The deal (docs/rules/sfj.md): the deal table, deals as record JSON, validation, dealing a shuffled deck.

import { ALL_CARDS, type CardId } from "../core/cards";
import {
  fishingDealToJson,
  parseFishingDeal,
  type DealSizes,
  type FishingDeal,
  type FishingDealJson,
} from "../core/deal-json";
import { Rng } from "../core/rng";

export type { DealSizes } from "../core/deal-json";

/** docs/rules/sfj.md, "Players, first dealer and deal" (vector F9): hand / table / deck per player count. */
export const DEAL_TABLE: Readonly<Record<number, DealSizes>> = {
  2: { hand: 10, field: 8, pile: 20 },
  3: { hand: 7, field: 6, pile: 21 },
  4: { hand: 5, field: 8, pile: 20 },
};

export function dealSizes(players: number): DealSizes {
  const s = DEAL_TABLE[players];
  if (!s) throw new RangeError(`SFJ has no deal for ${players} players`);
  return s;
}

/** A deal as a record writes it (docs/record-format.md, fishing games). `pile` is top first. */
export type SfjDealJson = FishingDealJson;
/** The same deal as card ids. */
export type SfjDeal = FishingDeal;
export const dealToJson = fishingDealToJson;

/** Splits a shuffled 48-card deck: hands of seats 0..n-1, then the table, then the pile (top first). */
export function splitDeck(deck: readonly CardId[], players: number): SfjDeal {
  const { hand, field } = dealSizes(players);
  const hands: CardId[][] = [];
  for (let s = 0; s < players; s++) hands.push(deck.slice(s * hand, (s + 1) * hand));
  const f0 = players * hand;
  return { hands, field: deck.slice(f0, f0 + field), pile: deck.slice(f0 + field) };
}

/** Shuffles the whole deck with `rng` (mutated) and deals it. */
export function dealWith(rng: Rng, players: number): SfjDeal {
  return splitDeck(rng.shuffleInPlace(ALL_CARDS.slice()), players);
}

/** The deal a record's `"seed"` stands for. */
export function dealFromSeedString(seed: string, players: number): SfjDeal {
  return dealWith(Rng.fromSeed(seed), players);
}

/** Validates an explicit deal (an untrusted JSON value): sizes per the deal table, every card exactly once. */
export function parseDeal(raw: unknown, players: number) {
  return parseFishingDeal(raw, players, dealSizes(players));
}

/** The deal's card ids in one list (hands in seat order, field, pile): the data of `rngFromData`. */
export function dealIds(deal: SfjDeal): CardId[] {
  const out: CardId[] = [];
  for (const h of deal.hands) for (const c of h) out.push(c);
  for (const c of deal.field) out.push(c);
  for (const c of deal.pile) out.push(c);
  return out;
}
