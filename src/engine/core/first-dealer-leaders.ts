// Who leads one attempt of the first dealer's draw by the earliest month: its own module, without the drawing and its
// random numbers (first-dealer-draws.ts), so that a board that names the dealer carries the rule alone.
import { monthOf, type CardId } from "./cards";

/** One draw of one attempt. */
export interface DealerDraw {
  readonly seat: number;
  readonly card: CardId;
}

/**
 * The "earliest month" rule (Sakura, Koi-Koi): the seats that drew the earliest month lead; among them, with a
 * `tiebreak` table of card values, only those with the highest value (equal values still tie).
 */
export function earliestMonthLeaders(attempt: readonly DealerDraw[], tiebreak: readonly number[] | null): number[] {
  const earliest = Math.min(...attempt.map((d) => monthOf(d.card)));
  let tied = attempt.filter((d) => monthOf(d.card) === earliest);
  if (tied.length > 1 && tiebreak) {
    const best = Math.max(...tied.map((d) => tiebreak[d.card]!));
    tied = tied.filter((d) => tiebreak[d.card] === best);
  }
  return tied.map((d) => d.seat);
}
