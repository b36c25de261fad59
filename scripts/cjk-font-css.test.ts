// The "Hanafuda JP" and "Hanafuda KR" families (src/app/japanese-font.css, korean-font.css) are current with the
// installed @fontsource packages, name only files the packages have, and carry no Latin: a Latin glyph in them would
// replace the system's fonts site-wide (they are first in the font stacks) and make every player download a slice.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { FONTS, cutRange, fontCss, sourceCss } from "./cjk-font-css.mjs";

const SAMPLES: Record<string, string> = { "Hanafuda JP": "い虫花", "Hanafuda KR": "화투섯다광땡ㄱ" };

describe.each(FONTS)("the $family font family", (font) => {
  const css = readFileSync(font.output, "utf8");

  it("is what the script writes from the installed package (run node scripts/cjk-font-css.mjs after an upgrade)", () => {
    expect(css).toBe(fontCss(font, sourceCss(font)));
  });

  it("names existing woff2 files, tries the system's fonts first, and starts at U+3000", () => {
    const faces = [...css.matchAll(/@font-face \{[^}]*\}/g)].map((m) => m[0]);
    expect(faces.length).toBeGreaterThan(font.keep ? 10 : 100);
    const require = createRequire(import.meta.url);
    for (const face of faces) {
      expect(face).toContain(`font-family: "${font.family}"`);
      expect(face).toContain(`src: local("${font.local[0]}")`);
      const file = /url\("([^"]+)"\)/.exec(face)![1]!;
      expect(existsSync(require.resolve(file)), file).toBe(true);
      for (const part of /unicode-range: ([^;]+);/.exec(face)![1]!.split(",")) {
        expect(parseInt(part.slice(2).split("-")[0]!, 16), part).toBeGreaterThanOrEqual(0x3000);
      }
    }
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
    for (const ch of SAMPLES[font.family]!) expect(covered(ch.codePointAt(0)!), ch).toBe(true);
  });
});

describe("cutting unicode ranges", () => {
  it("cuts ranges below U+3000 away and keeps the rest", () => {
    expect(cutRange("U+20,U+2027,U+2fff-3002,U+3041-307f,U+ff0c")).toBe("U+3000-3002,U+3041-307f,U+ff0c");
    expect(cutRange("U+21-22,U+61-7b")).toBe("");
    expect(cutRange("U+3000-3132,U+4e00,U+ac00-ac10", [[0x3130, 0x318f]])).toBe("U+3130-3132");
  });
});
