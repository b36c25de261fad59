// The Sutda decks of docs/rules/sutda.md: the S4 20-card kasu deck (default), the standard Seotda 20-card
// deck and all 40 cards of months 1..10. A card's Sutda value is its month.

import { cardCode, monthOf, type CardId } from "../core/cards";

export const DECK_NAMES = ["s4_kasu", "standard20", "all40"] as const;
export type DeckName = (typeof DECK_NAMES)[number];

/** The cards that give Sutda's special hands their names (docs/rules/sutda.md). */
export const CRANE: CardId = 0; // M01-0, gwang
export const CURTAIN: CardId = 8; // M03-0, gwang
export const CUCKOO: CardId = 12; // M04-0, yeol
export const BOAR: CardId = 24; // M07-0, yeol
export const MOON: CardId = 28; // M08-0, gwang
export const SAKE_CUP: CardId = 32; // M09-0, yeol

const id = (month: number, idx: number): CardId => (month - 1) * 4 + idx;
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** S4: the two chaff cards of each month 1..10, the Curtain and the Moon replacing a March and an August chaff. */
const S4_KASU: readonly CardId[] = MONTHS.flatMap((m) =>
  m === 3 ? [CURTAIN, id(3, 2)] : m === 8 ? [MOON, id(8, 2)] : [id(m, 2), id(m, 3)],
);
/** FW-SEO: the two most valuable cards (idx 0 and 1) of each month 1..10. */
const STANDARD20: readonly CardId[] = MONTHS.flatMap((m) => [id(m, 0), id(m, 1)]);
const ALL40: readonly CardId[] = MONTHS.flatMap((m) => [id(m, 0), id(m, 1), id(m, 2), id(m, 3)]);

const DECKS: Readonly<Record<DeckName, readonly CardId[]>> = { s4_kasu: S4_KASU, standard20: STANDARD20, all40: ALL40 };

export function deckCards(deck: DeckName): readonly CardId[] {
  return DECKS[deck];
}

/** A 48-entry membership table, for O(1) "is this card in the game's deck" checks. */
export function deckMask(deck: DeckName): readonly boolean[] {
  const mask = new Array<boolean>(48).fill(false);
  for (const c of DECKS[deck]) mask[c] = true;
  return mask;
}

/** The Sutda value of a card: its month (1..10). */
export function sutdaValue(card: CardId): number {
  return monthOf(card);
}

export function deckCodes(deck: DeckName): string[] {
  return DECKS[deck].map(cardCode);
}
