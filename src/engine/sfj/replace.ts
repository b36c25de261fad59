// Four cards of a month in a hand. Before the first turn, each holder in turn order (from
// the dealer) chooses `{seat, replace: true | false}`. Keep: the game goes on with that hand.
// Replace: the four cards go back into the pile, the pile is reshuffled, and the holder takes the
// top four; a new four in the hand is offered again. A hand with two fours is offered each,
// lowest month first. Three of a month cannot be replaced.
//
// Exact procedure for the k-th replacement of the round (k = 1, 2, …): remove the holder's four
// cards of the offered month from the hand (the other cards keep their order); the new pile is the
// rest of the pile (top first) followed by the four cards in ascending id order, shuffled in place
// by core's Fisher–Yates with rngFromData([...deal ids, "sfj/replace/k"]) (deal ids as in
// refill.ts); the holder takes the top four, appended to the hand in order.

import { rngFromData } from "../core/rng";
import { dealIds } from "./deal";
import { lowestFour, reshuffleWith, withoutMonth } from "./fours";
import { STEP_PLAY, STEP_REPLACE, type SfjRound } from "./state";

/**
 * The next decision before the first turn: `seat`'s next unkept four, else the next holder in turn
 * order after `seat`, else the first turn (the dealer plays). `keptMonths` is `seat`'s kept fours.
 */
export function nextOffer(round: SfjRound, seat: number, keptMonths: number): SfjRound {
  const n = round.hands.length;
  const d = round.dealer;
  let mask = keptMonths;
  for (let k = (seat - d + n) % n; k < n; k++) {
    const s = (d + k) % n;
    const month = lowestFour(round.hands[s]!, mask);
    if (month !== 0) return { ...round, step: STEP_REPLACE, turn: s, offerMonth: month, keptMonths: mask };
    mask = 0;
  }
  return { ...round, step: STEP_PLAY, turn: d, offerMonth: 0, keptMonths: 0 };
}

/** Applies the holder's choice (the caller checked that it is `round.turn`'s replace step). */
export function applyReplaceChoice(round: SfjRound, replace: boolean): SfjRound {
  const seat = round.turn;
  const month = round.offerMonth;
  if (!replace) {
    const kept = round.keptMonths | (1 << (month - 1));
    const r: SfjRound = {
      ...round,
      events: [...round.events, { kind: "keep", seat }],
      lastMove: { seat, kind: "keep" },
      moveCount: round.moveCount + 1,
    };
    return nextOffer(r, seat, kept);
  }
  const k = round.replacements + 1;
  const rng = rngFromData([...dealIds(round.deal), `sfj/replace/${k}`]);
  const shuffled = reshuffleWith(round.pile.slice(round.pileTop), month, (cards) => rng.shuffleInPlace(cards));
  const hands = round.hands.slice();
  hands[seat] = [...withoutMonth(round.hands[seat]!, month), ...shuffled.slice(0, 4)];
  const r: SfjRound = {
    ...round,
    hands,
    pile: shuffled.slice(4),
    pileTop: 0,
    replacements: k,
    events: [...round.events, { kind: "replace", seat, month }],
    lastMove: { seat, kind: "replace", month },
    moveCount: round.moveCount + 1,
  };
  return nextOffer(r, seat, round.keptMonths);
}
