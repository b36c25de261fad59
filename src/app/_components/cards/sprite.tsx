// The card sprite: the 48 faces (without their game's value corner) and the back as <symbol>s of one SVG file. A page
// of cards carries a short <use> per card and the browser fetches the drawings once and keeps them.
import { renderToStaticMarkup } from "react-dom/server";
import { H, W } from "./art/common";
import { CardBackFace, CardFaceArt } from "./face-parts";
import { spriteSymbolId } from "./sprite-id";

function CardSprite() {
  const viewBox = `0 0 ${W} ${H}`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {Array.from({ length: 48 }, (_, id) => (
        <symbol key={id} id={spriteSymbolId(id)} viewBox={viewBox}>
          <CardFaceArt id={id} p={`${spriteSymbolId(id)}-`} />
        </symbol>
      ))}
      <symbol id={spriteSymbolId("back")} viewBox={viewBox}>
        <CardBackFace p="back-" />
      </symbol>
    </svg>
  );
}

/** The sprite file's text. */
export function cardSpriteMarkup(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<CardSprite />)}\n`;
}
