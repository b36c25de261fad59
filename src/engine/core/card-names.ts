// The deck's English names (engine texts, the record's describe lines, tests): apart from the deck's numbers
// (cards.ts), so that pages whose cards are worded by the catalogs do not carry them.
import { monthOf, type CardId } from "./cards";

export const MONTH_NAMES = [
  "Pine",
  "Plum",
  "Cherry",
  "Wisteria",
  "Iris",
  "Peony",
  "Bush Clover",
  "Susuki",
  "Chrysanthemum",
  "Maple",
  "Willow",
  "Paulownia",
] as const;

/** Each card's name, in id order, a month to a line ("Chaff" for a plain chaff). */
// prettier-ignore
export const CARD_NAME: readonly string[] = [
  "Crane & Sun", "Poetry ribbon", "Chaff", "Chaff",
  "Bush Warbler", "Poetry ribbon", "Chaff", "Chaff",
  "Curtain", "Poetry ribbon", "Chaff", "Chaff",
  "Cuckoo", "Plain ribbon", "Chaff", "Chaff",
  "Eight-plank Bridge", "Plain ribbon", "Chaff", "Chaff",
  "Butterflies", "Blue ribbon", "Chaff", "Chaff",
  "Boar", "Plain ribbon", "Chaff", "Chaff",
  "Full Moon", "Geese", "Chaff", "Chaff",
  "Sake Cup", "Blue ribbon", "Chaff", "Chaff",
  "Deer", "Blue ribbon", "Chaff", "Chaff",
  "Rain Man", "Swallow", "Plain ribbon", "Lightning",
  "Phoenix", "Yellow Paulownia", "Chaff", "Chaff",
];

/** A readable name such as "Cherry Curtain" or "Pine chaff", for move lists and screen readers. */
export function cardLabel(id: CardId): string {
  const month = MONTH_NAMES[monthOf(id) - 1]!;
  const name = CARD_NAME[id]!;
  return name === "Chaff" ? `${month} chaff` : `${month} ${name}`;
}
