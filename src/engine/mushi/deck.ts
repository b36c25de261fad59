// The Mushi deck (docs/rules/mushi.md): 40 cards without Peony and Bush Clover (par 115), or the
// full 48 (option `deck = 48`, par 132). Card values 20 / 10 / 5 / 1.

import { ALL_CARDS, LIGHTNING, MUSHI_DECK_40, MUSHI_VALUE, WILLOW_MONTH, monthOf, type CardId } from "../core/cards";

export { LIGHTNING };

export const PLAYERS = 2;
export const HAND_SIZE = 8;
export const TABLE_SIZE = 8;

/** The three Willow cards other than the Lightning (Rain Man, Swallow, ribbon). */
export const WILLOWS: readonly CardId[] = [40, 41, 42];

export function deckOf(size: 40 | 48): readonly CardId[] {
  return size === 48 ? ALL_CARDS : MUSHI_DECK_40;
}

export function stockSize(size: 40 | 48): number {
  return size - HAND_SIZE * PLAYERS - TABLE_SIZE;
}

/** Half the deck's value: 115 for 40 cards, 132 for 48. */
export function parOf(size: 40 | 48): number {
  return size === 48 ? 132 : 115;
}

export function cardValue(id: CardId): number {
  return MUSHI_VALUE[id]!;
}

export function pointsOf(cards: readonly CardId[]): number {
  let s = 0;
  for (let i = 0; i < cards.length; i++) s += MUSHI_VALUE[cards[i]!]!;
  return s;
}

/** A Willow card that is not the Lightning. */
export function isPlainWillow(id: CardId): boolean {
  return id !== LIGHTNING && monthOf(id) === WILLOW_MONTH;
}

export function isWillow(id: CardId): boolean {
  return monthOf(id) === WILLOW_MONTH;
}
