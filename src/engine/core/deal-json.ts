// Fishing-game deals as records write them (docs/record-format.md, "Deals per game"): `hands` (one list per seat),
// `field`, `pile` (top first), card codes. Shared by the games whose deal is the whole 48-card deck.

import { CARD_COUNT, cardCode, parseCard, type CardCode, type CardId } from "./cards";
import { shown } from "./shown";

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

/** A list of `size` card codes, none already marked in `seen` (they are marked as read). */
export function parseCardList(raw: unknown, what: string, size: number, seen: Uint8Array): Parsed<CardId[]> {
  if (!Array.isArray(raw)) return { ok: false, message: `${what} must be a list of card codes` };
  if (raw.length !== size) return { ok: false, message: `${what} must hold ${size} cards, not ${raw.length}` };
  const out: CardId[] = [];
  for (const code of raw) {
    const id = parseCard(code);
    if (id === undefined) return { ok: false, message: `${what}: ${shown(code)} is not a card code` };
    if (seen[id]) return { ok: false, message: `${what}: ${code as string} is dealt twice` };
    seen[id] = 1;
    out.push(id);
  }
  return { ok: true, value: out };
}

/**
 * Validates an explicit deal (an untrusted JSON value): exact keys, `players` hands, the sizes given, every card
 * at most once (the sizes adding up to 48 makes it exactly once).
 */
export function parseFishingDeal(raw: unknown, players: number, sizes: DealSizes): Parsed<FishingDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, message: "the deal must be an object with hands, field and pile" };
  const d = raw as Record<string, unknown>;
  for (const key of Object.keys(d))
    if (key !== "hands" && key !== "field" && key !== "pile")
      return { ok: false, message: `the deal has an unknown field "${key}"` };
  if (!Array.isArray(d.hands) || d.hands.length !== players)
    return { ok: false, message: `the deal must give ${players} hands` };
  const seen = new Uint8Array(CARD_COUNT);
  const hands: CardId[][] = [];
  for (let s = 0; s < players; s++) {
    const h = parseCardList(d.hands[s], `hand ${s}`, sizes.hand, seen);
    if (!h.ok) return h;
    hands.push(h.value);
  }
  const field = parseCardList(d.field, "field", sizes.field, seen);
  if (!field.ok) return field;
  const pile = parseCardList(d.pile, "pile", sizes.pile, seen);
  if (!pile.ok) return pile;
  return { ok: true, value: { hands, field: field.value, pile: pile.value } };
}
