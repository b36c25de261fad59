// Ordinary captures go through the shared fishing rule (core/fishing.ts, docs/rules/sakura.md). The rule only
// depends on which cards of the played card's month lie on the field, so every (card, field-month
// mask) pair is resolved once at load time and looked up afterwards: no allocation per move.

import { cardsOfMonth, monthOf, type CardId } from "../core/cards";
import { resolveMatch, type MatchResolution } from "../core/fishing";
import { FIELD, monthMask } from "./state";

const RESOLUTIONS: readonly MatchResolution[] = (() => {
  const out: MatchResolution[] = [];
  for (let c = 0; c < 48; c++) {
    const month = cardsOfMonth(monthOf(c));
    for (let mask = 0; mask < 16; mask++) {
      const field = month.filter((_, i) => (mask >> i) & 1);
      out.push(resolveMatch(field, c));
    }
  }
  return out;
})();

/** How `card` resolves against the current field. */
export function resolutionOf(loc: readonly number[], card: CardId): MatchResolution {
  return RESOLUTIONS[card * 16 + monthMask(loc, (card >> 2) + 1, FIELD)]!;
}

/** The same for a known mask of the card's month on the field (bit i: card idx i is there). */
export function resolutionFor(card: CardId, fieldMonthMask: number): MatchResolution {
  return RESOLUTIONS[card * 16 + fieldMonthMask]!;
}
