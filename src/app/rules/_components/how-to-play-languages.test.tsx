// Every game's rules page content in every language: each message found (next-intl shows a missing one as its
// "Namespace.key"), no English sentence left in another language, and the house-rule notes worded too.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HOW_TO_PLAY } from "~/app/_games/how-to-play";
import { withIntl } from "~/app/_lib/testing/intl";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { LOCALES } from "~/lib/locales";

const text = (game: (typeof GAME_NAMES)[number], locale: (typeof LOCALES)[number], options = {}) => {
  const Content = HOW_TO_PLAY[game];
  return renderToStaticMarkup(withIntl(<Content options={options} />, locale)).replace(/<[^>]+>/g, " ");
};

describe("how to play, in every language", () => {
  for (const game of GAME_NAMES)
    it(`${game}: every message found in each language, none left in English`, () => {
      const english = text(game, "en");
      for (const locale of LOCALES) {
        const page = text(game, locale);
        expect(page, `${game} ${locale}`).not.toMatch(/\b(Rules[A-Z]\w*|Yaku|SutdaHands)\.[a-z]/);
        if (locale !== "en") {
          expect(page, `${game} ${locale}`).not.toContain("The goal");
          expect(page.length, `${game} ${locale}`).toBeGreaterThan(english.length / 4);
        }
      }
    });

  it("words a house rule's note in the reader's language", () => {
    expect(text("sakura", "en", { rounds: 6 })).toContain("A game is 6 rounds.");
    expect(text("sakura", "de", { rounds: 6 })).toContain("Eine Partie hat 6 Runden.");
    expect(text("sakura", "ja", { rounds: 6 })).toContain("1ゲームは6局です。");
    expect(text("sakura", "ja")).toContain("ガジ——万能の雷");
  });
});
