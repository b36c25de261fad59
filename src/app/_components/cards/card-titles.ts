// The cards' English titles ("Cherry Curtain", "Pine chaff 1"): for the replay's fairness check, which shows the
// record's own codes, and for tests. Pages word cards from the catalogs (card-words.ts); this module stays off them.
import { monthOf, type CardId, type CardKind } from "../../../engine/core/cards";
import { CARD_NAME, MONTH_NAMES } from "../../../engine/core/card-names";
import { kindOf } from "./labels";

const KIND_WORD: Record<CardKind, string> = {
  B: "bright",
  A: "animal",
  Rp: "poetry ribbon",
  Rb: "blue ribbon",
  Rn: "plain ribbon",
  C: "chaff",
};

/** "bright", "animal", "poetry ribbon", "blue ribbon", "plain ribbon" or "chaff". */
export function kindWord(id: CardId): string {
  return KIND_WORD[kindOf(id)];
}

export function monthName(id: CardId): string {
  return MONTH_NAMES[monthOf(id) - 1]!;
}

/**
 * A unique, readable name: "Cherry Curtain", "Pine poetry ribbon", "Pine chaff 1", "Yellow Paulownia".
 * The two plain chaff cards of a month are numbered so that every one of the 48 has its own name.
 */
export function cardTitle(id: CardId): string {
  const month = monthName(id);
  const name = CARD_NAME[id]!;
  const kind = kindOf(id);
  if (name === "Chaff") {
    const plainChaff = [0, 1, 2, 3].map((i) => (monthOf(id) - 1) * 4 + i).filter((c) => CARD_NAME[c] === "Chaff");
    return plainChaff.length > 1 ? `${month} chaff ${plainChaff.indexOf(id) + 1}` : `${month} chaff`;
  }
  if (name.includes(month)) return name; // "Yellow Paulownia"
  if (kind === "Rp" || kind === "Rb" || kind === "Rn") return `${month} ${KIND_WORD[kind]}`;
  return `${month} ${name}`;
}
