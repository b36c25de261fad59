// Written by `npm run cards:sprite` (scripts/card-sprite.tsx): where the card sprite is served.
import { spriteSymbolId } from "./sprite-id";

export const CARD_SPRITE = "/cards-14fe8eabb140.svg";

/** A card's (0..47) or the back's drawing in the sprite, for <use href>. */
export const cardSpriteHref = (card: number | "back") => `${CARD_SPRITE}#${spriteSymbolId(card)}`;
