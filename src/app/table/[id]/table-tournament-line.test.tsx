// A tournament table's line back to its event joins its parts with the language's separator: " · ", Japanese's
// unspaced 「・」.
import { describe, expect, it } from "vitest";
import { renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { TableTournamentLine } from "./table-tournament-line";

const line = (locale: Locale) =>
  renderIntl(
    <TableTournamentLine
      event={{ tournamentId: "t1", name: "Spring Cup", round: 2, game: 1, games: 3 }}
      t={translatorFor("Table", locale) as never}
      sep={translatorFor("Common", locale)("separator")}
    />,
    locale,
  ).replace(/<[^>]+>/g, "");

describe("a tournament table's line back to its event", () => {
  it.each([
    ["en", "Spring Cup · round 2 · game 1 of 3"],
    ["ja", "Spring Cup・第2ラウンド・3局中1局目"],
  ] as const)("joins the event, the round and the game in %s", (locale, text) => {
    expect(line(locale)).toBe(text);
  });
});
