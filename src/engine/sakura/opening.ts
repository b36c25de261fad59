// Opening checks before the first turn, in the order of docs/rules/sakura.md: Teshi/Kuttsuki in a hand
// (automatic), four of a month or four pairs on the field, the Gaji on the field.

import type { CardId } from "../core/cards";
import { GAJI } from "./gaji";
import type { SakuraConfig } from "./setup";
import {
  CAPTURED,
  DEAD,
  FIELD,
  monthMask,
  POPCOUNT4,
  type CancelReason,
  type OpeningEvent,
  type TeshiWin,
} from "./state";

export type OpeningOutcome =
  | { readonly kind: "teshi"; readonly win: TeshiWin }
  | { readonly kind: "cancel"; readonly reason: CancelReason }
  | { readonly kind: "play"; readonly events: OpeningEvent[]; readonly gajiSide: number; readonly gajiPair: CardId };

/** Σ over months of ⌊cards of that month at `where` / 2⌋ (a month of four counts as two pairs). */
export function pairsAt(loc: readonly number[], where: number): number {
  let pairs = 0;
  for (let m = 1; m <= 12; m++) pairs += POPCOUNT4[monthMask(loc, m, where)]! >> 1;
  return pairs;
}

/** A Teshi (four of a month) or Kuttsuki (four pairs) in `seat`'s hand, or null. */
export function teshiOf(loc: readonly number[], seat: number): TeshiWin | null {
  for (let m = 1; m <= 12; m++) {
    if (monthMask(loc, m, seat) === 15) {
      const b = (m - 1) << 2;
      return { seat, kind: "teshi", cards: [b, b + 1, b + 2, b + 3] };
    }
  }
  if (pairsAt(loc, seat) >= 4) {
    const cards: CardId[] = [];
    for (let c = 0; c < 48; c++) if (loc[c] === seat) cards.push(c);
    return { seat, kind: "kuttsuki", cards };
  }
  return null;
}

/**
 * Runs the checks on a freshly dealt location array (changed in place when the dealer captures or
 * the Gaji is discarded). `order` lists the playing seats from the one who plays first.
 */
export function openingChecks(cfg: SakuraConfig, loc: number[], order: readonly number[]): OpeningOutcome {
  const rules = cfg.rules;
  if (rules.teshi) {
    // Several qualifiers: the dealer, else the earliest in turn order.
    for (const seat of order) {
      const win = teshiOf(loc, seat);
      if (win) return { kind: "teshi", win };
    }
  }
  const events: OpeningEvent[] = [];
  let gajiSide = -1;
  let gajiPair = -1;
  const leader = order[0]!;
  let fours = 0;
  for (let m = 1; m <= 12; m++) {
    if (monthMask(loc, m, FIELD) !== 15) continue;
    if (!rules.fieldFourDealerCaptures) return { kind: "cancel", reason: { why: "four", month: m } };
    fours |= 1 << m;
  }
  // Four pairs are counted on the field as dealt, a four of a month as two pairs, so with
  // dealer_captures a four plus two more pairs is still a redeal.
  if (rules.fieldPairsRedeal && pairsAt(loc, FIELD) >= 4) return { kind: "cancel", reason: { why: "pairs" } };
  for (let m = 1; m <= 12; m++) {
    if (!((fours >> m) & 1)) continue;
    const b = (m - 1) << 2;
    const side = cfg.sideOf[leader]!;
    for (let i = 0; i < 4; i++) loc[b + i] = CAPTURED + side;
    events.push({ kind: "dealer-captures", seat: leader, cards: [b, b + 1, b + 2, b + 3] });
    if (m === 11 && rules.gaji) {
      gajiSide = side;
      gajiPair = 40;
    }
  }
  if (rules.gaji && rules.gajiInitialDiscard && loc[GAJI] === FIELD) {
    loc[GAJI] = DEAD;
    events.push({ kind: "gaji-discarded" });
  }
  return { kind: "play", events, gajiSide, gajiPair };
}
