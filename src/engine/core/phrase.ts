// A move or a scoring line told as data: a key of an app catalog (Moves, Explain) and its arguments, so a page can say it in the reader's
// language (card names and months from their own catalogs). describeMove keeps the English words of the records and
// the command-line tool.

import type { CardId } from "./cards";

export interface Phrase {
  key: string;
  /** Numbers and words of the message: amounts, a month (1–12, "month"), a seat ("seat", "owner"), a select's value. */
  args?: Record<string, number | string>;
  /** Card ids by argument name: one card, or a list the page joins in its language. */
  cards?: Record<string, number[]>;
  /** Words from another catalog by argument name (a Sutda hand's name): its namespace, key and arguments. */
  terms?: Record<string, { ns: string; key: string; values?: Record<string, number> }>;
  /** Values of the option `args.option` by argument name: each named from the Options catalog, listed with "or". */
  choices?: Record<string, readonly (string | number)[]>;
}

/** A play or a draw of `card` and what it took, as a phrase of the app's Moves catalog (`taken` null: the capture is not known). */
export function fishingPhrase(verb: "play" | "draw", card: CardId, taken: readonly CardId[] | null): Phrase {
  const args = { verb, gaji: "no" };
  if (taken === null)
    return verb === "play" ? { key: "plays", cards: { card: [card] } } : { key: "drawsCard", cards: { card: [card] } };
  if (taken.length === 0) return { key: "stays", args, cards: { card: [card] } };
  if (taken.length === 3)
    return { key: "takesAll", args: { ...args, month: (card >> 2) + 1 }, cards: { card: [card] } };
  return { key: "takes", args, cards: { card: [card], taken: [taken[0]!] } };
}
