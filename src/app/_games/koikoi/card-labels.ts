// Koi-Koi's parts of a card's label: the game plays for yaku only, so a card shows no points; its corner marks the
// brights, and its spoken label tells the kind and how the house rules count the cards that count twice or not at all.
import { CARD_KIND, monthOf, type CardId } from "~/engine/core/cards";
import type { OptionValues } from "~/engine/core/options";
import { RAIN_MAN, SAKE_CUP } from "~/engine/koikoi/yaku";
import { cardNameParts, type CardNote, type CardWords, type ValueTone } from "~/app/_components/cards/labels";
import type { CardLabels } from "../types";

/** The corner of a Koi-Koi card: a star on the five brights, nothing on the others (no card values). */
export function koikoiValueCorner(id: CardId): { text: string; tone: ValueTone } | null {
  return CARD_KIND[id] === "B" ? { text: "★", tone: "bright" } : null;
}

/** What the house rules make of a card beyond its kind: the Sake Cup's second count, the Rain Man's exclusion. */
export function koikoiCardNotes(id: CardId, options: Readonly<Partial<Pick<OptionValues, "sake_cup">>>): CardNote[] {
  if (id === RAIN_MAN) return ["rainManLeftOut"];
  if (id !== SAKE_CUP) return [];
  switch (options.sake_cup) {
    case "animal_only":
      return ["sakeCupAnimalOnly"];
    case "animal_or_chaff":
      return ["sakeCupAnimalOrChaff"];
    default:
      return ["sakeCupChaffToo"];
  }
}

/**
 * The spoken label of a face-up Koi-Koi card, without points: "Cherry Curtain, bright", "Chrysanthemum Sake Cup,
 * animal, counts as a chaff too".
 */
export function koikoiCardLabel(words: CardWords, id: CardId, options: Pick<OptionValues, "sake_cup">): string {
  return [...cardNameParts(words, id), ...koikoiCardNotes(id, options).map((n) => words.note(n))].join(words.separator);
}

/** Koi-Koi's card words for the shared components: the month as the value (a draw for the first dealer), no points. */
export const koikoiCards: CardLabels = {
  value: (id) => monthOf(id),
  corner: koikoiValueCorner,
  notes: (id, options) => koikoiCardNotes(id, options ?? {}),
  valueWords: () => [],
  pointTotals: false,
};
