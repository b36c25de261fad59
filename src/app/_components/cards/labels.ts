// Card identity, per-game values and screen-reader labels for the SVG cards. Pure functions over the
// engine's deck tables (src/engine/core/cards.ts), so the labels, the corner values and the tests agree.
import {
  CARD_KIND,
  FIVE_BRIGHTS,
  idxOf,
  monthOf,
  parseCard,
  type CardCode,
  type CardId,
  type CardKind,
} from "../../../engine/core/cards";
import type { GameKey } from "~/app/_components/game/types";

/** A game whose cards the app draws: every game with an app entry. */
export type HanafudaGame = GameKey;
export type CardRef = CardId | CardCode;

export const YELLOW_PAULOWNIA: CardId = 45;
export const RAIN_MAN: CardId = 40;

/** The id of a card given as an integer id or an "M01-0" code; throws on anything else. */
export function toCardId(card: CardRef): CardId {
  if (typeof card === "number") {
    if (Number.isInteger(card) && card >= 0 && card < 48) return card;
    throw new RangeError(`no card with id ${card}`);
  }
  const id = parseCard(card);
  if (id === undefined) throw new RangeError(`no card with code ${card}`);
  return id;
}

export function kindOf(id: CardId): CardKind {
  return CARD_KIND[id]!;
}

export function isBright(id: CardId): boolean {
  return FIVE_BRIGHTS.includes(id);
}

export type ValueTone = "points" | "zero" | "month" | "bright";

/** A rule note after a card's kind in its label (messages CardWords.note). */
export type CardNote =
  "countsAsAnimal" | "wildCard" | "rainManLeftOut" | "sakeCupAnimalOnly" | "sakeCupAnimalOrChaff" | "sakeCupChaffToo";

/** A card's value at the end of its label: its points, its value (Sutda), its month and the brights bonus (Judge). */
export interface ValueWord {
  kind: "points" | "value" | "month" | "brightsBonus";
  count: number;
}

/** The words of a card's label in the page's language (card-words.ts builds them from the catalogs). */
export interface CardWords {
  /** The card's name: "Cherry Curtain", 桜に幕. */
  title(id: CardId): string;
  kind(kind: CardKind): string;
  note(note: CardNote): string;
  valueWord(word: ValueWord): string;
  /** Between the parts of a label: ", " (、 in Japanese). */
  separator: string;
}

/** The game's own words and numbers on a card. */
export interface CardLabels {
  /** The card's value in this game: its points, its month, 1 per card. */
  value(id: CardId): number;
  /** What the value corner shows, or null for nothing. */
  corner(id: CardId): { text: string; tone: ValueTone } | null;
  /**
   * Rule notes after the card's kind in its label ("wild card", "counts as an animal"), under the table's house rules
   * when they change a card's part (absent: the standard rules).
   */
  notes(id: CardId, options?: Readonly<Record<string, unknown>>): CardNote[];
  /** The value at the end of the label, worded by the page's language ("20 points", "month 3"). */
  valueWords(id: CardId): ValueWord[];
  /**
   * The pile group when the game moves a card out of its kind's (the Rain Man among the animals), or puts the kinds it
   * does not score apart together ("other"); else null.
   */
  group?(id: CardId): KindGroup | null;
  /** Captured piles show each group's points. */
  pointTotals: boolean;
}

/**
 * The labels of a game that counts card points (the fishing games): the points in the corner and the label, each
 * group's total on a pile. `notes` adds the game's rule notes on a card ("wild card").
 */
export function pointCardLabels(
  values: readonly number[],
  notes: (id: CardId) => CardNote[] = () => [],
  group?: CardLabels["group"],
): CardLabels {
  return {
    value: (id) => values[id]!,
    corner: (id) => ({ text: String(values[id]!), tone: values[id] === 0 ? "zero" : "points" }),
    notes,
    valueWords: (id) => [{ kind: "points", count: values[id]! }],
    ...(group ? { group } : {}),
    pointTotals: true,
  };
}

/** A card's name and, when the name does not say it, its kind: the start of every card's spoken label. */
export function cardNameParts(words: CardWords, id: CardId): string[] {
  const title = words.title(id);
  const kind = words.kind(kindOf(id));
  return title.toLowerCase().includes(kind.toLowerCase()) ? [title] : [title, kind];
}

/**
 * Kind groups for captured piles, in display order: "other" holds the cards of the kinds a game does not tell apart
 * (no card's own kind).
 */
export type KindGroup = "bright" | "animal" | "ribbon" | "chaff" | "other";
export const KIND_GROUPS: readonly KindGroup[] = ["bright", "animal", "ribbon", "chaff", "other"];

/** The pile group of a card's kind. */
export function kindGroupOfKind(id: CardId): KindGroup {
  const kind = kindOf(id);
  if (kind === "B") return "bright";
  if (kind === "A") return "animal";
  if (kind === "C") return "chaff";
  return "ribbon";
}

export { idxOf, monthOf };
