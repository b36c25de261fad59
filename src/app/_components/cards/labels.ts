// Card identity, per-game values and screen-reader labels for the SVG cards. Pure functions over the
// engine's deck tables (src/engine/core/cards.ts), so the labels, the corner values and the tests agree.
import {
  CARD_KIND,
  CARD_NAME,
  FIVE_BRIGHTS,
  MONTH_NAMES,
  idxOf,
  monthOf,
  parseCard,
  type CardCode,
  type CardId,
  type CardKind,
} from "../../../engine/core/cards";
import { gameClient, type GameKey } from "~/app/_games/registry";
import type { CardLabels } from "~/app/_games/types";

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

export function isBright(id: CardId): boolean {
  return FIVE_BRIGHTS.includes(id);
}

/** The game's value of a card: its points (the fishing games), 1 per card (Judge), the month (Sutda). */
export function cardValue(id: CardId, game: HanafudaGame): number {
  return gameClient(game).cards.value(id);
}

export type ValueTone = "points" | "zero" | "month" | "bright";

/** What the value corner shows, or null when it shows nothing (Judge non-brights). */
export function valueCorner(id: CardId, game: HanafudaGame): { text: string; tone: ValueTone } | null {
  return gameClient(game).cards.corner(id);
}

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

/**
 * The screen-reader label of a face-up card (its notes under the house rules `options`) in `words`' language, e.g.
 * "Cherry Curtain, bright, 20 points", "Pine chaff 1, 0 points", "Willow Lightning, chaff, wild card, 0 points".
 */
export function cardAriaLabel(
  words: CardWords,
  id: CardId,
  game?: HanafudaGame,
  showValue = true,
  options?: Readonly<Record<string, unknown>>,
): string {
  const title = words.title(id);
  const parts = [title];
  const kind = words.kind(kindOf(id));
  if (!title.toLowerCase().includes(kind.toLowerCase())) parts.push(kind);
  if (game !== undefined) {
    const cards = gameClient(game).cards;
    parts.push(...cards.notes(id, options).map((n) => words.note(n)));
    if (showValue) parts.push(...cards.valueWords(id).map((v) => words.valueWord(v)));
  }
  return parts.join(words.separator);
}

/** Kind groups for captured piles, in display order. */
export type KindGroup = "bright" | "animal" | "ribbon" | "chaff";
export const KIND_GROUPS: readonly KindGroup[] = ["bright", "animal", "ribbon", "chaff"];

/** The pile group of a card; a game may move a card out of its kind's group (Sakura's Rain Man: an animal). */
export function kindGroup(id: CardId, game?: HanafudaGame): KindGroup {
  const own = game === undefined ? null : (gameClient(game).cards.group?.(id) ?? null);
  if (own) return own;
  const kind = kindOf(id);
  if (kind === "B") return "bright";
  if (kind === "A") return "animal";
  if (kind === "C") return "chaff";
  return "ribbon";
}

export { idxOf, monthOf };
