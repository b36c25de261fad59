// The "Hanafuda JP" and "Hanafuda KR" families (public/cjk-fonts-<hash>.css, its address in src/app/cjk-fonts-file.ts)
// are current with the installed @fontsource packages, name only files the packages have, and carry no Latin: a Latin
// glyph in them would replace the system's fonts site-wide (they are first in the font stacks) and make every player
// download a slice.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADDRESS_FILE, FONTS, PUBLIC, STYLESHEET, cutRange, fontFolder, stylesheet } from "./cjk-font-css.mjs";

const SAMPLES: Record<string, string> = { "Hanafuda JP": "い虫花", "Hanafuda KR": "화투섯다광땡ㄱ" };
const written = stylesheet();

describe("the fonts' stylesheet", () => {
  it("is what the script writes from the installed packages (run node scripts/cjk-font-css.mjs after an upgrade)", () => {
    expect(readdirSync(PUBLIC).filter((f) => STYLESHEET.test(f))).toEqual([written.name]);
    expect(readFileSync(join(PUBLIC, written.name), "utf8")).toBe(written.css);
    expect(readFileSync(ADDRESS_FILE, "utf8")).toBe(written.module);
  });
});

describe.each(FONTS)("the $family font family", (font) => {
  const faces = [...written.css.matchAll(/@font-face \{[^}]*\}/g)]
    .map((m) => m[0])
    .filter((face) => face.includes(`font-family: "${font.family}"`));

  it("names existing woff2 files under the package's version, tries the system's fonts first, and starts at U+3000", () => {
    expect(faces.length).toBeGreaterThan(font.keep ? 10 : 100);
    const require = createRequire(import.meta.url);
    for (const face of faces) {
      expect(face).toContain(`src: local("${font.local[0]}")`);
      const url = /url\("([^"]+)"\)/.exec(face)![1]!;
      const [folder, file] = [url.slice(0, url.lastIndexOf("/")), url.slice(url.lastIndexOf("/") + 1)];
      expect(folder).toBe(fontFolder(font));
      expect(existsSync(require.resolve(`${font.package}/files/${file}`)), file).toBe(true);
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

describe("the site's font stacks", () => {
  const theme = readFileSync("src/app/globals.css", "utf8").replace(/\s+/g, " ");
  const stack = (name: string) =>
    (new RegExp(`--font-${name}: ([^;]+);`).exec(theme)?.[1] ?? "").split(",").map((f) => f.trim().replace(/"/g, ""));

  it.each(["sans", "display", "mono"])("name both families in --font-%s", (name) => {
    for (const font of FONTS) expect(stack(name)).toContain(font.family);
  });

  it("give monospace text a Latin monospace font first, then the families, then the generic monospace", () => {
    const mono = stack("mono");
    const families = FONTS.map((font) => mono.indexOf(font.family));
    expect(mono.indexOf("ui-monospace")).toBe(0);
    expect(Math.min(...families)).toBeGreaterThan(mono.indexOf("Courier New"));
    expect(mono.at(-1)).toBe("monospace");
  });
});
