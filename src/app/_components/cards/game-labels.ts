// A card's value, corner, label and pile group in one game, by the game's registry entry: apart from labels.ts, which
// the entries themselves are built from.
import type { CardId } from "~/engine/core/cards";
import { gameClient } from "~/app/_games/clients";
import {
  cardNameParts,
  kindGroupOfKind,
  type CardWords,
  type HanafudaGame,
  type KindGroup,
  type ValueTone,
} from "./labels";

/** The game's value of a card: its points (the fishing games), 1 per card (Judge), the month (Sutda). */
export function cardValue(id: CardId, game: HanafudaGame): number {
  return gameClient(game).cards.value(id);
}

/** What the value corner shows, or null when it shows nothing (Judge non-brights). */
export function valueCorner(id: CardId, game: HanafudaGame): { text: string; tone: ValueTone } | null {
  return gameClient(game).cards.corner(id);
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
  const parts = cardNameParts(words, id);
  if (game !== undefined) {
    const cards = gameClient(game).cards;
    parts.push(...cards.notes(id, options).map((n) => words.note(n)));
    if (showValue) parts.push(...cards.valueWords(id).map((v) => words.valueWord(v)));
  }
  return parts.join(words.separator);
}

/** The pile group of a card; a game may move a card out of its kind's group (Sakura's Rain Man: an animal). */
export function kindGroup(id: CardId, game?: HanafudaGame): KindGroup {
  return (game === undefined ? null : (gameClient(game).cards.group?.(id) ?? null)) ?? kindGroupOfKind(id);
}
