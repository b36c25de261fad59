// What a seat's view of a hand-field-pile game hides, for the determinizations that fill it in (Sakura, SFJ).

import type { CardId } from "./cards";

/** The hidden cards of a view: the other seats' hands and the pile (top first). */
export interface HiddenHandsAndPile {
  /** Per seat; the viewer's own entry is ignored (its hand is in the view). */
  readonly hands: readonly (readonly CardId[])[];
  readonly pile: readonly CardId[];
}

/** What the viewer does not see, and how many of those cards sit where. */
export interface UnseenHandsAndPile {
  readonly seat: number;
  /** The cards the viewer cannot see, ascending (other hands and the pile together). */
  readonly cards: readonly CardId[];
  /** Hand sizes per seat (the viewer's own included). */
  readonly handCounts: readonly number[];
  readonly pileCount: number;
  /** The top pile card when the view shows it (a draw step whose turned card is face up). */
  readonly top: CardId | null;
}
