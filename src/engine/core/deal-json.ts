// Fishing-game deals as records write them (docs/record-format.md, "Deals per game"): `hands` (one list per seat),
// `field`, `pile` (top first), card codes. Shared by the games whose deal is the whole 48-card deck.

import { dealFields, parseDealLists } from "./card-list";
import { cardCode, type CardCode, type CardId } from "./cards";

export interface FishingDealJson {
  hands: CardCode[][];
  field: CardCode[];
  pile: CardCode[];
}

/** The same deal as card ids. */
export interface FishingDeal {
  readonly hands: readonly (readonly CardId[])[];
  readonly field: readonly CardId[];
  readonly pile: readonly CardId[];
}

export interface DealSizes {
  readonly hand: number;
  readonly field: number;
  readonly pile: number;
}

export function fishingDealToJson(deal: FishingDeal): FishingDealJson {
  return {
    hands: deal.hands.map((h) => h.map(cardCode)),
    field: deal.field.map(cardCode),
    pile: deal.pile.map(cardCode),
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Validates an explicit deal (an untrusted JSON value): exact keys, `players` hands, the sizes given, every card
 * at most once (the sizes adding up to 48 makes it exactly once).
 */
export function parseFishingDeal(raw: unknown, players: number, sizes: DealSizes): Parsed<FishingDeal> {
  const object = dealFields(raw);
  if (!object.ok) return object;
  const d = object.fields;
  if (!Array.isArray(d.hands) || d.hands.length !== players)
    return { ok: false, message: `the deal must give ${players} hands` };
  const lists = parseDealLists(d.hands, d.field, d.pile, sizes);
  if (!lists.ok) return lists;
  return { ok: true, value: { hands: lists.hands, field: lists.field, pile: lists.pile } };
}
