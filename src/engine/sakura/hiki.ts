// Hiki (docs/rules/sakura.md): all four cards of a month between one hand and the field. Which splits
// count depends on the `hiki` option; the same definition decides hiki protection against the Gaji.

import { HIKI_ANY_SPLIT, HIKI_FIELD_TRIPLE } from "./options";
import { FIELD, POPCOUNT4, monthMask } from "./state";

/** Whether `inHand` cards in the hand (the rest on the field) make a declarable hiki. */
export function hikiSplitAllowed(rule: number, inHand: number): boolean {
  // Four in the hand is Teshi; it only reaches play as a hiki when Teshi is off.
  if (rule === HIKI_ANY_SPLIT) return inHand >= 1;
  if (rule === HIKI_FIELD_TRIPLE) return inHand === 1;
  return inHand === 1 || inHand === 3;
}

/** Whether `seat` may declare the hiki of `month` now. */
export function canDeclareHiki(loc: readonly number[], seat: number, month: number, rule: number): boolean {
  const inHand = POPCOUNT4[monthMask(loc, month, seat)]!;
  if (inHand === 0) return false;
  const onField = POPCOUNT4[monthMask(loc, month, FIELD)]!;
  return inHand + onField === 4 && hikiSplitAllowed(rule, inHand);
}

/**
 * The seat whose hiki a field card completes, other than `gajiSeat` (-1 if none): the other cards
 * of its month are all in that one seat's hand, with a split the `hiki` option allows.
 */
export function hikiProtector(loc: readonly number[], target: number, gajiSeat: number, rule: number): number {
  const base = target & ~3;
  let owner = -1;
  let inHand = 0;
  for (let i = 0; i < 4; i++) {
    const where = loc[base + i]!;
    if (where === FIELD) continue;
    if (where >= FIELD) return -1;
    if (owner >= 0 && where !== owner) return -1;
    owner = where;
    inHand++;
  }
  if (owner < 0 || owner === gajiSeat) return -1;
  return hikiSplitAllowed(rule, inHand) ? owner : -1;
}
