#!/usr/bin/env node
// Writes the site's Japanese and Korean font families, which the font stacks name first (globals.css), to one static
// stylesheet, public/cjk-fonts-<hash>.css, and its address to src/app/cjk-fonts-file.ts: "Hanafuda JP" (from the npm
// package @fontsource/noto-sans-jp) and "Hanafuda KR" (from @fontsource/noto-sans-kr), each the package's 400 slices
// with their unicode-range cut to U+3000 and above (kana, hangul, ideographs, full-width forms), so the families have
// no Latin glyph and Latin text keeps the system's fonts. Each slice tries the system's fonts of that script first
// (local()), so a browser downloads a slice only when the machine has none of them and the page shows one of its
// characters. The slices are the installed packages' files, served by src/app/fonts/[folder]/[file]/route.ts under the
// package's version; nothing is fetched at build time.
//
// Why a stylesheet of its own: the unicode ranges are about 40 KB gzipped, which a page would wait for before its first
// paint if the build bundled them with the rest of the CSS; the layout adds this one without blocking the paint.
//
// Why families of their own, first in the stacks, rather than fontsource's "Noto Sans JP" after the system fonts:
// Chromium fetches a web font listed after an installed font for the characters that font lacks, but does not shape
// the text again once it has loaded (the text laid out before stays tofu until something re-lays it out). A family
// whose rules arrive after the first paint is different: new @font-face rules make Chromium lay all text out again.
//
// Run after upgrading either package: node scripts/cjk-font-css.mjs (a test checks the files are current).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
/** The system's sans-serif fonts of each script, by the full and PostScript names local() matches (macOS, Windows, Linux). */
const JAPANESE_LOCAL = [
  "Hiragino Sans W3",
  "HiraginoSans-W3",
  "Hiragino Kaku Gothic ProN W3",
  "HiraKakuProN-W3",
  "Yu Gothic Regular",
  "YuGothic-Regular",
  "Meiryo",
  "Noto Sans CJK JP Regular",
  "NotoSansCJKjp-Regular",
  "Noto Sans JP Regular",
  "NotoSansJP-Regular",
];
const KOREAN_LOCAL = [
  "Apple SD Gothic Neo",
  "AppleSDGothicNeo-Regular",
  "Malgun Gothic",
  "Noto Sans CJK KR Regular",
  "NotoSansCJKkr-Regular",
  "Noto Sans KR Regular",
  "NotoSansKR-Regular",
];
const FIRST = 0x3000;

export const FONTS = [
  {
    package: "@fontsource/noto-sans-jp",
    slug: "noto-sans-jp",
    name: "Noto Sans JP",
    family: "Hanafuda JP",
    local: JAPANESE_LOCAL,
  },
  {
    package: "@fontsource/noto-sans-kr",
    slug: "noto-sans-kr",
    name: "Noto Sans KR",
    family: "Hanafuda KR",
    local: KOREAN_LOCAL,
    // Hangul only: kana and ideographs stay with the Japanese family, so a page without hangul fetches no slice of it.
    keep: [
      [0x3130, 0x318f],
      [0xac00, 0xd7af],
    ],
  },
];

export const PUBLIC = join(root, "public");
export const ADDRESS_FILE = join(root, "src/app/cjk-fonts-file.ts");
/** The stylesheet's name in public/: its content's hash, so a browser may keep it for good. */
export const STYLESHEET = /^cjk-fonts-[0-9a-f]{12}\.css$/;

/** The installed package's version, part of its slices' addresses (they change when the package does). */
export const packageVersion = (font) =>
  JSON.parse(readFileSync(require.resolve(`${font.package}/package.json`), "utf8")).version;

/** Where the site serves the package's slices: /fonts/<slug>-<version>/<file> (the route checks the version). */
export const fontFolder = (font) => `/fonts/${font.slug}-${packageVersion(font)}`;

/** "U+20,U+2027,U+3001-3002" cut to the code points within `keep` ([from, to] pairs; by default U+3000 up). */
export function cutRange(range, keep = [[FIRST, 0x10ffff]]) {
  const kept = [];
  for (const part of range.split(",")) {
    const [a, b] = part.trim().slice(2).split("-");
    const lo = parseInt(a, 16);
    const hi = b === undefined ? lo : parseInt(b, 16);
    for (const [first, last] of keep) {
      const from = Math.max(lo, first);
      const to = Math.min(hi, last);
      if (from > to) continue;
      kept.push(from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`);
    }
  }
  return kept.join(",");
}

/** One family's @font-face rules, its slices at `folder`. */
export function fontCss(font, sourceCss, folder) {
  const slice = new RegExp(`/\\* ${font.slug}-\\[(\\d+)\\]-400-normal \\*/\\s*@font-face\\s*\\{([^}]*)\\}`, "g");
  const blocks = [...sourceCss.matchAll(slice)];
  if (blocks.length === 0)
    throw new Error(`no numbered slices in ${font.package}/400.css: has the package changed its layout?`);
  const lines = [`/* ${font.family}: ${font.package}/400.css (${font.name}, SIL Open Font License 1.1). */`];
  const local = font.local.map((name) => `local("${name}")`).join(", ");
  for (const [, n, body] of blocks) {
    const range = cutRange(/unicode-range:\s*([^;]+);/.exec(body)[1], font.keep);
    if (!range) continue;
    const file = `${font.slug}-${n}-400-normal.woff2`;
    lines.push(
      `@font-face { font-family: "${font.family}"; font-style: normal; font-weight: 400; font-display: swap; src: ${local}, url("${folder}/${file}") format("woff2"); unicode-range: ${range}; }`,
    );
  }
  return lines.join("\n") + "\n";
}

export function sourceCss(font) {
  return readFileSync(require.resolve(`${font.package}/400.css`), "utf8");
}

/** The stylesheet's text, its name in public/, and the module that gives the layout its address. */
export function stylesheet() {
  const css =
    "/* Generated by scripts/cjk-font-css.mjs. Do not edit. */\n" +
    FONTS.map((font) => fontCss(font, sourceCss(font), fontFolder(font))).join("");
  const name = `cjk-fonts-${createHash("sha256").update(css).digest("hex").slice(0, 12)}.css`;
  const folders = FONTS.map((font) => `  "${fontFolder(font).slice("/fonts/".length)}": "${font.package}",\n`).join("");
  const module =
    "// Written by scripts/cjk-font-css.mjs: where the Japanese and Korean fonts' stylesheet is served, and the packages\n" +
    "// whose slices src/app/fonts/[folder]/[file]/route.ts serves, by folder.\n" +
    `export const CJK_FONTS_STYLESHEET = "/${name}";\n\n` +
    `export const CJK_FONT_FOLDERS: Readonly<Record<string, string>> = {\n${folders}};\n`;
  return { css, name, module };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { css, name, module } = stylesheet();
  for (const old of readdirSync(PUBLIC).filter((f) => STYLESHEET.test(f))) rmSync(join(PUBLIC, old));
  writeFileSync(join(PUBLIC, name), css);
  writeFileSync(ADDRESS_FILE, module);
  console.log(`wrote public/${name} (${css.length} bytes) and ${ADDRESS_FILE}`);
}
