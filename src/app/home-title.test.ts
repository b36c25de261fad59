// The home page's headline spells its numbers ("Twelve months, forty-eight cards, six games."): the count of games
// was a digit among words in every language.
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES } from "~/lib/locales";

const title = (locale: (typeof LOCALES)[number], games: number) =>
  (
    createTranslator({
      locale,
      messages: catalogFor(locale) as AbstractIntlMessages,
      namespace: "Home",
      onError: (error) => {
        throw error;
      },
    }) as unknown as (key: string, values: Record<string, number>) => string
  )("title", { games });

describe("the home page's headline", () => {
  it("spells the number of games in words in every language", () => {
    for (const locale of LOCALES)
      for (let games = 1; games <= 12; games++) expect(title(locale, games), `${locale} ${games}`).not.toMatch(/\d/);
  });

  it("says the site's games", () => {
    expect(GAME_NAMES).toHaveLength(6);
    expect(title("en", 6)).toBe("Twelve months, forty-eight cards, six games.");
    expect(title("en", 1)).toBe("Twelve months, forty-eight cards, one game.");
    expect(title("ja", 6)).toBe("十二か月、四十八枚、六つのゲーム。");
    expect(title("ko", 6)).toBe("열두 달, 마흔여덟 장, 게임 여섯 가지.");
    expect(title("fr", 6)).toBe("Douze mois, quarante-huit cartes, six jeux.");
  });
});
