// The lists of card codes inside an untrusted deal (a record's or a client's): their sizes, every code a card, no
// card dealt twice across the whole deal.

import { CARD_COUNT, parseCard, type CardId } from "./cards";
import { shown } from "./shown";

/** Parses `raw` as `size` card codes; `seen` marks the cards of the deal so far (and gets these added). */
function parseCardList(
  raw: unknown,
  what: string,
  size: number,
  seen: Uint8Array,
): { ok: true; cards: CardId[] } | { ok: false; message: string } {
  if (!Array.isArray(raw)) return { ok: false, message: `${what} must be a list of card codes` };
  if (raw.length !== size) return { ok: false, message: `${what} must hold ${size} cards, not ${raw.length}` };
  const cards: CardId[] = [];
  for (const code of raw) {
    const c = parseCard(code);
    if (c === undefined) return { ok: false, message: `${what}: ${shown(code)} is not a card code` };
    if (seen[c]) return { ok: false, message: `${what}: ${code as string} is dealt twice` };
    seen[c] = 1;
    cards.push(c);
  }
  return { ok: true, cards };
}

/** A deal's fields, when it is an object with no fields but hands, field and pile. */
export function dealFields(
  raw: unknown,
): { ok: true; fields: Record<string, unknown> } | { ok: false; message: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, message: "the deal must be an object with hands, field and pile" };
  const fields = raw as Record<string, unknown>;
  for (const key of Object.keys(fields))
    if (key !== "hands" && key !== "field" && key !== "pile")
      return { ok: false, message: `the deal has an unknown field "${key}"` };
  return { ok: true, fields };
}

/** The hands, field and pile of a deal (hands already checked to be a list, one per seat), per the deal's sizes. */
export function parseDealLists(
  hands: readonly unknown[],
  field: unknown,
  pile: unknown,
  sizes: { readonly hand: number; readonly field: number; readonly pile: number },
): { ok: true; hands: CardId[][]; field: CardId[]; pile: CardId[] } | { ok: false; message: string } {
  const seen = new Uint8Array(CARD_COUNT);
  const out: CardId[][] = [];
  for (let s = 0; s < hands.length; s++) {
    const h = parseCardList(hands[s], `hand ${s}`, sizes.hand, seen);
    if (!h.ok) return h;
    out.push(h.cards);
  }
  const f = parseCardList(field, "field", sizes.field, seen);
  if (!f.ok) return f;
  const p = parseCardList(pile, "pile", sizes.pile, seen);
  if (!p.ok) return p;
  return { ok: true, hands: out, field: f.cards, pile: p.cards };
}
