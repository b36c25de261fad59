// The pages' description, like the footer's tagline, names every game the site offers: both listed five of six.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { LOCALES } from "~/lib/locales";
import { siteGamesList } from "./site-games";

describe("the site's description", () => {
  it("names every game the site offers, in every language", () => {
    for (const locale of LOCALES) {
      const games = translatorFor("Games", locale);
      const description = translatorFor("Site", locale)("description", { games: siteGamesList(games, locale) });
      for (const game of GAME_NAMES) expect(description, `${locale} ${game}`).toContain(games(`${game}.shortName`));
    }
    expect(siteGamesList(translatorFor("Games", "de"), "de")).toBe(
      "Koi-Koi, Sakura, Jahreszeitenblumen, Mushi, Judge und Sutda",
    );
  });
});
