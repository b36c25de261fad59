// Mushi combinations (docs/rules/mushi.md). The holder receives the value from the opponent.

import { FIVE_BRIGHTS, cardsOfMonth, type CardId } from "../core/cards";
import type { MushiOptions } from "./options";

export interface YakuDef {
  key: "the-three" | "four-wisteria" | "four-paulownia" | "five-brights";
  label: string;
  value: number;
  cards: readonly CardId[];
}

export const THE_THREE: YakuDef = {
  key: "the-three",
  label: "The Three (Crane, Bush Warbler, Curtain)",
  value: 25,
  cards: [0, 4, 8],
};
export const FOUR_WISTERIA: YakuDef = {
  key: "four-wisteria",
  label: "Four Wisteria",
  value: 10,
  cards: cardsOfMonth(4),
};
export const FOUR_PAULOWNIA: YakuDef = {
  key: "four-paulownia",
  label: "Four Paulownia",
  value: 10,
  cards: cardsOfMonth(12),
};
export const FIVE_BRIGHTS_YAKU: YakuDef = {
  key: "five-brights",
  label: "Five Brights",
  value: 30,
  cards: FIVE_BRIGHTS,
};

/** The combinations in play under the options. */
export function activeYaku(opts: MushiOptions): readonly YakuDef[] {
  return opts.fiveBrights
    ? [THE_THREE, FOUR_WISTERIA, FOUR_PAULOWNIA, FIVE_BRIGHTS_YAKU]
    : [THE_THREE, FOUR_WISTERIA, FOUR_PAULOWNIA];
}

/** The combinations a pile holds. */
export function yakuOf(pile: readonly CardId[], opts: MushiOptions): YakuDef[] {
  const has = new Uint8Array(48);
  for (const c of pile) has[c] = 1;
  return activeYaku(opts).filter((y) => y.cards.every((c) => has[c]));
}
