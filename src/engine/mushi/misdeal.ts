// Checks at the deal (docs/rules/mushi.md): four of a month or the three plain Willows on the table,
// four pairs on the table (option), four of a month in a hand (declared by its holder).

import { monthOf, type CardId } from "../core/cards";
import { MONTH_NAMES } from "../core/card-names";
import { WILLOWS } from "./deck";
import type { MushiOptions } from "./options";

/** Why a deal is thrown in, as a code the app's catalogs say: four pairs, a four of a month, the three Willows. */
export type MisdealWhy = "pairs" | "four" | "willows";

export type OpeningCheck =
  | { kind: "misdeal"; reason: string; why: MisdealWhy }
  /** Play on; with table_misdeal = elder_captures the elder first takes `elderTakes`, and the three Willows may wait for the Lightning. */
  | { kind: "play"; elderTakes: readonly CardId[]; willowTrio: boolean };

function monthCounts(cards: readonly CardId[]): Uint8Array {
  const n = new Uint8Array(13);
  for (const c of cards) n[monthOf(c)]!++;
  return n;
}

/** Months with all four cards among `cards`. */
export function fourOfAKindMonths(cards: readonly CardId[]): number[] {
  const n = monthCounts(cards);
  const out: number[] = [];
  for (let m = 1; m <= 12; m++) if (n[m] === 4) out.push(m);
  return out;
}

/** Pairs on the table: Σ over months of ⌊cards of the month / 2⌋ (as Sakura counts them). */
export function tablePairs(table: readonly CardId[]): number {
  const n = monthCounts(table);
  let pairs = 0;
  for (let m = 1; m <= 12; m++) pairs += n[m]! >> 1;
  return pairs;
}

/** The three plain Willows (Rain Man, Swallow, ribbon) all on the table. */
export function hasWillowTrio(table: readonly CardId[]): boolean {
  return WILLOWS.every((w) => table.includes(w));
}

/**
 * The table checks, in this order: four pairs (option redeal), then four of a month or the three
 * Willows (redeal, or the elder-captures variant).
 */
export function checkTable(table: readonly CardId[], opts: MushiOptions): OpeningCheck {
  if (opts.tableFourPairs === "redeal" && tablePairs(table) >= 4)
    return { kind: "misdeal", reason: "four pairs on the table", why: "pairs" };
  const fours = fourOfAKindMonths(table);
  // Four Willows (the Lightning among them) is a four of a month, not the three-Willow case.
  const trio = hasWillowTrio(table) && !fours.includes(11);
  if (fours.length === 0 && !trio) return { kind: "play", elderTakes: [], willowTrio: false };
  if (opts.tableMisdeal === "redeal") {
    const what =
      fours.length > 0
        ? `four ${MONTH_NAMES[fours[0]! - 1]} cards on the table`
        : "the Rain Man, the Swallow and the Willow ribbon on the table";
    return { kind: "misdeal", reason: what, why: fours.length > 0 ? "four" : "willows" };
  }
  const elderTakes = table.filter((c) => fours.includes(monthOf(c)));
  return { kind: "play", elderTakes, willowTrio: trio };
}

/** The month of a four in a hand, or null. */
export function handFourMonth(hand: readonly CardId[]): number | null {
  return fourOfAKindMonths(hand)[0] ?? null;
}
