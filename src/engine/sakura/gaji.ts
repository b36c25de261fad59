// The Gaji (docs/rules/sakura.md): the Lightning M11-3 as a wild card.

import { LIGHTNING } from "../core/cards";
import type { SakuraRules } from "./options";

export const GAJI = LIGHTNING;

/** M11-0, M11-1, M11-2: the Willows whose play by another seat triggers the November restriction. */
export function isPlainWillow(card: number): boolean {
  return card >= 40 && card <= 42;
}

/**
 * Whether the Gaji is wild for `holder` now: the option is on and, under the November restriction,
 * no other seat (teammates included) has played or turned a plain Willow this round.
 */
export function gajiWildFor(rules: SakuraRules, willowSeats: number, holder: number): boolean {
  if (!rules.gaji) return false;
  return !rules.november || (willowSeats & ~(1 << holder)) === 0;
}
