// All four cards of a month on the table at the deal. The dealer puts them back into the
// deck, shuffles it, and turns the top four; repeated while the table has a four. Automatic.
//
// Exact procedure (so a record with an explicit deal replays the same on any engine): for the
// k-th re-fill of the round (k = 1, 2, …), take the lowest month with four table cards; remove
// them from the table (the other table cards keep their order); the new pile is the rest of the
// pile (top first) followed by the four cards in ascending id order, shuffled in place by
// core's Fisher–Yates with rngFromData([...deal ids, "sfj/refill/k"]), where the deal ids are
// the dealt hands in seat order, then the table, then the pile, as recorded; the top four pile
// cards are then appended to the table in order.

import type { CardId } from "../core/cards";
import { rngFromData } from "../core/rng";
import { lowestFour, reshuffleWith, withoutMonth } from "./fours";
import type { RoundEvent } from "./state";

export interface RefillResult {
  readonly field: readonly CardId[];
  /** The pile still to be drawn, top first. */
  readonly pile: readonly CardId[];
  readonly refills: number;
  readonly events: readonly RoundEvent[];
}

/** A safety net only: a re-fill leaves another four only when the turned cards complete a month. */
const MAX_REFILLS = 1000;

export function refillField(
  field: readonly CardId[],
  pile: readonly CardId[],
  dealIds: readonly CardId[],
): RefillResult {
  let f = field;
  let p = pile;
  let refills = 0;
  const events: RoundEvent[] = [];
  for (let month = lowestFour(f); month !== 0 && refills < MAX_REFILLS; month = lowestFour(f)) {
    refills++;
    const rng = rngFromData([...dealIds, `sfj/refill/${refills}`]);
    const shuffled = reshuffleWith(p, month, (cards) => rng.shuffleInPlace(cards));
    const turned = shuffled.slice(0, 4);
    f = [...withoutMonth(f, month), ...turned];
    p = shuffled.slice(4);
    events.push({ kind: "refill", month, turned });
  }
  return { field: f, pile: p, refills, events };
}
