// The symbols' ids in the card sprite: shared by the sprite and by the cards that point into it.

/** The symbol's id of a card (0..47) or of the back. */
export const spriteSymbolId = (card: number | "back") => (card === "back" ? "back" : `c${card}`);
