// A list of card codes inside an untrusted deal (a record's or a client's): its size, every code a card, no card
// dealt twice across the whole deal.

import { parseCard, type CardId } from "./cards";
import { shown } from "./shown";

/** Parses `raw` as `size` card codes; `seen` marks the cards of the deal so far (and gets these added). */
export function parseCardList(
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
