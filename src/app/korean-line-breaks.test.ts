// Korean breaks lines at its spaces, in running text as in headings: the site's stylesheet keeps a Korean word whole
// wherever the page's language is Korean (a word split between syllables reads as two), and lets a run too long for
// its box break rather than run past it. e2e/korean-line-breaks.spec.ts checks the lines a browser draws.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync("src/app/globals.css", "utf8")
  .replace(/\/\*.*?\*\//gs, "")
  .replace(/\s+/g, " ");

describe("Korean line breaks", () => {
  it("keep every word whole wherever the language is Korean, a run too long for its box still breaking", () => {
    const rule = /\[lang\|="ko"\] \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toContain("word-break: keep-all;");
    expect(rule).toContain("overflow-wrap: anywhere;");
  });
});
