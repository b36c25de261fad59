// The sprite's file name and the module that carries it (both written by scripts/card-sprite.tsx, and checked by
// sprite.test.tsx against the art as it is now).

/** The sprite's name in public/: its content's hash, so that a cached copy is never stale. */
export const spriteFileName = (sha256Hex: string) => `cards-${sha256Hex.slice(0, 12)}.svg`;

/** The text of sprite-file.ts for the sprite `fileName`. */
export function spriteModuleSource(fileName: string): string {
  return `// Written by \`npm run cards:sprite\` (scripts/card-sprite.tsx): where the card sprite is served.
import { spriteSymbolId } from "./sprite-id";

export const CARD_SPRITE = "/${fileName}";

/** A card's (0..47) or the back's drawing in the sprite, for <use href>. */
export const cardSpriteHref = (card: number | "back") => \`\${CARD_SPRITE}#\${spriteSymbolId(card)}\`;
`;
}
