// describeMove: a short phrase for move lists, without the player's name.

import { MONTH_NAMES } from "../core/card-names";
import { fishingMoveWords } from "../core/fishing-describe";
import type { ParsedChoice } from "../core/fishing-moves";
import type { Phrase } from "../core/phrase";
import { parseMove } from "./moves";
import type { SfjRound, SfjState } from "./state";

/** The month of the four a replace gives back (0 when the round does not say). */
function offeredMonth(r: SfjRound | null, m: ParsedChoice): number {
  return r && r.turn === m.seat && r.offerMonth ? r.offerMonth : 0;
}

const words = fishingMoveWords<SfjRound>(parseMove, "table", {
  describe: (r, m) => {
    if (!m.value) return "keeps a four-of-a-month hand";
    const month = offeredMonth(r, m);
    return month
      ? `gives back the four ${MONTH_NAMES[month - 1]} cards for four new ones`
      : "replaces a four-of-a-month hand";
  },
  phrase: (r, m) => {
    if (!m.value) return { key: "keepsFour" };
    const month = offeredMonth(r, m);
    return month ? { key: "givesBackFour", args: { month } } : { key: "replacesFour" };
  },
});

/** Describes `move` as made in `state` (the state before the move). */
export const describeSfjMove: (state: SfjState, move: unknown) => string = words.describe;

/** describeSfjMove as a phrase of the app's Moves catalog. */
export const phraseSfjMove: (state: SfjState, move: unknown) => Phrase | null = words.phrase;
