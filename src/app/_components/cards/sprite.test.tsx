// The sprite served to browsers is the one the card art draws today: changing the art without `npm run cards:sprite`
// fails here (a stale sprite would show old drawings under a name that promises they never change).
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CARD_SPRITE, cardSpriteHref } from "./sprite-file";
import { cardSpriteMarkup } from "./sprite";
import { spriteFileName, spriteModuleSource } from "./sprite-source";

const root = join(import.meta.dirname, "../../../..");

describe("the card sprite", () => {
  const markup = cardSpriteMarkup();
  const name = spriteFileName(createHash("sha256").update(markup).digest("hex"));

  it("is in public/ under its content's name, alone, and the cards point at it", () => {
    expect(CARD_SPRITE).toBe(`/${name}`);
    expect(readdirSync(join(root, "public")).filter((f) => f.startsWith("cards-"))).toEqual([name]);
    expect(readFileSync(join(root, "public", name), "utf8")).toBe(markup);
    expect(readFileSync(join(import.meta.dirname, "sprite-file.ts"), "utf8")).toBe(spriteModuleSource(name));
  });

  it("holds a symbol for each of the 48 faces and the back, with ids unique across the file", () => {
    const symbols = [...markup.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(symbols).toEqual([...Array.from({ length: 48 }, (_, id) => `c${id}`), "back"]);
    const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(cardSpriteHref(12)).toBe(`/${name}#c12`);
    expect(cardSpriteHref("back")).toBe(`/${name}#back`);
  });
});
