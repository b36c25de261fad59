// The Mushi rules page names each combination as the table does: one catalog of names (ja 表菅原 on both, not
// 三光, Koi-Koi's three brights, at the table).
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import { LOCALES } from "~/lib/locales";
import { MushiRules } from "./how-to-play";

const COMBINATION_KEYS = ["the-three", "four-wisteria", "four-paulownia"];

describe("how to play Mushi", () => {
  for (const locale of LOCALES)
    it(`${locale}: names every combination with the table's words`, () => {
      const words = htmlWords(renderIntl(<MushiRules options={{}} />, locale)).replace(/&amp;/g, "&");
      const names = translatorFor("MushiYaku", locale);
      for (const key of COMBINATION_KEYS) expect(words).toContain(names(key));
    });

  it("calls the Crane, Bush Warbler and Curtain by Mushi's own name in Japanese and Korean", () => {
    expect(translatorFor("MushiYaku", "ja")("the-three")).toMatch(/^表菅原/);
    expect(translatorFor("MushiYaku", "ko")("the-three")).toMatch(/^오모테 스가와라/);
  });
});
