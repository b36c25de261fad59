// The Lightning (M11-3, "junk of rain", oni-fuda): docs/rules/mushi.md, "The Lightning".

import { LIGHTNING, monthOf, type CardId } from "../core/cards";
import { isPlainWillow, isWillow } from "./deck";
import type { LastLightning } from "./options";

/**
 * The table cards the Lightning may capture: any card except a Willow card and except a card of a
 * month with three cards on the table.
 */
export function eligibleTargets(table: readonly CardId[]): CardId[] {
  const perMonth = new Uint8Array(13);
  for (let i = 0; i < table.length; i++) perMonth[monthOf(table[i]!)]!++;
  const out: CardId[] = [];
  for (let i = 0; i < table.length; i++) {
    const c = table[i]!;
    if (isWillow(c) || perMonth[monthOf(c)] === 3) continue;
    out.push(c);
  }
  return out;
}

/** A tabled Lightning cannot be captured by a hand card, nor by an ordinary match at all. */
export function capturableByMatch(fieldCard: CardId): boolean {
  return fieldCard !== LIGHTNING;
}

/**
 * Whether a card turned from the stock takes the tabled Lightning: any non-Willow card does, even
 * when it matches other table cards or its month has three on the table.
 */
export function stockTakesLightning(table: readonly CardId[], turned: CardId): boolean {
  return turned !== LIGHTNING && !isWillow(turned) && table.includes(LIGHTNING);
}

/**
 * The table cards a last-card Lightning takes with it (`last_lightning`; also a Lightning left
 * on the table when the stock runs out). The Lightning itself is not in the list.
 */
export function lastLightningTakes(rule: LastLightning, table: readonly CardId[]): CardId[] {
  switch (rule) {
    case "takes_itself":
      return [];
    case "captures_remaining_rain":
      return table.filter(isPlainWillow);
    case "captures_all_remaining":
      return table.filter((c) => c !== LIGHTNING);
  }
}
