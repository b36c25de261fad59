// A replay's title in the reader's language: 「：」 after the game and 「、」 between a team game's players in Japanese,
// ": " and ", " in English.
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { catalogFor } from "~/i18n/catalog";
import { ReplayTitle } from "./replay-title";

const players = ["Aiko", "Botan", "Chika", "Daigo"].map((displayName, seat) => ({
  seat,
  userId: `u${seat}`,
  displayName,
}));

const title = (locale: Locale, game: string, teams: boolean) =>
  renderIntl(<ReplayTitle game={game} players={players} teams={teams} />, locale).replace(/<[^>]+>/g, "");

const shortName = (locale: Locale, game: string) =>
  (catalogFor(locale).Games as Record<string, { shortName: string }>)[game]!.shortName;

describe("a replay's title", () => {
  it("lists a team game's players with Japanese's 「、」 after 「：」, unspaced", () => {
    expect(title("ja", "sakura", true)).toBe(`${shortName("ja", "sakura")}：Aiko、Botan、Chika、Daigo`);
  });

  it("lists them with English's comma after a colon and a space", () => {
    expect(title("en", "sakura", true)).toBe("Sakura: Aiko, Botan, Chika, Daigo");
    expect(htmlWords(renderIntl(<ReplayTitle game="koikoi" players={players.slice(0, 2)} teams={false} />))).toMatch(
      /Koi-Koi: Aiko vs Botan/,
    );
  });
});
