// The "Hanafuda JP" family (src/app/japanese-font.css) is current with the installed @fontsource/noto-sans-jp, names
// only files the package has, and carries no Latin: a Latin glyph in it would replace the system's fonts site-wide
// (it is first in the font stacks) and make every player download a slice.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { OUTPUT, cutRange, japaneseFontCss, sourceCss } from "./japanese-font-css.mjs";

const css = readFileSync(OUTPUT, "utf8");

describe("the Japanese font family", () => {
  it("is what the script writes from the installed package (run node scripts/japanese-font-css.mjs after an upgrade)", () => {
    expect(css).toBe(japaneseFontCss(sourceCss()));
  });

  it("names existing woff2 files, tries the system's Japanese fonts first, and starts at U+3000", () => {
    const faces = [...css.matchAll(/@font-face \{[^}]*\}/g)].map((m) => m[0]);
    expect(faces.length).toBeGreaterThan(100);
    const require = createRequire(import.meta.url);
    for (const face of faces) {
      expect(face).toContain('font-family: "Hanafuda JP"');
      expect(face).toMatch(/src: local\("Hiragino Sans W3"\)/);
      const file = /url\("([^"]+)"\)/.exec(face)![1]!;
      expect(existsSync(require.resolve(file)), file).toBe(true);
      for (const part of /unicode-range: ([^;]+);/.exec(face)![1]!.split(",")) {
        expect(parseInt(part.slice(2).split("-")[0]!, 16), part).toBeGreaterThanOrEqual(0x3000);
      }
    }
    // い, 虫 and 花 are in some slice
    const covered = (cp: number) =>
      faces.some((f) =>
        /unicode-range: ([^;]+);/
          .exec(f)![1]!
          .split(",")
          .some((p) => {
            const [a, b] = p.slice(2).split("-");
            return cp >= parseInt(a!, 16) && cp <= parseInt(b ?? a!, 16);
          }),
      );
    for (const ch of "い虫花") expect(covered(ch.codePointAt(0)!), ch).toBe(true);
  });

  it("cuts ranges below U+3000 away and keeps the rest", () => {
    expect(cutRange("U+20,U+2027,U+2fff-3002,U+3041-307f,U+ff0c")).toBe("U+3000-3002,U+3041-307f,U+ff0c");
    expect(cutRange("U+21-22,U+61-7b")).toBe("");
  });
});
