// A round note as a phrase of the app's Explain catalog: the note's kind, seat and cards say it all, so the notes
// kept in states and records stay as they are.

import { monthOf } from "../core/cards";
import type { Phrase } from "../core/phrase";
import { fourOfAKindMonths } from "./misdeal";
import type { RoundNote } from "./state";

/** `dealer`: the round's dealer (the elder), who deals again after a thrown-in deal. */
export function notePhrase(note: Omit<RoundNote, "text"> & { text?: string }, dealer: number): Phrase {
  const seat = note.seat ?? dealer;
  switch (note.kind) {
    case "elder-captures-four":
      return { key: "elderTakesFour", args: { seat }, cards: { cards: [...note.cards] } };
    case "declared-four":
      return { key: "declaredFour", args: { seat, month: monthOf(note.cards[0] ?? 0), dealer } };
    case "last-lightning": {
      // the Lightning first, then what it took
      const taken = note.cards.slice(1);
      return { key: "lastLightning", args: { seat, with: taken.length ? "yes" : "no" }, cards: { cards: taken } };
    }
    case "willows-to-lightning":
      return { key: "willowsToLightning", args: { seat } };
    case "leftover-willow":
      return { key: "leftoverWillow", args: { seat }, cards: { cards: [...note.cards] } };
    case "leftover-lightning-month":
      return { key: "leftoverLightningMonth", args: { seat }, cards: { cards: [...note.cards] } };
    case "misdeal": {
      // the reason the table check gave (misdeal.ts checkTable), the month of a four from the table
      const month = fourOfAKindMonths(note.cards)[0];
      const why = note.why ?? (month !== undefined ? "four" : "willows");
      return { key: "misdeal", args: { why, month: month ?? 1, dealer } };
    }
  }
}
